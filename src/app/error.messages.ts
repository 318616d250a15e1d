import { defineMessages } from 'react-intl';

/** The error page: not found, something went wrong, the way home (Russian defaults; English in en.json). */
export const m = defineMessages({
  notFound: { id: 'error.notFound', defaultMessage: 'Страница не найдена' },
  generic: { id: 'error.generic', defaultMessage: 'Что-то пошло не так' },
  notFoundHint: {
    id: 'error.notFoundHint',
    defaultMessage: 'Возможно, её переименовали или она больше не существует. Зато торты на месте.',
  },
  home: { id: 'error.home', defaultMessage: 'На главную' },
});
