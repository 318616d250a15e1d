import { defineMessages } from 'react-intl';
import { InfoPage } from '../InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.admin.title', defaultMessage: 'Панель оператора' },
  lead: { id: 'page.admin.lead', defaultMessage: 'Инструменты для операторов: приём заказов по телефону для каждого бренда и проверка подсказок адресов.' },
});

/** Панель оператора. */
export default function AdminIndexPage() {
  return <InfoPage title={m.title} lead={m.lead} testId="page-admin" links={[{ route: 'admin', label: nav.admin }, { route: 'home', label: nav.home }]} />;
}
