import { describe, expect, it } from 'vitest';
import {
  canChangePromoGift,
  dropsSmallOrderPromoGift,
  isPromoCheckable,
  isUsedGiftPromo,
  normalizePromoCode,
  promoDiscountOf,
  promoFromCheck,
  type AppliedPromo,
} from './promo';

const eclair = { id: 3101, pagetitle: 'Эклер в подарок', longtitle: 'Free eclair', file: '/e.svg' };
const podarok: AppliedPromo = { type: 'present', promo: 'PODAROK', value: eclair };
const smallOrder = ['PODAROK', 'DESERT'];

describe('promo code length', () => {
  it('checks codes longer than 4 characters: 4 no, 5 yes', () => {
    expect(isPromoCheckable('ABCD')).toBe(false);
    expect(isPromoCheckable('ABCDE')).toBe(true);
    expect(isPromoCheckable('')).toBe(false);
  });
  it('trims before counting and before sending', () => {
    expect(isPromoCheckable('  ABCD  ')).toBe(false);
    expect(normalizePromoCode('  SKIDKA10 \n')).toBe('SKIDKA10');
  });
});

describe('used gift promo', () => {
  it('matches the stored code, ignoring case and spaces', () => {
    expect(isUsedGiftPromo(' podarok ', 'PODAROK')).toBe(true);
    expect(isUsedGiftPromo('DESERT', 'PODAROK')).toBe(false);
    expect(isUsedGiftPromo('PODAROK', null)).toBe(false);
  });
});

describe('check_promo results', () => {
  it('1 is a gift promo, 2 a percent, 3 a fixed sum', () => {
    expect(promoFromCheck(' PODAROK ', { code: 1, value: eclair })).toEqual(podarok);
    expect(promoFromCheck('SKIDKA10', { code: 2, value: 10 })).toEqual({
      type: 'persent',
      promo: 'SKIDKA10',
      value: 10,
    });
    expect(promoFromCheck('MINUS500', { code: 3, value: 500 })).toEqual({
      type: 'sum',
      promo: 'MINUS500',
      value: 500,
    });
  });
  it('anything else, or a result without a usable value, is invalid', () => {
    for (const code of [0, 4, -1, 99]) expect(promoFromCheck('XXXXX', { code, value: 10 })).toBeNull();
    expect(promoFromCheck('PODAROK', { code: 1, value: null })).toBeNull();
    expect(promoFromCheck('SKIDKA10', { code: 2, value: 0 })).toBeNull();
    expect(promoFromCheck('SKIDKA10', { code: 2, value: 101 })).toBeNull();
    expect(promoFromCheck('MINUS500', { code: 3, value: eclair })).toBeNull();
  });
  it('gives the discount of the applied promo', () => {
    expect(promoDiscountOf(null)).toEqual({ kind: 'none' });
    expect(promoDiscountOf(podarok)).toEqual({ kind: 'none' });
    expect(promoDiscountOf({ type: 'persent', promo: 'SKIDKA10', value: 10 })).toEqual({
      kind: 'percent',
      percent: 10,
    });
    expect(promoDiscountOf({ type: 'sum', promo: 'MINUS500', value: 500 })).toEqual({
      kind: 'sum',
      amount: 500,
    });
  });
});

describe('small-order gift promos', () => {
  it('drop below 1500: 1499 drops, 1500 keeps', () => {
    expect(dropsSmallOrderPromoGift(podarok, 1499, smallOrder)).toBe(true);
    expect(dropsSmallOrderPromoGift(podarok, 1500, smallOrder)).toBe(false);
    expect(dropsSmallOrderPromoGift(podarok, 0, smallOrder)).toBe(true);
  });
  it('only for the codes the server listed, and only for gift promos', () => {
    expect(dropsSmallOrderPromoGift({ ...podarok, promo: 'OTHER' }, 100, smallOrder)).toBe(false);
    expect(dropsSmallOrderPromoGift({ ...podarok, promo: 'podarok' }, 100, smallOrder)).toBe(true);
    expect(dropsSmallOrderPromoGift(podarok, 100, [])).toBe(false);
    expect(dropsSmallOrderPromoGift({ type: 'sum', promo: 'PODAROK', value: 500 }, 100, smallOrder)).toBe(
      false,
    );
    expect(dropsSmallOrderPromoGift(null, 100, smallOrder)).toBe(false);
  });
});

describe('gift-change icon', () => {
  it('shows from 3200: 3199 no, 3200 yes, only on a promo gift', () => {
    expect(canChangePromoGift(podarok, 3199)).toBe(false);
    expect(canChangePromoGift(podarok, 3200)).toBe(true);
    expect(canChangePromoGift({ type: 'sum', promo: 'MINUS500', value: 500 }, 5000)).toBe(false);
    expect(canChangePromoGift(null, 5000)).toBe(false);
  });
});
