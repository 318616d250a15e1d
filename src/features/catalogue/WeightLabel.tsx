import { useIntl, type IntlShape } from 'react-intl';
import type { Product } from '@/domain/types';
import { m } from './card.messages';

/** Weight or size, minimum order and step of a product as texts (empty when they do not apply). */
export function weightParts(
  intl: IntlShape,
  product: Pick<Product, 'weight' | 'unit' | 'minimum' | 'multiplicity'>,
): { weight: string; minimum: string; step: string } {
  return {
    weight:
      product.weight > 0 ? intl.formatMessage(m.weight, { weight: product.weight, unit: product.unit }) : '',
    minimum: product.minimum > 1 ? intl.formatMessage(m.minimum, { minimum: product.minimum }) : '',
    step: product.multiplicity > 1 ? intl.formatMessage(m.multiplicity, { step: product.multiplicity }) : '',
  };
}

/** Weight or size, with the minimum order and step where they are above 1. */
export function WeightLabel({ product }: { product: Product }) {
  const intl = useIntl();
  return weightNodes(weightParts(intl, product));
}

/** The texts of `weightParts` as nodes, the minimum stressed (a function, not a component: cards are many). */
export function weightNodes({ weight, minimum, step }: { weight: string; minimum: string; step: string }) {
  return (
    <>
      {weight}
      {minimum && (
        <>
          {weight && ' · '}
          <strong data-testid="product-minimum">{minimum}</strong>
        </>
      )}
      {step && (
        <>
          {' · '}
          <span data-testid="product-multiplicity">{step}</span>
        </>
      )}
    </>
  );
}
