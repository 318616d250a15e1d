import { defineMessages } from 'react-intl';

/** The dishes page: its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  lead: { id: 'dishes.lead', defaultMessage: 'Всё меню кафе на одной странице.' },
  metaDescription: {
    id: 'dishes.metaDescription',
    defaultMessage: 'Все блюда и напитки кафе «Корица и Сливки» от А до Я: цены, вес и доставка по Москве.',
  },
});
