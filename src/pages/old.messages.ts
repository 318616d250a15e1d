import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The four old pages (page.oldPages.title is shared): its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    delivery: { id: 'legacy.delivery', defaultMessage: 'Доставка (прежняя версия)' },
    handOrdering: { id: 'legacy.handOrdering', defaultMessage: 'Заказ по списку (прежняя версия)' },
    orderingTest: { id: 'legacy.orderingTest', defaultMessage: 'Оформление заказа (тестовая версия)' },
    title: { id: 'page.oldPages.title', defaultMessage: 'Архив страниц' },
    lead: {
      id: 'page.oldPages.lead',
      defaultMessage:
        'Прежние версии страниц доставки и заказа по списку сохранены для истории. Актуальные — в основном меню сайта.',
    },
    oldDeliveryTitle: { id: 'page.oldDelivery.title', defaultMessage: 'Доставка (архив)' },
    oldDeliveryLead: {
      id: 'page.oldDelivery.lead',
      defaultMessage:
        'Архивная версия страницы условий доставки. Актуальные условия — на странице «Доставка».',
    },
    deliveryConditions: { id: 'legacy.deliveryConditions', defaultMessage: 'Условия доставки' },
    oldHandOrderingTitle: { id: 'page.oldHandOrdering.title', defaultMessage: 'Заказ по списку (архив)' },
    oldHandOrderingLead: {
      id: 'page.oldHandOrdering.lead',
      defaultMessage:
        'Архивная версия формы заказа по списку. Чтобы заказать сейчас, воспользуйтесь актуальной формой.',
    },
    oldOrderingTestTitle: { id: 'page.oldOrderingTest.title', defaultMessage: 'Оформление заказа (архив)' },
    oldOrderingTestLead: {
      id: 'page.oldOrderingTest.lead',
      defaultMessage:
        'Архивная версия страницы оформления заказа: корзина уходит списком, менеджер перезванивает. Чтобы оформить заказ сейчас, перейдите на актуальную страницу.',
    },
  }),
  currentIs: defineMessage<{ link: MessageValue }>({
    id: 'legacy.currentIs',
    defaultMessage: 'Сейчас: {link}',
  }),
  zone: defineMessage<{ zone: string; price: MessageValue; min: MessageValue; time: string }>({
    id: 'legacy.zone',
    defaultMessage: '{zone}: доставка {price}, минимальный заказ {min}, время {time}.',
  }),
  free: defineMessage<{ sum: MessageValue; percent: number }>({
    id: 'legacy.free',
    defaultMessage: 'При заказе от {sum} доставка бесплатная. Самовывоз — скидка {percent}\u00A0%.',
  }),
  phone: defineMessage<{ phone: MessageValue }>({
    id: 'legacy.phone',
    defaultMessage: 'Заказ по телефону: {phone}.',
  }),
};
