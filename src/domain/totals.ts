import type { CartLine } from './cartLine';
import { BUFFET_CATEGORY_IDS, BUFFET_MINIMUM_SUM, FESTIVE_TABLE_CATEGORY_ID } from './constants';

/** Delivery or pickup (SPEC.md section 3, `typeDelivery`; delivery is the default). */
export type DeliveryType = 'dostavka' | 'pickup';

/** The discount an applied promo code gives (a gift promo gives none). */
export type PromoDiscount =
  { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'sum'; amount: number };

export const NO_PROMO_DISCOUNT: PromoDiscount = { kind: 'none' };

type PricedLine = Pick<CartLine, 'price' | 'count' | 'not_discount' | 'not_discount_parent'>;

export type TotalsInput = {
  lines: readonly PricedLine[];
  delivery: DeliveryType;
  /** `priceDelivery` of the getCart answer; pickup has none. */
  priceDelivery: number;
  /** `discount` of the getCart answer with `typeDelivery: 1`: a percent. */
  pickupDiscountPercent: number;
  promo: PromoDiscount;
};

export type Totals = {
  /** Σ price × count. */
  sum: number;
  /** The part a percent discount applies to: lines neither not_discount nor in a not_discount parent. */
  discountableSum: number;
  /** Percent off by the promo code (rubles). */
  promoPercentDiscount: number;
  /** Fixed promo sum actually taken off (rubles). */
  promoSumDiscount: number;
  /** Pickup discount (rubles); 0 whenever a percent promo is active. */
  pickupDiscount: number;
  /** Every discount together. */
  discount: number;
  deliveryPrice: number;
  /** The total minus delivery: what gift tiers and the promo-gift rules look at. */
  goodsTotal: number;
  total: number;
};

function safeMoney(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Whether a percent discount applies to the line (DECISIONS.md section 3). */
function isDiscountable(line: Pick<CartLine, 'not_discount' | 'not_discount_parent'>): boolean {
  return Number(line.not_discount) !== 1 && Number(line.not_discount_parent) !== 1;
}

/** Σ price × count, in one pass. */
export function cartSum(lines: readonly Pick<CartLine, 'price' | 'count'>[]): number {
  let sum = 0;
  for (const line of lines) sum += safeMoney(line.price) * safeMoney(line.count);
  return sum;
}

/**
 * The cart's money, in one pass over the lines: sum − fixed promo − (percent promo if one is
 * active, else the pickup discount when pickup) + delivery price. The two percents never stack,
 * discounts never take the goods below zero, and pickup has no delivery price.
 */
export function computeTotals(input: TotalsInput): Totals {
  let sum = 0;
  let discountableSum = 0;
  for (const line of input.lines) {
    const lineSum = safeMoney(line.price) * safeMoney(line.count);
    sum += lineSum;
    if (isDiscountable(line)) discountableSum += lineSum;
  }
  const promoPercent = input.promo.kind === 'percent' ? Math.min(100, safeMoney(input.promo.percent)) : 0;
  const pickupPercent =
    input.delivery === 'pickup' && input.promo.kind !== 'percent'
      ? Math.min(100, safeMoney(input.pickupDiscountPercent))
      : 0;
  const promoPercentDiscount = Math.round((discountableSum * promoPercent) / 100);
  const pickupDiscount = Math.round((discountableSum * pickupPercent) / 100);
  const afterPercent = sum - promoPercentDiscount - pickupDiscount;
  const promoSumDiscount =
    input.promo.kind === 'sum' ? Math.min(safeMoney(input.promo.amount), afterPercent) : 0;
  const goodsTotal = afterPercent - promoSumDiscount;
  const deliveryPrice = input.delivery === 'pickup' ? 0 : safeMoney(input.priceDelivery);
  return {
    sum,
    discountableSum,
    promoPercentDiscount,
    promoSumDiscount,
    pickupDiscount,
    discount: promoPercentDiscount + pickupDiscount + promoSumDiscount,
    deliveryPrice,
    goodsTotal,
    total: goodsTotal + deliveryPrice,
  };
}

/** `furshetSumm`: what the buffet categories 1866 and 1546 add up to. */
export function buffetSum(lines: readonly Pick<CartLine, 'price' | 'count' | 'parent'>[]): number {
  return cartSum(lines.filter((line) => BUFFET_CATEGORY_IDS.includes(line.parent)));
}

/** The buffet-minimum message: which variant, and how much is missing. */
export type BuffetMinimum = { sum: number; missing: number; variant: 'buffet' | 'festive' };

/**
 * SPEC.md section 5: the buffet minimum (5000) shows when the buffet sum is positive and below it;
 * the festive-table variant when the second buffet category (1546) is in the cart.
 */
export function buffetMinimum(
  lines: readonly Pick<CartLine, 'price' | 'count' | 'parent'>[],
): BuffetMinimum | null {
  const sum = buffetSum(lines);
  if (!(sum > 0 && sum < BUFFET_MINIMUM_SUM)) return null;
  const variant = lines.some((line) => line.parent === FESTIVE_TABLE_CATEGORY_ID) ? 'festive' : 'buffet';
  return { sum, missing: BUFFET_MINIMUM_SUM - sum, variant };
}
