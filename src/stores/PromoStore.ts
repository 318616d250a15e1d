import { flow, makeAutoObservable } from 'mobx';
import type { PromoAnswer } from '@/api/cart';
import type * as CartApiModule from '@/api/cart';
import {
  dropsSmallOrderPromoGift,
  isPromoCheckable,
  isUsedGiftPromo,
  normalizePromoCode,
  promoDiscountOf,
  promoFromCheck,
  type AppliedPromo,
  type PromoPresent,
} from '@/domain/promo';
import type { PromoDiscount } from '@/domain/totals';
import { persistProperty, type Codec } from './persist';
import type { RootStore } from './RootStore';
import { jsonCodec, LOCAL_KEYS, readJson, SESSION_KEYS } from './storage';

/** The cart API module, loaded on first use (see refresh / apply). */
type CartApi = typeof CartApiModule;

export type PromoStatus = 'idle' | 'checking' | 'invalid' | 'used' | 'error';
type ApplyResult = 'applied' | 'short' | 'used' | 'invalid' | 'error' | 'stale';

/** `promoType` in session storage: the applied promo, with the small-order gift promos the server named. */
type StoredPromoType = AppliedPromo & { smallOrderGiftPromos: string[] };

function isPromoPresent(value: unknown): value is PromoPresent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.pagetitle === 'string' &&
    typeof v.longtitle === 'string' &&
    typeof v.file === 'string'
  );
}

function readPromoType(value: unknown): StoredPromoType | null | undefined {
  if (value === null) return null;
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.promo !== 'string' || !v.promo) return undefined;
  const list = Array.isArray(v.smallOrderGiftPromos)
    ? v.smallOrderGiftPromos.filter((c): c is string => typeof c === 'string')
    : [];
  if (v.type === 'present' && isPromoPresent(v.value))
    return { type: 'present', promo: v.promo, value: v.value, smallOrderGiftPromos: list };
  if ((v.type === 'persent' || v.type === 'sum') && typeof v.value === 'number' && v.value > 0)
    return { type: v.type, promo: v.promo, value: v.value, smallOrderGiftPromos: list };
  return undefined;
}

const NO_CODES: string[] = [];

const textCodec: Codec<string> = {
  // Plain text, as it should be; a JSON string (an older writer's) is read as its text.
  decode: (raw) =>
    normalizePromoCode(readJson(raw, (value) => (typeof value === 'string' ? value : undefined)) ?? raw),
  encode: (value) => (value ? value : null),
};

/**
 * The promo code (SPEC.md sections 4 and 5): checked by the server when longer than 4 characters;
 * code 1 gift, 2 percent, 3 fixed sum, anything else invalid; a used gift promo (`promoPresent`) is
 * refused without asking. Kept in session storage (`initPromo`, `promoType`) and restored from it.
 */
export class PromoStore {
  /** `initPromo`: the applied code. */
  promoName = '';
  /** `promoType`: what the applied code gives. */
  promoType: StoredPromoType | null = null;
  /** `promoPresent`: the gift promo already used in an order. */
  usedGiftPromo = '';
  status: PromoStatus = 'idle';
  private applySeq = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable<PromoStore, 'applySeq'>(this, { root: false, applySeq: false }, { autoBind: true });
    persistProperty(this, 'promoName', SESSION_KEYS.initPromo, root.session, textCodec);
    persistProperty(
      this,
      'promoType',
      SESSION_KEYS.promoType,
      root.session,
      jsonCodec(readPromoType, (v) => v === null),
    );
    persistProperty(this, 'usedGiftPromo', LOCAL_KEYS.promoPresent, root.local, textCodec);
    this.afterRestore();
  }

  /**
   * Gift promos dropped below 1500, as the server names them: the cart's last getCart answer, else the
   * check_promo answer kept with the applied promo (`promoType`).
   */
  get smallOrderGiftPromos(): string[] {
    const fromCart = this.root.cart.answer?.smallOrderGiftPromos;
    return fromCart?.length ? fromCart : (this.promoType?.smallOrderGiftPromos ?? NO_CODES);
  }

  /** The applied promo; a stored type without its code (or for another code) counts as none. */
  get applied(): AppliedPromo | null {
    const stored = this.promoType;
    if (!stored || !this.promoName || stored.promo !== this.promoName) return null;
    const { smallOrderGiftPromos: _list, ...applied } = stored;
    return applied as AppliedPromo;
  }

  get discount(): PromoDiscount {
    return promoDiscountOf(this.applied);
  }

  /** A percent or fixed-sum promo (these clear the gifts). */
  get isDiscount(): boolean {
    const type = this.applied?.type;
    return type === 'persent' || type === 'sum';
  }

  /** Checks and applies a code; the newest call wins when several overlap. */
  apply = flow(function* (this: PromoStore, raw: string) {
    const code = normalizePromoCode(raw);
    this.applySeq += 1;
    const seq = this.applySeq;
    if (!isPromoCheckable(code)) {
      this.status = 'idle';
      return 'short' satisfies ApplyResult;
    }
    if (isUsedGiftPromo(code, this.usedGiftPromo || null)) {
      this.status = 'used';
      return 'used' satisfies ApplyResult;
    }
    this.status = 'checking';
    try {
      const cartApi: CartApi = yield import('@/api/cart');
      const answer: PromoAnswer = yield cartApi.checkPromoCode(this.root.api, code);
      if (seq !== this.applySeq) return 'stale' satisfies ApplyResult;
      const applied = promoFromCheck(code, answer);
      if (!applied) {
        this.status = 'invalid';
        return 'invalid' satisfies ApplyResult;
      }
      this.promoName = applied.promo;
      this.promoType = { ...applied, smallOrderGiftPromos: answer.smallOrderGiftPromos };
      this.status = 'idle';
      // A promo gift replaces the tier gift; a discount clears the gifts (SPEC.md section 4).
      if (applied.type === 'present') this.root.presents.keepPromoGift();
      else this.root.presents.clear();
      return 'applied' satisfies ApplyResult;
    } catch (error) {
      if (seq !== this.applySeq) return 'stale' satisfies ApplyResult;
      this.status = 'error';
      console.error('The promo code could not be checked', error);
      return 'error' satisfies ApplyResult;
    }
  });

  /** Clears the promo: discounts reset, the promo gift goes, tier gifts come back. */
  clear(): void {
    this.applySeq += 1;
    this.promoName = '';
    this.promoType = null;
    this.status = 'idle';
    this.root.presents.keepPromoGift();
  }

  /** Forgets an error or used flag (the customer is typing again). */
  resetStatus(): void {
    if (this.status !== 'checking') this.status = 'idle';
  }

  /** The below-1500 rule for small-order gift promos; true when the promo was dropped. */
  dropSmallOrderGift(goodsTotal: number): boolean {
    if (!dropsSmallOrderPromoGift(this.applied, goodsTotal, this.smallOrderGiftPromos)) return false;
    this.clear();
    return true;
  }

  /** After an order placed with a gift promo: that code is used (`promoPresent`) and cannot be entered again. */
  markUsed(): void {
    if (this.applied?.type === 'present') this.usedGiftPromo = this.applied.promo;
  }

  private afterRestore(): void {
    // A half-stored promo (code without type, or the other way round) is dropped whole.
    if (!this.applied && (this.promoName || this.promoType)) {
      this.promoName = '';
      this.promoType = null;
    }
  }
}
