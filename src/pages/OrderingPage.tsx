import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.ordering.title', defaultMessage: 'Оформление заказа' },
  lead: { id: 'page.ordering.lead', defaultMessage: 'Проверьте корзину, выберите доставку или самовывоз, укажите адрес и удобное время.' },
});

/** Оформление заказа. */
export default function OrderingPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-ordering"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'delivery', label: nav.delivery },
      ]}
    />
  );
}
