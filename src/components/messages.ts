import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    deliveryLabel: { id: 'cart.delivery.label', defaultMessage: 'Способ получения' },
    deliveryDostavka: { id: 'cart.delivery.dostavka', defaultMessage: 'Доставка' },
    deliveryToggleLabel: { id: 'order.deliveryToggle.label', defaultMessage: 'Доставка или самовывоз' },
    deliveryToggleDostavka: { id: 'order.deliveryToggle.dostavka', defaultMessage: 'Доставка' },
    deliveryTogglePickup: { id: 'order.deliveryToggle.pickup', defaultMessage: 'Самовывоз' },
    orderTitle: { id: 'orderByPhone.order.title', defaultMessage: 'Заказ на сайте сейчас не принимается' },
    registrationTitle: {
      id: 'orderByPhone.registration.title',
      defaultMessage: 'Регистрация на сайте сейчас недоступна',
    },
    statusTitle: {
      id: 'orderByPhone.status.title',
      defaultMessage: 'Статус заказа на сайте сейчас не показывается',
    },
    switchToCashTitle: {
      id: 'orderByPhone.switchToCash.title',
      defaultMessage: 'Сменить оплату на сайте сейчас нельзя',
    },
    sendFailed: {
      id: 'order.send.failed',
      defaultMessage:
        'Не удалось отправить заказ: нет связи с сервером. Всё введённое сохранено — попробуйте ещё раз.',
    },
  }),
  deliveryPickupDiscount: defineMessage<{ percent: MessageValue }>({
    id: 'cart.delivery.pickupDiscount',
    defaultMessage: '−{percent}\u00A0%',
  }),
  deliveryNoStacking: defineMessage<{ promo: MessageValue; pickup: MessageValue }>({
    id: 'cart.delivery.noStacking',
    defaultMessage:
      'Скидки не суммируются: с промокодом на {promo}\u00A0% скидка за самовывоз (−{pickup}\u00A0%) не действует.',
  }),
  orderText: defineMessage<{ phone: MessageValue }>({
    id: 'orderByPhone.order.text',
    defaultMessage: 'Позвоните нам — примем заказ по телефону {phone}. Всё, что вы ввели, сохранено.',
  }),
  registrationText: defineMessage<{ phone: MessageValue }>({
    id: 'orderByPhone.registration.text',
    defaultMessage:
      'Заказать можно и без кабинета — позвоните нам: {phone}. Введённые данные сохранены в форме.',
  }),
  statusText: defineMessage<{ phone: MessageValue }>({
    id: 'orderByPhone.status.text',
    defaultMessage: 'Что с заказом и оплатой, подскажем по телефону {phone}.',
  }),
  switchToCashText: defineMessage<{ phone: MessageValue }>({
    id: 'orderByPhone.switchToCash.text',
    defaultMessage: 'Позвоните нам — переведём заказ на оплату наличными: {phone}.',
  }),
  sendRefused: defineMessage<{ message: MessageValue }>({
    id: 'order.send.refused',
    defaultMessage: 'Заказ не принят: {message}',
  }),
};
