import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.oldHandOrdering.title', defaultMessage: 'Заказ по списку (архив)' },
  lead: { id: 'page.oldHandOrdering.lead', defaultMessage: 'Архивная версия формы заказа по списку. Чтобы заказать сейчас, воспользуйтесь актуальной формой.' },
});

/** Заказ по списку (архив). */
export default function OldHandOrderingPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-oldHandOrdering"
      links={[
        { route: 'handOrdering', label: nav.handOrdering },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
