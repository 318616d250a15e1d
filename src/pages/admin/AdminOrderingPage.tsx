import { defineMessages } from 'react-intl';
import { InfoPage } from '../InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.adminOrdering.title', defaultMessage: 'Приём заказа по телефону' },
  lead: { id: 'page.adminOrdering.lead', defaultMessage: 'Соберите корзину из каталога, найдите клиента по телефону и оформите заказ за него.' },
});

/** Приём заказа по телефону. */
export default function AdminOrderingPage() {
  return <InfoPage title={m.title} lead={m.lead} testId="page-adminOrdering" links={[{ route: 'admin', label: nav.admin }, { route: 'home', label: nav.home }]} />;
}
