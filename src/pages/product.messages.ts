import { defineMessage } from 'react-intl';

/** A product's page: its texts (Russian defaults; English in en.json). */
export const m = {
  related: defineMessage<{ category: string }>({
    id: 'product.related',
    defaultMessage: 'Ещё в разделе «{category}»',
  }),
};
