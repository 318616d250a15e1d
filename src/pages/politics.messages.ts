import { defineMessage, defineMessages } from 'react-intl';

/** The privacy policy page: its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    description: {
      id: 'politics.description',
      defaultMessage:
        'Политика обработки персональных данных кафе «Корица и Сливки» от 21.10.2022: какие данные мы обрабатываем, зачем и как их храним.',
    },
    contents: { id: 'politics.contents', defaultMessage: 'Содержание' },
  }),
  date: defineMessage<{ date: string }>({ id: 'politics.date', defaultMessage: 'Редакция от {date}' }),
};
