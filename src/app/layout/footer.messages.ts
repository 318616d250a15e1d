import { defineMessage, defineMessages, type MessageTag, type MessageValue } from 'react-intl';

/**
 * The lazy footer, its modals and the cookie banner (Russian defaults; English in en.json). What the entry also
 * shows (footer.hours, footer.sections) is in shell.messages.ts, imported from there.
 */
export const m = {
  ...defineMessages({
    press: { id: 'footer.press', defaultMessage: 'Для прессы' },
    partnership: { id: 'footer.partnership', defaultMessage: 'Сотрудничество' },
    feedback: { id: 'footer.feedback', defaultMessage: 'Отзывы и предложения' },
    conf: { id: 'footer.conf', defaultMessage: 'Обработка персональных данных' },
    payment: { id: 'footer.payment', defaultMessage: 'Оплата' },
    requisites: { id: 'footer.requisites', defaultMessage: 'Реквизиты' },
    modalLoading: { id: 'footer.modalLoading', defaultMessage: 'Загружаем…' },
    about: {
      id: 'footer.about',
      defaultMessage:
        'Кафе и кондитерская в Москве: завтраки весь день, торты на заказ и доставка к вашему столу.',
    },
    nav: { id: 'footer.nav', defaultMessage: 'Разделы сайта' },
    info: { id: 'footer.info', defaultMessage: 'Информация' },
    politics: { id: 'footer.politics', defaultMessage: 'Политика конфиденциальности' },
    delivery: { id: 'footer.delivery', defaultMessage: 'Доставка' },
    menus: { id: 'footer.menus', defaultMessage: 'Меню в PDF' },
    restaurantMenu: { id: 'footer.restaurantMenu', defaultMessage: 'Меню ресторана (PDF)' },
    barMenu: { id: 'footer.barMenu', defaultMessage: 'Барное меню (PDF)' },
    accept: { id: 'cookies.accept', defaultMessage: 'Хорошо' },
  }),
  cafePhone: defineMessage<{ phone: MessageValue }>({
    id: 'footer.cafePhone',
    defaultMessage: 'Кафе (столики, торты, вопросы): {phone}',
  }),
  copyright: defineMessage<{ year: number }>({
    id: 'footer.copyright',
    defaultMessage: '© {year} Корица и Сливки. Москва.',
  }),
  text: defineMessage<{ link: MessageTag }>({
    id: 'cookies.text',
    defaultMessage:
      'Мы используем файлы cookie, чтобы сайт работал удобнее. Оставаясь на сайте, вы соглашаетесь с <link>политикой конфиденциальности</link>.',
  }),
};
