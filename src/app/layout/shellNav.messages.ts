import { defineMessages } from 'react-intl';

/** The locale switch of the header and the burger menu (Russian defaults; English in en.json). */
export const m = defineMessages({
  language: { id: 'header.language', defaultMessage: 'Язык сайта' },
});
