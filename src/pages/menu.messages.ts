import { defineMessages } from 'react-intl';

/** The menu page: its texts (Russian defaults; English in en.json). A section's page shows menu.title too. */
export const m = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Меню доставки' },
  lead: {
    id: 'menu.lead',
    defaultMessage: 'Завтраки, обеды и десерты из нашей кухни — привезём горячим по Москве.',
  },
  metaDescription: {
    id: 'menu.metaDescription',
    defaultMessage:
      'Меню доставки кафе «Корица и Сливки»: кофе, завтраки весь день, салаты, супы, горячее, десерты и выпечка. Доставка по Москве с 9:00 до 22:00.',
  },
});
