import { defineMessages, type MessageDescriptor } from 'react-intl';
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
