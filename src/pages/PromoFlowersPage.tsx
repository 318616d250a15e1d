import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.promoFlowers.title', defaultMessage: 'Цветы к торту' },
  lead: { id: 'page.promoFlowers.lead', defaultMessage: 'Добавьте к торту букет от нашего флориста — привезём вместе, в одно время.' },
});

/** Цветы к торту. */
export default function PromoFlowersPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-promoFlowers"
      links={[
        { route: 'cakes', label: nav.cakes },
        { route: 'promoOrdering', label: nav.ordering },
      ]}
    />
  );
}
