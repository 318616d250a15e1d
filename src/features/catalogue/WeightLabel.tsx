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
          {' · '}
          <FormattedMessage id="product.minimum" defaultMessage="от {minimum} шт." values={{ minimum: product.minimum }} />
        </>
      )}
      {product.multiplicity > 1 && (
        <>
          {' · '}
          <FormattedMessage id="product.multiplicity" defaultMessage="кратно {step}" values={{ step: product.multiplicity }} />
        </>
      )}
    </>
  );
}
