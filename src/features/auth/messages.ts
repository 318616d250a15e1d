import { defineMessages, defineMessage, type MessageTag, type MessageValue } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { FieldProblem } from '@/domain/auth';

/** What a failing account field says, in the customer's words. */
export const problemMessages: Record<FieldProblem, MessageDescriptor> = defineMessages({
  required: { id: 'auth.problem.required', defaultMessage: 'Заполните это поле' },
  email: { id: 'auth.problem.email', defaultMessage: 'Введите e-mail в виде name@example.ru' },
  tooShort: { id: 'auth.problem.tooShort', defaultMessage: 'Слишком коротко' },
  phone: { id: 'auth.problem.phone', defaultMessage: 'Введите номер полностью: +7 и 10 цифр' },
  consent: {
    id: 'auth.problem.consent',
    defaultMessage: 'Без согласия на обработку персональных данных мы не сможем создать кабинет',
  },
});

export const authMessages = defineMessages({
  networkError: {
    id: 'auth.networkError',
    defaultMessage: 'Не удалось связаться с сервером. Проверьте интернет и попробуйте ещё раз.',
  },
  loginRejected: { id: 'auth.loginRejected', defaultMessage: 'Не удалось войти. Проверьте e-mail и пароль.' },
  recoverySent: { id: 'auth.recoverySent', defaultMessage: 'Новый пароль отправлен на вашу почту' },
  recoveryRejected: {
    id: 'auth.recoveryRejected',
    defaultMessage: 'Не удалось восстановить пароль. Проверьте e-mail.',
  },
  registrationRejected: {
    id: 'auth.registrationRejected',
    defaultMessage: 'Не удалось создать кабинет. Проверьте данные и попробуйте ещё раз.',
  },
  email: { id: 'auth.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.password', defaultMessage: 'Пароль' },
  showPassword: { id: 'auth.showPassword', defaultMessage: 'Показать пароль' },
  hidePassword: { id: 'auth.hidePassword', defaultMessage: 'Скрыть пароль' },
  passwordTooShort: { id: 'auth.passwordTooShort', defaultMessage: 'Пароль — не короче 6 символов' },
  nameTooShort: { id: 'auth.nameTooShort', defaultMessage: 'Имя — не короче 2 символов' },
});

export const m = {
  ...defineMessages({
    title: { id: 'account.title', defaultMessage: 'Личный кабинет' },
    anonymousLead: {
      id: 'account.anonymousLead',
      defaultMessage: 'Войдите, чтобы увидеть свои данные и повторить последний заказ в один клик.',
    },
    loggedOut: { id: 'account.loggedOut', defaultMessage: 'Вы вышли из кабинета!' },
    lastOrder: { id: 'account.lastOrder', defaultMessage: 'Последний заказ' },
    noOrder: {
      id: 'account.noOrder',
      defaultMessage: 'Здесь появится ваш последний заказ — его можно будет повторить в один клик.',
    },
    toMenu: { id: 'account.toMenu', defaultMessage: 'Перейти в меню' },
    repeat: { id: 'account.repeat', defaultMessage: 'Повторить заказ' },
    repeatNote: {
      id: 'account.repeatNote',
      defaultMessage:
        'Блюда попадут в корзину по сегодняшним ценам — вы сможете всё проверить перед оформлением.',
    },
    login: { id: 'account.login', defaultMessage: 'Войти' },
    register: { id: 'account.register', defaultMessage: 'Зарегистрироваться' },
    phone: { id: 'account.phone', defaultMessage: 'Телефон' },
    email: { id: 'account.email', defaultMessage: 'E-mail' },
    logout: { id: 'account.logout', defaultMessage: 'Выйти' },
    admin: { id: 'account.admin', defaultMessage: 'Панель оператора' },
    loginTitle: { id: 'login.title', defaultMessage: 'Вход в личный кабинет' },
    recoverTitle: { id: 'login.recoverTitle', defaultMessage: 'Восстановление пароля' },
    submit: { id: 'login.submit', defaultMessage: 'Войти' },
    forgot: { id: 'login.forgot', defaultMessage: 'Забыли пароль?' },
    loginRegister: { id: 'login.register', defaultMessage: 'Зарегистрироваться' },
    recoverLead: {
      id: 'login.recoverLead',
      defaultMessage: 'Укажите e-mail, с которым вы регистрировались, — мы пришлём на него новый пароль.',
    },
    recoverSubmit: { id: 'login.recoverSubmit', defaultMessage: 'Восстановить пароль' },
    backToLogin: { id: 'login.backToLogin', defaultMessage: 'Вспомнили пароль? Войти' },
    registrationTitle: { id: 'registration.title', defaultMessage: 'Регистрация' },
    lead: {
      id: 'registration.lead',
      defaultMessage: 'Создайте личный кабинет, чтобы быстрее оформлять заказы и повторять любимые.',
    },
    name: { id: 'registration.name', defaultMessage: 'Имя' },
    lastName: { id: 'registration.lastName', defaultMessage: 'Фамилия' },
    registrationPhone: { id: 'registration.phone', defaultMessage: 'Телефон' },
    passwordHint: { id: 'registration.passwordHint', defaultMessage: 'Не короче 6 символов' },
    welcome: { id: 'registration.welcome', defaultMessage: 'Кабинет создан. Добро пожаловать!' },
    toAccount: { id: 'registration.toAccount', defaultMessage: 'Перейти в личный кабинет' },
    registrationSubmit: { id: 'registration.submit', defaultMessage: 'Зарегистрироваться' },
    home: { id: 'registration.home', defaultMessage: '← Вернуться на сайт' },
  }),
  lineCount: defineMessage<{ count: MessageValue; price: MessageValue }>({
    id: 'account.lineCount',
    defaultMessage: '{count} × {price}',
  }),
  lastTotal: defineMessage<{ total: MessageValue }>({
    id: 'account.lastTotal',
    defaultMessage: 'Сумма заказа: {total}',
  }),
  already: defineMessage<{ name: MessageValue }>({
    id: 'registration.already',
    defaultMessage: 'Вы уже вошли как {name}.',
  }),
  consent: defineMessage<{ link: MessageTag }>({
    id: 'registration.consent',
    defaultMessage:
      'Даю согласие на обработку персональных данных в соответствии с <link>политикой конфиденциальности</link>',
  }),
  haveAccount: defineMessage<{ link: MessageTag }>({
    id: 'registration.haveAccount',
    defaultMessage: 'Уже есть кабинет? <link>Войти</link>',
  }),
};
