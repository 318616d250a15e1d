import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.oldOrderingTest.title', defaultMessage: 'Оформление заказа (архив)' },
  lead: { id: 'page.oldOrderingTest.lead', defaultMessage: 'Архивная версия страницы оформления заказа. Чтобы оформить заказ сейчас, перейдите на актуальную страницу.' },
});

/** Оформление заказа (архив). */
export default function OldOrderingTestPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-oldOrderingTest"
      links={[
        { route: 'ordering', label: nav.ordering },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
