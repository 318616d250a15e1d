import { defineMessage } from 'react-intl';

/**
 * A menu section's page (Russian defaults; English in en.json). Apart from menu.messages.ts, which the
 * first-paint menu page ships: the section's texts are in the catalogue's lazy part.
 */
export const m = {
  metaDescription: defineMessage<{ name: string; count: number }>({
    id: 'section.metaDescription',
    defaultMessage:
      '{name} с доставкой по Москве: {count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}} в меню кафе «Корица и Сливки».',
  }),
};
