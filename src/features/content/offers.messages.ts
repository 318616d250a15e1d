import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    cakeKicker: { id: 'offers.cakeKicker', defaultMessage: 'К тортам' },
    giftKicker: { id: 'offers.giftKicker', defaultMessage: 'Подарок' },
    giftText: {
      id: 'offers.giftText',
      defaultMessage: 'Цитрусово-мятный лимонад в подарок к доставке — выберите его в корзине.',
    },
    pickupKicker: { id: 'offers.pickupKicker', defaultMessage: 'Самовывоз' },
    pickupText: {
      id: 'offers.pickupText',
      defaultMessage: 'Заберите заказ из любого нашего кафе — скидка на весь заказ.',
    },
  }),
  giftTitle: defineMessage<{ sum: MessageValue }>({
    id: 'offers.giftTitle',
    defaultMessage: 'Лимонад к заказу от {sum}',
  }),
  pickupTitle: defineMessage<{ percent: MessageValue }>({
    id: 'offers.pickupTitle',
    defaultMessage: 'Скидка {percent}\u00A0% при самовывозе',
  }),
};
