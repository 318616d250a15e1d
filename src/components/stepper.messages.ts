import { defineMessage, type MessageValue } from 'react-intl';

export const m = {
  group: defineMessage<{ name: MessageValue }>({ id: 'stepper.group', defaultMessage: 'Количество: {name}' }),
  minus: defineMessage<{ name: MessageValue }>({
    id: 'stepper.minus',
    defaultMessage: 'Уменьшить количество: {name}',
  }),
  input: defineMessage<{ name: MessageValue }>({ id: 'stepper.input', defaultMessage: 'Количество: {name}' }),
  plus: defineMessage<{ name: MessageValue }>({
    id: 'stepper.plus',
    defaultMessage: 'Увеличить количество: {name}',
  }),
};
