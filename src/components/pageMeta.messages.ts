import { defineMessages } from 'react-intl';

export const m = defineMessages({
  name: { id: 'brand.name', defaultMessage: 'Корица и Сливки' },
});
