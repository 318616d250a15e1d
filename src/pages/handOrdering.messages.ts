import { defineMessages } from 'react-intl';

/** The hand-ordering page: its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  title: { id: 'page.handOrdering.title', defaultMessage: 'Заказ по списку' },
  lead: {
    id: 'page.handOrdering.lead',
    defaultMessage:
      'Не нашли нужное в меню или хотите заказать для большой компании? Опишите заказ своими словами — менеджер перезвонит и всё уточнит.',
  },
});
