import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeLine } from '#tests/support/cartFixtures.ts';
import {
  buffetMinimum,
  buffetSum,
  cartSum,
  computeTotals,
  NO_PROMO_DISCOUNT,
  type PromoDiscount,
  type TotalsInput,
} from './totals';

const base = (overrides: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [makeLine({ price: 1000, count: 3 })],
  delivery: 'dostavka',
  priceDelivery: 350,
  pickupDiscountPercent: 10,
  promo: NO_PROMO_DISCOUNT,
  ...overrides,
});

describe('computeTotals', () => {
  it('adds price × count and the delivery price', () => {
    const t = computeTotals(
      base({ lines: [makeLine({ price: 450, count: 2 }), makeLine({ id: 2, price: 300, count: 3 })] }),
    );
    expect(t).toMatchObject({ sum: 1800, discount: 0, deliveryPrice: 350, goodsTotal: 1800, total: 2150 });
  });
  it('has no delivery price on pickup, and takes the pickup discount percent', () => {
    const t = computeTotals(base({ delivery: 'pickup' }));
    expect(t).toMatchObject({
      sum: 3000,
      pickupDiscount: 300,
      deliveryPrice: 0,
      goodsTotal: 2700,
      total: 2700,
    });
  });
  it('takes no pickup discount on delivery', () => {
    expect(computeTotals(base()).pickupDiscount).toBe(0);
  });
  it('takes a fixed promo sum', () => {
    const t = computeTotals(base({ promo: { kind: 'sum', amount: 500 } }));
    expect(t).toMatchObject({ promoSumDiscount: 500, discount: 500, goodsTotal: 2500, total: 2850 });
  });
  it('takes a percent promo instead of the pickup discount: they never stack', () => {
    const t = computeTotals(
      base({ delivery: 'pickup', pickupDiscountPercent: 15, promo: { kind: 'percent', percent: 10 } }),
    );
    expect(t).toMatchObject({ promoPercentDiscount: 300, pickupDiscount: 0, discount: 300, total: 2700 });
  });
  it('stacks a fixed promo with the pickup discount (percent first, then the sum)', () => {
    const t = computeTotals(base({ delivery: 'pickup', promo: { kind: 'sum', amount: 500 } }));
    expect(t).toMatchObject({ pickupDiscount: 300, promoSumDiscount: 500, total: 2200 });
  });
  it('skips not_discount items and items of a not_discount parent for percents', () => {
    const lines = [
      makeLine({ price: 1000, count: 1 }),
      makeLine({ id: 2, price: 990, not_discount: 1 }),
      makeLine({ id: 3, price: 3000, not_discount_parent: 1 }),
    ];
    const t = computeTotals(base({ lines, promo: { kind: 'percent', percent: 10 } }));
    expect(t).toMatchObject({
      sum: 4990,
      discountableSum: 1000,
      promoPercentDiscount: 100,
      goodsTotal: 4890,
    });
    expect(computeTotals(base({ lines, delivery: 'pickup' })).pickupDiscount).toBe(100);
  });
  it('rounds percent discounts to whole rubles', () => {
    const t = computeTotals(
      base({ lines: [makeLine({ price: 335, count: 1 })], promo: { kind: 'percent', percent: 10 } }),
    );
    expect(t.promoPercentDiscount).toBe(34);
  });
  it('never takes the goods below zero: a 500 promo on a 300 cart leaves the delivery price only', () => {
    const t = computeTotals(base({ lines: [makeLine({ price: 300 })], promo: { kind: 'sum', amount: 500 } }));
    expect(t).toMatchObject({ promoSumDiscount: 300, goodsTotal: 0, total: 350 });
  });
  it('gives 0 for an empty cart on pickup', () => {
    expect(computeTotals(base({ lines: [], delivery: 'pickup' })).total).toBe(0);
  });
  it('ignores broken numbers instead of showing NaN', () => {
    const t = computeTotals(
      base({
        lines: [makeLine({ price: Number.NaN }), makeLine({ id: 2, price: 100, count: -2 })],
        priceDelivery: Number.NaN,
      }),
    );
    expect(t.total).toBe(0);
  });
});

describe('buffet minimum', () => {
  const canape = (count: number) =>
    makeLine({ id: 1301, parent: 1866, price: 100, count, minimum: 12, multiplicity: 6 });
  it('sums only the buffet categories 1866 and 1546 (furshetSumm)', () => {
    expect(
      buffetSum([canape(12), makeLine({ id: 1401, parent: 1546, price: 3900 }), makeLine({ price: 700 })]),
    ).toBe(5100);
  });
  it('shows below 5000: 4999 shows, 5000 does not', () => {
    expect(buffetMinimum([makeLine({ parent: 1866, price: 4999 })])).toEqual({
      sum: 4999,
      missing: 1,
      variant: 'buffet',
    });
    expect(buffetMinimum([makeLine({ parent: 1866, price: 5000 })])).toBeNull();
    expect(buffetMinimum([makeLine({ parent: 1866, price: 5001 })])).toBeNull();
  });
  it('does not show without buffet items', () => {
    expect(buffetMinimum([makeLine({ price: 100 })])).toBeNull();
    expect(buffetMinimum([])).toBeNull();
  });
  it('uses the festive-table variant when the second buffet category 1546 is in the cart', () => {
    expect(buffetMinimum([canape(12), makeLine({ id: 1405, parent: 1546, price: 1690, count: 2 })])).toEqual({
      sum: 4580,
      missing: 420,
      variant: 'festive',
    });
    expect(buffetMinimum([canape(12)])?.variant).toBe('buffet');
  });
});

describe('totals properties', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 20000 }),
    count: fc.integer({ min: 0, max: 2000 }),
    not_discount: fc.constantFrom(0, 1),
    not_discount_parent: fc.constantFrom(0, 1),
  });
  const promo: fc.Arbitrary<PromoDiscount> = fc.oneof(
    fc.constant(NO_PROMO_DISCOUNT),
    fc.integer({ min: 0, max: 150 }).map((percent): PromoDiscount => ({ kind: 'percent', percent })),
    fc.integer({ min: 0, max: 10_000_000 }).map((amount): PromoDiscount => ({ kind: 'sum', amount })),
  );
  const input = fc.record({
    lines: fc.array(line, { maxLength: 30 }),
    delivery: fc.constantFrom('dostavka' as const, 'pickup' as const),
    priceDelivery: fc.integer({ min: -100, max: 1000 }),
    pickupDiscountPercent: fc.integer({ min: -10, max: 120 }),
    promo,
  });

  it('the total is never negative, and the goods never go below zero', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        expect(t.total).toBeGreaterThanOrEqual(0);
        expect(t.goodsTotal).toBeGreaterThanOrEqual(0);
        expect(t.total).toBe(t.goodsTotal + t.deliveryPrice);
        expect(t.sum).toBe(cartSum(i.lines));
      }),
    );
  });

  it('percent discounts skip not_discount items and not_discount parents', () => {
    fc.assert(
      fc.property(input, fc.array(line, { maxLength: 10 }), (i, extra) => {
        const excluded = extra.map((l) => ({ ...l, not_discount: 1 }));
        const before = computeTotals(i);
        const after = computeTotals({ ...i, lines: [...i.lines, ...excluded] });
        expect(after.promoPercentDiscount).toBe(before.promoPercentDiscount);
        expect(after.pickupDiscount).toBe(before.pickupDiscount);
        expect(after.discountableSum).toBe(before.discountableSum);
        const parentExcluded = extra.map((l) => ({ ...l, not_discount: 0, not_discount_parent: 1 }));
        expect(computeTotals({ ...i, lines: [...i.lines, ...parentExcluded] }).discountableSum).toBe(
          before.discountableSum,
        );
      }),
    );
  });

  it('a percent promo and the pickup discount never stack', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        expect(t.promoPercentDiscount > 0 && t.pickupDiscount > 0).toBe(false);
        if (i.promo.kind === 'percent') expect(t.pickupDiscount).toBe(0);
        if (i.delivery === 'dostavka') expect(t.pickupDiscount).toBe(0);
      }),
    );
  });
});
