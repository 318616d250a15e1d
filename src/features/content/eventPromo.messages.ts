import { defineMessages } from 'react-intl';

export const m = defineMessages({
  kicker: { id: 'eventPromo.kicker', defaultMessage: 'Акция' },
  more: { id: 'eventPromo.more', defaultMessage: 'Подробнее об акции' },
});
