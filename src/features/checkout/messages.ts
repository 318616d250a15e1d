import { defineMessage, defineMessages } from 'react-intl';
import { cartSummaryMessages } from '@/components/order/messages';

/** Every text of the checkout and thank-you pages (Russian defaults; English in en.json). */
export const m = {
  ...cartSummaryMessages,
  ...defineMessages({
    title: { id: 'page.ordering.title', defaultMessage: 'Оформление заказа' },
    lead: {
      id: 'checkout.lead',
      defaultMessage:
        'Проверьте заказ, выберите доставку или самовывоз и удобное время — мы позвоним, если что-то уточнить.',
    },
    stepReceive: { id: 'checkout.step.receive', defaultMessage: 'Как получить заказ' },
    stepWhen: { id: 'checkout.step.when', defaultMessage: 'Когда' },
    stepContacts: { id: 'checkout.step.contacts', defaultMessage: 'Контакты' },
    stepPayment: { id: 'checkout.step.payment', defaultMessage: 'Оплата' },
    comment: { id: 'checkout.comment', defaultMessage: 'Комментарий к заказу' },
    commentPlaceholder: {
      id: 'checkout.commentPlaceholder',
      defaultMessage: 'Например: позвонить за 15\u00A0минут, приборы на двоих',
    },
    loggedInAs: {
      id: 'checkout.loggedIn',
      defaultMessage: 'Данные из вашего кабинета — поправьте, если нужно.',
    },
    summaryTitle: { id: 'checkout.summary.title', defaultMessage: 'Ваш заказ' },
    editCart: { id: 'checkout.summary.edit', defaultMessage: 'Изменить' },
    gift: { id: 'checkout.summary.gift', defaultMessage: 'Подарок' },
    free: { id: 'checkout.summary.free', defaultMessage: 'бесплатно' },
    sum: { id: 'cart.sum', defaultMessage: 'Сумма заказа' },
    promoDiscount: { id: 'checkout.summary.promoDiscount', defaultMessage: 'Скидка по промокоду' },
    pickupDiscount: { id: 'checkout.summary.pickupDiscount', defaultMessage: 'Скидка за самовывоз' },
    submitCash: { id: 'checkout.submit.cash', defaultMessage: 'Оформить заказ' },
    submitCard: { id: 'checkout.submit.card', defaultMessage: 'Оформить и оплатить' },
    sending: { id: 'checkout.sending', defaultMessage: 'Отправляем заказ…' },
    invalid: { id: 'checkout.invalid', defaultMessage: 'Проверьте поля, отмеченные красным.' },
    refusedTitle: { id: 'checkout.refused.title', defaultMessage: 'Заказ не принят' },
    refusedKept: {
      id: 'checkout.refused.kept',
      defaultMessage: 'Форма и корзина сохранены — поправьте и отправьте ещё раз.',
    },
    failedTitle: { id: 'checkout.failed.title', defaultMessage: 'Заказ не отправлен' },
    failedNetwork: {
      id: 'checkout.failed.network',
      defaultMessage:
        'Нет связи с сервером. Проверьте интернет и отправьте ещё раз — форма и корзина сохранены.',
    },
    failedTimeout: {
      id: 'checkout.failed.timeout',
      defaultMessage: 'Сервер не ответил вовремя. Отправьте заказ ещё раз — форма и корзина сохранены.',
    },
    failedServer: {
      id: 'checkout.failed.server',
      defaultMessage:
        'На сервере что-то пошло не так. Заказ не создан; попробуйте ещё раз через минуту — форма и корзина сохранены.',
    },
    emptyTitle: { id: 'checkout.empty.title', defaultMessage: 'В корзине пока пусто' },
    emptyText: {
      id: 'checkout.empty.text',
      defaultMessage: 'Добавьте что-нибудь вкусное из меню — и возвращайтесь оформить заказ.',
    },
    emptyAction: { id: 'checkout.empty.action', defaultMessage: 'Перейти в меню' },
    emptyCakes: { id: 'checkout.empty.cakes', defaultMessage: 'Торты на заказ' },
    toBank: { id: 'checkout.toBank', defaultMessage: 'Переходим на страницу оплаты банка…' },
    stopDelivery: {
      id: 'stopDelivery.notice',
      defaultMessage: 'Время доставки может быть увеличено из-за пробок или дорожных условий',
    },
  }),
  lines: defineMessage<{ count: number }>({
    id: 'checkout.summary.lines',
    defaultMessage: '{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}',
  }),
  promo: defineMessage<{ promo: string }>({
    id: 'checkout.summary.promo',
    defaultMessage: 'Промокод {promo}',
  }),
  callUs: defineMessage<{ phone: string }>({
    id: 'checkout.failed.call',
    defaultMessage: 'Или позвоните нам: {phone}',
  }),
};
