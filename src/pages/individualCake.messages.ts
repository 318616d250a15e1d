import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The individual cake page: its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    point1: {
      id: 'individual.point1',
      defaultMessage: 'Кондитер перезвонит в течение рабочего дня и уточнит детали.',
    },
    point2: {
      id: 'individual.point2',
      defaultMessage: 'Пришлём эскиз и точную цену до оплаты — без сюрпризов.',
    },
    point4: {
      id: 'individual.point4',
      defaultMessage: 'Надпись, фигурки из мастики и живые ягоды — по договорённости.',
    },
    title: { id: 'page.individualCake.title', defaultMessage: 'Торт по индивидуальному заказу' },
    lead: {
      id: 'page.individualCake.lead',
      defaultMessage:
        'Расскажите о торте мечты: вес, начинка, оформление, надпись и дата — кондитер свяжется с вами и рассчитает стоимость.',
    },
  }),
  point3: defineMessage<{ days: number }>({
    id: 'individual.point3',
    defaultMessage:
      'Готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}: выбирайте дату с запасом.',
  }),
  priceFrom: defineMessage<{ price: MessageValue }>({
    id: 'individual.priceFrom',
    defaultMessage: 'От {price} за килограмм',
  }),
};
