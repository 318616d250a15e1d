import { defineMessages } from 'react-intl';

/**
 * "Retry", shared by the catalogue's and the content pages' load errors. Its own module, not common.ts: the
 * catalogue's state shows it at first paint, and a module lands in a chunk whole.
 */
export const retryMessages = defineMessages({
  retry: { id: 'catalogue.retry', defaultMessage: 'Повторить' },
});
