import { FormattedMessage } from 'react-intl';
import type { Product } from '@/domain/types';

/** Weight or size, with the minimum order and step where they are above 1. */
export function WeightLabel({ product }: { product: Product }) {
  return (
    <>
      {product.weight > 0 && (
        <FormattedMessage
          id="product.weight"
          defaultMessage="{unit, select, g {{weight} г} ml {{weight} мл} kg {{weight} кг} other {{weight} шт.}}"
          values={{ weight: product.weight, unit: product.unit }}
        />
      )}
      {product.minimum > 1 && (
        <>
          {product.weight > 0 && ' · '}
          <strong data-testid="product-minimum">
            <FormattedMessage id="product.minimum" defaultMessage="от {minimum} шт." values={{ minimum: product.minimum }} />
          </strong>
        </>
      )}
      {product.multiplicity > 1 && (
        <>
          {' · '}
          <span data-testid="product-multiplicity">
            <FormattedMessage id="product.multiplicity" defaultMessage="кратно {step}" values={{ step: product.multiplicity }} />
          </span>
        </>
      )}
    </>
  );
}
