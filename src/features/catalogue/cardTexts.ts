import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@/domain/types';
import { weightParts } from './WeightLabel';

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
      add: intl.formatMessage({ id: 'card.add', defaultMessage: 'В корзину' }),
      popular: intl.formatMessage({ id: 'card.popular', defaultMessage: 'Хит' }),
      choice: intl.formatMessage({ id: 'card.choice', defaultMessage: 'Вариант' }),
      choose: intl.formatMessage({ id: 'card.cakeChoose', defaultMessage: 'Выбрать' }),
      blockedTnz: intl.formatMessage({
        id: 'card.blockedTnz',
        defaultMessage: 'В корзине торт на заказ — он оформляется отдельно от других блюд',
      }),
      addAria: (name) =>
        intl.formatMessage({ id: 'card.addAria', defaultMessage: 'В корзину: {name}' }, { name }),
      perKg: (price) =>
        intl.formatMessage({ id: 'card.cakePricePerKg', defaultMessage: '{price} / кг' }, { price }),
      leadTime: (days) =>
        intl.formatMessage(
          {
            id: 'card.cakeLeadTime',
            defaultMessage: 'Готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
          },
          { days },
        ),
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
