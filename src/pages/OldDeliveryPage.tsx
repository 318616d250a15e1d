import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.oldDelivery.title', defaultMessage: 'Доставка (архив)' },
  lead: { id: 'page.oldDelivery.lead', defaultMessage: 'Архивная версия страницы условий доставки. Актуальные условия — на странице «Доставка».' },
});

/** Доставка (архив). */
export default function OldDeliveryPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-oldDelivery"
      links={[
        { route: 'delivery', label: nav.delivery },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
