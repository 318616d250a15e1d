import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.delivery.title', defaultMessage: 'Доставка и самовывоз' },
  lead: { id: 'page.delivery.lead', defaultMessage: 'Привозим по Москве каждый день с 9:00 до 22:00. Доставка в пределах Садового кольца — 350 р., бесплатно от 5 000 р.; самовывоз из любого нашего кафе — со скидкой.' },
});

/** Доставка и самовывоз. */
export default function DeliveryPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-delivery"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'cakes', label: nav.cakes },
        { route: 'ordering', label: nav.ordering },
      ]}
    />
  );
}
