import { defineMessage, defineMessages } from 'react-intl';

/**
 * The shell that ships in the entry: header, nav, logo, mobile menu, layouts (Russian defaults; English in
 * en.json). Only first-paint texts here: the lazy footer's own are in footer.messages.ts.
 */
export const m = {
  ...defineMessages({
    deliveryBannerClose: { id: 'header.deliveryBannerClose', defaultMessage: 'Скрыть сообщение о доставке' },
    account: { id: 'header.account', defaultMessage: 'Личный кабинет' },
    login: { id: 'header.login', defaultMessage: 'Войти' },
    nav: { id: 'header.nav', defaultMessage: 'Основное меню' },
    openMenu: { id: 'header.openMenu', defaultMessage: 'Открыть меню' },
    sections: { id: 'footer.sections', defaultMessage: 'Разделы' },
    callUs: { id: 'header.callUs', defaultMessage: 'Позвонить нам' },
    hours: { id: 'footer.hours', defaultMessage: 'Ежедневно с 9:00 до 22:00' },
    skip: { id: 'layout.skip', defaultMessage: 'Перейти к содержанию' },
  }),
  deliveryBanner: defineMessage<{ sum: string }>({
    id: 'header.deliveryBanner',
    defaultMessage: 'Доставка по Москве каждый день с 9:00 до 22:00 — бесплатно от {sum}',
  }),
  callCafe: defineMessage<{ phone: string }>({
    id: 'header.callCafe',
    defaultMessage: 'Позвонить в кафе: {phone}',
  }),
  phoneCafe: defineMessage<{ phone: string }>({
    id: 'header.phoneCafe',
    defaultMessage: 'Телефон кафе: столики, торты и вопросы. Доставка — {phone}',
  }),
  accountOf: defineMessage<{ name: string }>({
    id: 'header.accountOf',
    defaultMessage: 'Личный кабинет: {name}',
  }),
  cartCount: defineMessage<{ count: number }>({
    id: 'header.cartCount',
    defaultMessage:
      'Корзина, {count, plural, =0 {пусто} one {# товар} few {# товара} many {# товаров} other {# товара}}',
  }),
  call: defineMessage<{ phone: string }>({ id: 'header.call', defaultMessage: 'Позвонить: {phone}' }),
};
