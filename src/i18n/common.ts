import { defineMessages } from 'react-intl';

/**
 * Messages that several features use: each id is defined here once and imported where it is shown. The
 * shell's shared messages are in their own module (stopDelivery.ts), so that the entry, which a module
 * lands in whole, does not ship these.
 */
export const commonMessages = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Закрыть' },
});
