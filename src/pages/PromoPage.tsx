import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.promo.title', defaultMessage: 'Специальное предложение' },
  lead: { id: 'page.promo.lead', defaultMessage: 'Сезонные предложения кафе «Корица и Сливки»: подарки к заказу и праздничные наборы.' },
});

/** Специальное предложение. */
export default function PromoPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-promo"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'cakes', label: nav.cakes },
      ]}
    />
  );
}
