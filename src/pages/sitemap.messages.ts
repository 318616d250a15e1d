import { defineMessages } from 'react-intl';

/** The sitemap page: its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  description: {
    id: 'sitemap.description',
    defaultMessage: 'Все страницы сайта кафе «Корица и Сливки»: меню, торты, события, доставка и информация.',
  },
  pages: { id: 'sitemap.pages', defaultMessage: 'Страницы' },
  menu: { id: 'sitemap.menu', defaultMessage: 'Разделы меню' },
});
