import { defineMessages } from 'react-intl';

/** The operator-only guard: the refusal and the login prompt (Russian defaults; English in en.json). */
export const m = defineMessages({
  forbidden: { id: 'admin.forbidden', defaultMessage: 'Доступ запрещён: этот раздел только для операторов' },
  loginTitle: { id: 'admin.loginTitle', defaultMessage: 'Вход для операторов' },
  loginLead: {
    id: 'admin.loginLead',
    defaultMessage: 'Панель оператора открывается после входа с учётной записью администратора.',
  },
  login: { id: 'admin.login', defaultMessage: 'Войти' },
});
