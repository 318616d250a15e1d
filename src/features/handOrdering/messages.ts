import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    problemRequired: { id: 'handOrder.problem.required', defaultMessage: 'Опишите, что хотите заказать' },
    textHint: {
      id: 'handOrder.textHint',
      defaultMessage: 'Блюда, количество, пожелания: например, «Медовик на 12 человек и 20 эклеров»',
    },
    successNote: {
      id: 'handOrder.successNote',
      defaultMessage: 'Менеджер перезвонит, чтобы подтвердить состав, сумму и время.',
    },
    again: { id: 'handOrder.again', defaultMessage: 'Отправить ещё один заказ' },
    form: { id: 'handOrder.form', defaultMessage: 'Заказ по списку' },
    what: { id: 'handOrder.what', defaultMessage: 'Что заказать' },
    text: { id: 'handOrder.text', defaultMessage: 'Ваш заказ' },
    contacts: { id: 'handOrder.contacts', defaultMessage: 'Контакты' },
    when: { id: 'handOrder.when', defaultMessage: 'Как и когда получить' },
    comment: { id: 'handOrder.comment', defaultMessage: 'Комментарий' },
    sending: { id: 'handOrder.sending', defaultMessage: 'Отправляем…' },
    submit: { id: 'handOrder.submit', defaultMessage: 'Отправить заказ' },
    payNote: {
      id: 'handOrder.payNote',
      defaultMessage: 'Сумму и оплату менеджер согласует по телефону; оплата — при получении.',
    },
  }),
  problemTooShort: defineMessage<{ min: MessageValue }>({
    id: 'handOrder.problem.tooShort',
    defaultMessage: 'Опишите заказ подробнее — хотя бы {min} символов',
  }),
  problemTooLong: defineMessage<{ max: MessageValue }>({
    id: 'handOrder.problem.tooLong',
    defaultMessage: 'Не длиннее {max} символов',
  }),
  success: defineMessage<{ number: MessageValue }>({
    id: 'handOrder.success',
    defaultMessage: 'Заказ № {number} принят',
  }),
};
