import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The delivery page: its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    factHoursTitle: { id: 'delivery.factHoursTitle', defaultMessage: 'Каждый день' },
    factHours: { id: 'delivery.factHours', defaultMessage: 'с 9:00 до 22:00, заказы на сегодня — до 21:00' },
    factFree: { id: 'delivery.factFree', defaultMessage: 'в любой зоне в пределах МКАД' },
    factPickup: { id: 'delivery.factPickup', defaultMessage: 'из любого нашего кафе, скидка на весь заказ' },
    factGift: { id: 'delivery.factGift', defaultMessage: 'цитрусово-мятный лимонад к заказу с доставкой' },
    title: { id: 'page.delivery.title', defaultMessage: 'Доставка и самовывоз' },
    zonesTitle: { id: 'delivery.zonesTitle', defaultMessage: 'Зоны и стоимость' },
    zonesNote: {
      id: 'delivery.zonesNote',
      defaultMessage:
        'Точную стоимость корзина покажет по адресу. За МКАД доставляем по договорённости — позвоните нам.',
    },
    cakesTitle: { id: 'delivery.cakesTitle', defaultMessage: 'Торты' },
    cakesText: {
      id: 'delivery.cakesText',
      defaultMessage:
        'Торты на заказ привозим отдельно, в термобоксе и к согласованному времени. Заказ с тортом оформляется без других блюд: так кондитерский цех и кухня не задерживают друг друга.',
    },
    paymentTitle: { id: 'delivery.paymentTitle', defaultMessage: 'Оплата' },
  }),
  factFreeTitle: defineMessage<{ sum: MessageValue }>({
    id: 'delivery.factFreeTitle',
    defaultMessage: 'Бесплатно от {sum}',
  }),
  factPickupTitle: defineMessage<{ percent: number }>({
    id: 'delivery.factPickupTitle',
    defaultMessage: 'Самовывоз −{percent}\u00A0%',
  }),
  factGiftTitle: defineMessage<{ sum: MessageValue }>({
    id: 'delivery.factGiftTitle',
    defaultMessage: 'Подарок от {sum}',
  }),
  lead: defineMessage<{ price: string; free: string; percent: number }>({
    id: 'page.delivery.lead',
    defaultMessage:
      'Привозим по Москве каждый день с 9:00 до 22:00. Доставка — от {price} в зависимости от зоны, бесплатно от {free}; самовывоз из любого нашего кафе — со скидкой {percent}\u00A0%.',
  }),
};
