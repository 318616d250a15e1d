import { PROMO_GIFT_CHANGE_FROM, PROMO_MIN_LENGTH, SMALL_ORDER_PROMO_GIFT_LIMIT } from './constants';
import type { PromoDiscount } from './totals';

/** The promo gift a code 1 promo gives (SPEC.md section 3, "Promo present"). */
export type PromoPresent = { id: number; pagetitle: string; longtitle: string; file: string };

/** `promoType` of session storage: present (code 1), persent (code 2, percent), sum (code 3, rubles). */
export type AppliedPromo =
  | { type: 'present'; promo: string; value: PromoPresent }
  | { type: 'persent'; promo: string; value: number }
  | { type: 'sum'; promo: string; value: number };

/** What check_promo said, in the shop's words. */
export type PromoCheck = { code: number; value: PromoPresent | number | null };

/** A code as typed, without the spaces around it. */
export function normalizePromoCode(raw: string): string {
  return raw.trim();
}

/** Codes are compared without regard to case or surrounding spaces. */
export function samePromoCode(a: string, b: string): boolean {
  return normalizePromoCode(a).toUpperCase() === normalizePromoCode(b).toUpperCase();
}

/** A code is checked only when longer than 4 characters (SPEC.md section 5). */
export function isPromoCheckable(raw: string): boolean {
  return normalizePromoCode(raw).length >= PROMO_MIN_LENGTH;
}

/** The already used gift promo (`promoPresent`) gives the used-promo error without asking the server. */
export function isUsedGiftPromo(raw: string, usedGiftPromo: string | null): boolean {
  return Boolean(usedGiftPromo) && samePromoCode(raw, usedGiftPromo ?? '');
}

/** Result codes: 1 gift, 2 percent, 3 fixed sum; anything else (or a malformed value) is invalid. */
export function promoFromCheck(code: string, check: PromoCheck): AppliedPromo | null {
  const promo = normalizePromoCode(code);
  if (check.code === 1 && check.value !== null && typeof check.value === 'object')
    return { type: 'present', promo, value: check.value };
  if (check.code === 2 && typeof check.value === 'number' && check.value > 0 && check.value <= 100)
    return { type: 'persent', promo, value: check.value };
  if (check.code === 3 && typeof check.value === 'number' && check.value > 0)
    return { type: 'sum', promo, value: check.value };
  return null;
}

/** The discount an applied promo gives. */
export function promoDiscountOf(applied: AppliedPromo | null): PromoDiscount {
  if (applied?.type === 'persent') return { kind: 'percent', percent: applied.value };
  if (applied?.type === 'sum') return { kind: 'sum', amount: applied.value };
  return { kind: 'none' };
}

/**
 * Closing the cart or going to checkout drops the promo when it is one of the small-order gift
 * promos (`smallOrderGiftPromos`, learned from the server) and the total is below 1500.
 */
export function dropsSmallOrderPromoGift(
  applied: AppliedPromo | null,
  goodsTotal: number,
  smallOrderGiftPromos: readonly string[],
): boolean {
  if (applied?.type !== 'present') return false;
  if (!smallOrderGiftPromos.some((code) => samePromoCode(code, applied.promo))) return false;
  return goodsTotal < SMALL_ORDER_PROMO_GIFT_LIMIT;
}

/** The gift-change icon on a promo gift shows from a total of 3200. */
export function canChangePromoGift(applied: AppliedPromo | null, goodsTotal: number): boolean {
  return applied?.type === 'present' && goodsTotal >= PROMO_GIFT_CHANGE_FROM;
}
