import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.oldPages.title', defaultMessage: 'Архив страниц' },
  lead: { id: 'page.oldPages.lead', defaultMessage: 'Прежние версии страниц доставки и заказа по списку сохранены для истории. Актуальные — в основном меню сайта.' },
});

/** Архив страниц. */
export default function OldPagesPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-oldPages"
      links={[
        { route: 'delivery', label: nav.delivery },
        { route: 'handOrdering', label: nav.handOrdering },
      ]}
    />
  );
}
