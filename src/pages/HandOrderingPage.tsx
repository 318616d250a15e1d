import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.handOrdering.title', defaultMessage: 'Заказ по списку' },
  lead: { id: 'page.handOrdering.lead', defaultMessage: 'Не нашли нужное в меню или хотите заказать для большой компании? Опишите заказ своими словами — менеджер перезвонит и всё уточнит.' },
});

/** Заказ по списку. */
export default function HandOrderingPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-handOrdering"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'cakes', label: nav.cakes },
      ]}
    />
  );
}
