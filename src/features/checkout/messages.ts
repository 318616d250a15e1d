import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
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
  consent: defineMessage<{ link: MessageTag }>({
    id: 'checkout.consent',
    defaultMessage: 'Нажимая кнопку, вы соглашаетесь с <link>политикой обработки персональных данных</link>.',
  }),
};

/** The texts of /spasibo: the order's status, its recap, the failed payment's two ways on. */
export const t = {
  ...defineMessages({
    thanks: { id: 'page.thanks.title', defaultMessage: 'Спасибо за заказ!' },
    lead: {
      id: 'page.thanks.lead',
      defaultMessage: 'Мы получили ваш заказ и скоро перезвоним, чтобы подтвердить детали.',
    },
    cash: { id: 'thanks.cash', defaultMessage: 'Оплата — наличными при получении: курьеру или в кафе.' },
    paid: { id: 'thanks.paid', defaultMessage: 'Заказ оплачен картой. Чек придёт на вашу почту.' },
    awaiting: {
      id: 'thanks.awaiting',
      defaultMessage: 'Банк ещё не подтвердил оплату. Обновите страницу через минуту.',
    },
    refresh: { id: 'thanks.refresh', defaultMessage: 'Обновить' },
    failedTitle: { id: 'thanks.failed.title', defaultMessage: 'Оплата не прошла' },
    failedText: {
      id: 'thanks.failed.text',
      defaultMessage:
        'Банк не принял оплату, деньги не списаны. Заказ сохранён: попробуйте оплатить картой ещё раз — или оплатите наличными при получении, курьеру или в кафе.',
    },
    retryCard: { id: 'thanks.failed.retryCard', defaultMessage: 'Попробовать картой ещё раз' },
    retrying: { id: 'thanks.failed.retrying', defaultMessage: 'Открываем страницу банка…' },
    retryFailed: {
      id: 'thanks.failed.retryFailed',
      defaultMessage: 'Не удалось открыть оплату картой. Попробуйте ещё раз или выберите наличные.',
    },
    recapTitle: { id: 'thanks.recap.title', defaultMessage: 'Ваш заказ' },
    recapGift: { id: 'thanks.recap.gift', defaultMessage: 'Подарок' },
    recapFree: { id: 'thanks.recap.free', defaultMessage: 'бесплатно' },
    recapDelivery: { id: 'thanks.recap.delivery', defaultMessage: 'Доставка' },
    recapPickup: { id: 'thanks.recap.pickup', defaultMessage: 'Самовывоз' },
    recapWhen: { id: 'thanks.recap.when', defaultMessage: 'Когда' },
    recapTotal: { id: 'thanks.recap.total', defaultMessage: 'Сумма' },
    recapPayment: { id: 'thanks.recap.payment', defaultMessage: 'Оплата' },
    recapCard: { id: 'thanks.recap.card', defaultMessage: 'картой онлайн' },
    recapCash: { id: 'thanks.recap.cash', defaultMessage: 'наличными при получении' },
    payCash: { id: 'thanks.failed.payCash', defaultMessage: 'Оплатить наличными при получении' },
    switching: { id: 'thanks.failed.switching', defaultMessage: 'Переводим на оплату наличными…' },
    switchFailed: {
      id: 'thanks.failed.switchFailed',
      defaultMessage: 'Не удалось перевести заказ на оплату наличными. Попробуйте ещё раз.',
    },
    cancelledTitle: { id: 'thanks.cancelled.title', defaultMessage: 'Заказ отменён' },
    cancelled: {
      id: 'thanks.cancelled.text',
      defaultMessage: 'Если вы не отменяли заказ сами, позвоните нам — разберёмся.',
    },
    unknownTitle: { id: 'thanks.unknown.title', defaultMessage: 'Заказ не найден' },
    unknown: {
      id: 'thanks.unknown.text',
      defaultMessage: 'Проверьте ссылку или позвоните нам — подскажем, что с заказом.',
    },
    loadFailed: {
      id: 'thanks.loadFailed',
      defaultMessage: 'Не удалось узнать, что с заказом. Проверьте соединение и попробуйте ещё раз.',
    },
    loading: { id: 'thanks.loading', defaultMessage: 'Узнаём, что с заказом…' },
    toMenu: { id: 'thanks.toMenu', defaultMessage: 'Вернуться в меню' },
    toHome: { id: 'thanks.toHome', defaultMessage: 'На главную' },
  }),
  number: defineMessage<{ orderId: number }>({
    id: 'thanks.number',
    defaultMessage: 'Номер заказа: №{orderId}',
  }),
  call: defineMessage<{ phone: string }>({ id: 'thanks.call', defaultMessage: 'Телефон доставки: {phone}' }),
  loadFailedServer: defineMessage<{ phone: string }>({
    id: 'thanks.loadFailedServer',
    defaultMessage:
      'Сервер сейчас не может сказать, что с заказом: у нас сбой. Обновите страницу через минуту или позвоните: {phone}.',
  }),
  recapDeliveryPrice: defineMessage<{ price: string }>({
    id: 'thanks.recap.deliveryPrice',
    defaultMessage: 'доставка {price}',
  }),
};
