import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The cakes page: its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    lead: {
      id: 'cakes.lead',
      defaultMessage:
        'Торты к празднику из натуральных сливок, масла и ягод. Заказывайте за 2–3\u00A0дня, цена указана за 1\u00A0кг.',
    },
    metaDescription: {
      id: 'cakes.metaDescription',
      defaultMessage:
        'Торты на заказ с доставкой по Москве: медовик, «Наполеон», «Красный бархат», муссовые торты и торты по вашему эскизу. Цена за 1\u00A0кг, надпись в подарок.',
    },
    individualButton: { id: 'cakes.individualButton', defaultMessage: 'Описать свой торт' },
    howTitle: { id: 'cakes.howTitle', defaultMessage: 'Как заказать торт' },
  }),
  individualText: defineMessage<{ price: MessageValue; days: number }>({
    id: 'cakes.individualText',
    defaultMessage:
      'Опишите торт мечты — форму, цвета, декор и надпись. Кондитер перезвонит, пришлёт эскиз и назовёт цену. От {price} за кг, готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}.',
  }),
};
