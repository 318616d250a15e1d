import { defineMessages } from 'react-intl';

/** The stop-delivery notice: the shell's banner, the delivery page and checkout show it. */
export const stopDeliveryMessages = defineMessages({
  notice: {
    id: 'stopDelivery.notice',
    defaultMessage: 'Время доставки может быть увеличено из-за пробок или дорожных условий',
  },
});
