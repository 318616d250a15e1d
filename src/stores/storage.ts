import { is, type Struct } from 'superstruct';
import type { Codec } from './persist';

/** Every browser-storage key of SPEC.md section 3, in one place. */
export const LOCAL_KEYS = {
  auth: 'auth',
  isAuth: 'isAuth',
  idUser: 'iduser',
  user: 'user',
  fullname: 'fullname',
  mobilephone: 'mobilephone',
  email: 'email',
  extended: 'extended',
  cart: 'cart',
  lastCart: 'lastCart',
  lastTotalPrice: 'lastTotalPrice',
  promoPresent: 'promoPresent',
  confirmCookiesModal: 'confirmCookiesModal',
  isPromoPage: 'isPromoPage',
  showOneOpenModal: 'showOneOpenModal',
} as const;

/** The login session's keys (AuthStore keeps one session under them); `isAuth` first: without it nobody is logged in. */
export const LOGIN_KEYS = [
  LOCAL_KEYS.isAuth,
  LOCAL_KEYS.auth,
  LOCAL_KEYS.idUser,
  LOCAL_KEYS.user,
  LOCAL_KEYS.fullname,
  LOCAL_KEYS.mobilephone,
  LOCAL_KEYS.email,
  LOCAL_KEYS.extended,
] as const;

export const SESSION_KEYS = {
  initPromo: 'initPromo',
  promoType: 'promoType',
  chosenGift: 'chosenGift',
  feedbackDraft: 'feedbackDraft',
  checkoutDraft: 'checkoutDraft',
  orderRecap: 'orderRecap',
} as const;

/**
 * The one way to read stored JSON: the text parsed and checked, by a superstruct schema or by a reader that checks
 * and maps (`undefined` for what it cannot use). Text that is no JSON, or JSON of another shape, is `undefined`.
 */
export function readJson<T>(
  raw: string | null | undefined,
  check: Struct<T, unknown> | ((value: unknown) => T | undefined),
): T | undefined {
  if (raw === null || raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof check === 'function') return check(value);
  return is(value, check) ? value : undefined;
}

/** JSON values checked by a guard; anything else is dropped. `isEmpty` values remove the key. */
export function jsonCodec<V>(
  read: (value: unknown) => V | undefined,
  isEmpty: (value: V) => boolean = () => false,
): Codec<V> {
  return {
    decode: (raw) => readJson(raw, read),
    encode: (value) => (isEmpty(value) ? null : JSON.stringify(value)),
  };
}

/** A Storage that never throws: private mode, a full quota or a missing window only lose persistence, never the page. */
export class SafeStorage {
  constructor(private readonly backend: () => Storage | undefined) {}

  getRaw(key: string): string | null {
    try {
      return this.backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Returns false when the value could not be written (quota, private mode). */
  setRaw(key: string, value: string): boolean {
    try {
      this.backend()?.setItem(key, value);
      return true;
    } catch (error) {
      console.warn(`Could not save "${key}" in browser storage`, error);
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.backend()?.removeItem(key);
    } catch {
      /* nothing to remove when storage is unavailable */
    }
  }

  /** Reads a JSON value and checks its shape; a bad value is dropped with a console warning. */
  getJson<T>(key: string, schema: Struct<T, unknown>): T | undefined {
    const raw = this.getRaw(key);
    if (raw === null) return undefined;
    const value = readJson(raw, schema);
    if (value !== undefined) return value;
    console.warn(`Dropped an unreadable value of "${key}" from browser storage`);
    this.remove(key);
    return undefined;
  }

  setJson(key: string, value: unknown): boolean {
    return this.setRaw(key, JSON.stringify(value));
  }
}

export const browserLocal = new SafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
export const browserSession = new SafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
