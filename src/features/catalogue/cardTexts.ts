import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@/domain/types';
import { weightParts } from './WeightLabel';
import { m } from './card.messages';

/** The words of a product card, prepared once per grid rather than once per card. */
export type CardTexts = {
  add: string;
  popular: string;
  choice: string;
  choose: string;
  blockedTnz: string;
  addAria: (name: string) => string;
  perKg: (price: string) => string;
  leadTime: (days: number) => string;
  weight: (
    product: Pick<Product, 'weight' | 'unit' | 'minimum' | 'multiplicity'>,
  ) => ReturnType<typeof weightParts>;
};

type WeightTexts = ReturnType<typeof weightParts>;
// Products are plain objects that live as long as the menu: their texts are worked out once per language.
const weightCache = new WeakMap<object, Partial<Record<string, WeightTexts>>>();

/** Card texts in the current language. */
export function useCardTexts(): CardTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      add: intl.formatMessage(m.add),
      popular: intl.formatMessage(m.popular),
      choice: intl.formatMessage(m.choice),
      choose: intl.formatMessage(m.cakeChoose),
      blockedTnz: intl.formatMessage(m.blockedTnz),
      addAria: (name) => intl.formatMessage(m.addAria, { name }),
      perKg: (price) => intl.formatMessage(m.cakePricePerKg, { price }),
      leadTime: (days) => intl.formatMessage(m.cakeLeadTime, { days }),
      weight: (product) => {
        const entry = weightCache.get(product) ?? {};
        const cached = entry[intl.locale];
        if (cached) return cached;
        const parts = weightParts(intl, product);
        entry[intl.locale] = parts;
        weightCache.set(product, entry);
        return parts;
      },
    }),
    [intl],
  );
}
