import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

/** The requisites dialog's texts (Russian defaults; English in en.json). */
export const requisitesMessages = defineMessages({
  error: {
    id: 'requisites.error',
    defaultMessage: 'Не удалось загрузить реквизиты. Попробуйте открыть окно ещё раз.',
  },
});

export const m = {
  ...defineMessages({
    fillRequired: { id: 'feedback.fillRequired', defaultMessage: 'Заполните поля!' },
    unavailable: { id: 'feedback.unavailable', defaultMessage: 'Временно недоступно' },
    typeLabel: { id: 'feedback.typeLabel', defaultMessage: 'О чём ваш отзыв' },
    name: { id: 'feedback.name', defaultMessage: 'Имя' },
    lastName: { id: 'feedback.lastName', defaultMessage: 'Фамилия' },
    phone: { id: 'feedback.phone', defaultMessage: 'Телефон' },
    email: { id: 'feedback.email', defaultMessage: 'E-mail' },
    message: { id: 'feedback.message', defaultMessage: 'Сообщение' },
    orderNumber: { id: 'feedback.orderNumber', defaultMessage: 'Номер заказа' },
    cafe: { id: 'feedback.cafe', defaultMessage: 'Кафе' },
    cafePlaceholder: {
      id: 'feedback.cafePlaceholder',
      defaultMessage: 'Выберите кафе или введите его номер',
    },
    problemName: { id: 'feedback.problem.name', defaultMessage: 'Укажите имя — хотя бы 2 буквы' },
    problemPhone: { id: 'feedback.problem.phone', defaultMessage: 'Укажите номер телефона' },
    problemEmail: { id: 'feedback.problem.email', defaultMessage: 'Укажите e-mail' },
    problemMessage: { id: 'feedback.problem.message', defaultMessage: 'Напишите сообщение' },
    cafesLoading: { id: 'feedback.cafesLoading', defaultMessage: 'Загружаем список кафе…' },
    cafesError: { id: 'feedback.cafesError', defaultMessage: 'Не удалось загрузить список кафе.' },
    cafesRetry: { id: 'feedback.cafesRetry', defaultMessage: 'Повторить' },
    cafesNone: { id: 'feedback.cafesNone', defaultMessage: 'Нет кафе с таким номером' },
    success: { id: 'feedback.success', defaultMessage: 'Ваше сообщение успешно отправлено!' },
    successNote: {
      id: 'feedback.successNote',
      defaultMessage: 'Мы прочитаем его и ответим в течение рабочего дня.',
    },
    close: { id: 'feedback.close', defaultMessage: 'Закрыть' },
    lead: {
      id: 'feedback.lead',
      defaultMessage:
        'Расскажите, что понравилось и что нам стоит сделать лучше. Мы читаем каждое сообщение.',
    },
    typeDelivery: { id: 'feedback.typeDelivery', defaultMessage: 'Доставка' },
    typeCafe: { id: 'feedback.typeCafe', defaultMessage: 'Кафе' },
    submit: { id: 'feedback.submit', defaultMessage: 'Отправить' },
  }),
  counter: defineMessage<{ count: MessageValue; max: MessageValue }>({
    id: 'feedback.counter',
    defaultMessage: '{count} из {max}',
  }),
};
