import { defineMessages } from 'react-intl';

/** The requisites dialog's texts (Russian defaults; English in en.json). */
export const requisitesMessages = defineMessages({
  error: {
    id: 'requisites.error',
    defaultMessage: 'Не удалось загрузить реквизиты. Попробуйте открыть окно ещё раз.',
  },
});
