import { defineMessage, defineMessages } from 'react-intl';
import { cartSummaryMessages } from '@/components/order/messages';

/** Every text of the cart panel and its toasts (Russian defaults; English in en.json). */
export const m = {
  ...cartSummaryMessages,
  ...defineMessages({
    title: { id: 'cart.title', defaultMessage: 'Корзина' },
    close: { id: 'cart.close', defaultMessage: 'Закрыть корзину' },
    loading: { id: 'cart.loading', defaultMessage: 'Обновляем цены…' },
    giftsLoading: { id: 'cart.giftsLoading', defaultMessage: 'Загружаем подарки…' },
    emptyTitle: { id: 'cart.empty.title', defaultMessage: 'В корзине пока пусто' },
    emptyText: {
      id: 'cart.empty.text',
      defaultMessage: 'Загляните в меню: свежая выпечка, завтраки весь день и торты на заказ.',
    },
    emptyAction: { id: 'cart.empty.action', defaultMessage: 'Перейти в меню' },
    linesLabel: { id: 'cart.lines', defaultMessage: 'Товары в корзине' },
    individual: { id: 'cart.individual', defaultMessage: 'Индивидуальный заказ' },
    tnzNotice: {
      id: 'cart.tnz.notice',
      defaultMessage:
        'Торты на заказ оформляются отдельным заказом, без подарков. Другие блюда закажите, пожалуйста, отдельно.',
    },
    stopNotice: {
      id: 'cart.gifts.stopped',
      defaultMessage:
        'Подарки не действуют для заказов с бизнес-ланчами, комбо-наборами и домашней заморозкой.',
    },
    pickupNoGift: { id: 'cart.gifts.pickup', defaultMessage: 'Подарки за сумму заказа дарим при доставке.' },
    giftLabel: { id: 'cart.gift.label', defaultMessage: 'Подарок' },
    giftFree: { id: 'cart.gift.free', defaultMessage: 'бесплатно' },
    giftChange: { id: 'cart.gift.change', defaultMessage: 'Выбрать другой' },
    giftChangePromo: { id: 'cart.gift.changePromo', defaultMessage: 'Заменить подарок по промокоду' },
    giftDeclined: { id: 'cart.gift.declined', defaultMessage: 'Вы отказались от подарка' },
    giftChoose: { id: 'cart.gift.choose', defaultMessage: 'Выбрать подарок' },
    choiceTitle: { id: 'cart.choice.title', defaultMessage: 'Выберите подарок' },
    choiceBack: { id: 'cart.choice.back', defaultMessage: 'Назад в корзину' },
    choiceNone: { id: 'cart.choice.none', defaultMessage: 'Без подарка' },
    promoLabel: { id: 'cart.promo.label', defaultMessage: 'Промокод' },
    promoApply: { id: 'cart.promo.apply', defaultMessage: 'Применить' },
    promoInvalid: {
      id: 'cart.promo.invalid',
      defaultMessage: 'Такого промокода нет. Проверьте, как он написан.',
    },
    promoFailed: {
      id: 'cart.promo.failed',
      defaultMessage: 'Не удалось проверить промокод. Попробуйте ещё раз.',
    },
    promoUsed: { id: 'cart.promo.used', defaultMessage: 'Этот промокод уже использован.' },
    promoHint: { id: 'cart.promo.hint', defaultMessage: 'Не короче 5 символов' },
    discount: { id: 'cart.discount', defaultMessage: 'Скидка' },
    checkout: { id: 'cart.checkout', defaultMessage: 'Оформить заказ' },
    toastAdded: { id: 'cart.toast.added', defaultMessage: 'Вы добавили в корзину' },
    toastOpenCart: { id: 'cart.toast.openCart', defaultMessage: 'Открыть корзину' },
  }),
  pieces: defineMessage<{ count: number }>({
    id: 'cart.pieces',
    defaultMessage: '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'cart.remove',
    defaultMessage: 'Удалить из корзины: {name}',
  }),
  each: defineMessage<{ price: string }>({ id: 'cart.each', defaultMessage: '{price} за шт.' }),
  promoGiftLabel: defineMessage<{ promo: string }>({
    id: 'cart.gift.promo',
    defaultMessage: 'Подарок по промокоду {promo}',
  }),
  reminder: defineMessage<{ missing: string; name: string }>({
    id: 'cart.gift.reminder',
    defaultMessage: 'Ещё {missing} — и подарок ваш: {name}',
  }),
  choiceLead: defineMessage<{ min: string; name: string }>({
    id: 'cart.choice.lead',
    defaultMessage: 'К заказу от {min} дарим подарок: {name}. Выберите вкус или откажитесь от подарка.',
  }),
  choicePromoLead: defineMessage<{ min: string }>({
    id: 'cart.choice.promoLead',
    defaultMessage: 'Заказ от {min}: вместо подарка по промокоду можно выбрать другой.',
  }),
  choiceKeepPromo: defineMessage<{ name: string }>({
    id: 'cart.choice.keepPromo',
    defaultMessage: 'Оставить подарок по промокоду: {name}',
  }),
  promoClear: defineMessage<{ promo: string }>({
    id: 'cart.promo.clear',
    defaultMessage: 'Убрать промокод {promo}',
  }),
  totalAnnounced: defineMessage<{ total: string }>({
    id: 'cart.totalAnnounced',
    defaultMessage: 'Итого к оплате: {total}',
  }),
  promoPercent: defineMessage<{ percent: number }>({
    id: 'cart.promo.percent',
    defaultMessage: 'скидка {percent}\u00A0%',
  }),
  promoSum: defineMessage<{ sum: string }>({ id: 'cart.promo.sum', defaultMessage: 'скидка {sum}' }),
  promoGift: defineMessage<{ name: string }>({ id: 'cart.promo.gift', defaultMessage: 'подарок: {name}' }),
  promoSmallOrder: defineMessage<{ promo: string; min: string; missing: string }>({
    id: 'cart.promo.smallOrder',
    defaultMessage:
      'Подарок по промокоду {promo} — к заказу от {min}. Добавьте ещё на {missing}, иначе при оформлении промокод снимется.',
  }),
  promoApplied: defineMessage<{ promo: string }>({
    id: 'cart.promo.applied',
    defaultMessage: 'Промокод {promo}',
  }),
  toastReminder: defineMessage<{ missing: string; name: string }>({
    id: 'cart.toast.reminder',
    defaultMessage: 'Добавьте в заказ ещё на {missing} — и получите подарок: {name}',
  }),
  toastRemovedTnz: defineMessage<{ names: string }>({
    id: 'cart.toast.removedTnz',
    defaultMessage: 'Торты на заказ оформляются отдельным заказом — убрали из корзины: {names}',
  }),
  toastRemovedMissing: defineMessage<{ names: string }>({
    id: 'cart.toast.removedMissing',
    defaultMessage: 'Этого сейчас нет в меню — убрали из корзины: {names}',
  }),
  toastPromoDropped: defineMessage<{ promo: string; min: string }>({
    id: 'cart.toast.promoDropped',
    defaultMessage: 'Промокод {promo} снят: подарок по нему — к заказу от {min}',
  }),
};
