import type { CartLine, CartType } from './cartLine';
import { NO_GIFT_CATEGORY_IDS } from './constants';
import type { DeliveryType } from './totals';
import type { Locale, Localized } from './types';

/** A gift (SPEC.md section 3, "Present"). */
export type Present = {
  id: number;
  name: string;
  englishName: string;
  img: string;
  choice: number;
  code?: string;
};

/** A gift tier: the presents given for an order total within min..max (SPEC.md section 3). */
export type GiftTier = {
  min: number;
  max: number;
  /** From this total on, a toast says how much more to spend (`minToats` in the API). */
  minToats: number;
  /** The customer picks one of the list (or none) rather than getting all of it. */
  choice: boolean;
  namePresent: Localized;
  list: Present[];
};

/** What the customer decided for a tier: a present id, 'none' ("No gift"), or null (not yet: the first is preselected). */
export type GiftChoice = number | 'none' | null;

/** The gift's name in a locale. */
export function presentName(present: Pick<Present, 'name' | 'englishName'>, locale: Locale): string {
  return (locale === 'en' ? present.englishName : present.name) || present.name;
}

/**
 * A tier's `namePresent` as it reads in a sentence: the data may shout it (LEMONADE, DECISIONS.md
 * section 7), running text says "lemonade"; a name already in ordinary case ("Лимонад") stays as it is.
 */
export function giftNameInText(name: Localized, locale: Locale): string {
  const text = (locale === 'en' ? name.en : name.ru) || name.ru;
  const shouting =
    /\p{L}{2}/u.test(text) &&
    text === text.toLocaleUpperCase(locale) &&
    text !== text.toLocaleLowerCase(locale);
  return shouting ? text.toLocaleLowerCase(locale) : text;
}

/** Categories 924, 939 and 971 disable gifts: any line in one of them stops them. */
export function giftsStoppedByCategories(lines: readonly Pick<CartLine, 'parent'>[]): boolean {
  return lines.some((line) => NO_GIFT_CATEGORY_IDS.includes(line.parent));
}

/** The tier whose bounds hold the amount (both bounds included). */
export function tierFor(tiers: readonly GiftTier[], amount: number): GiftTier | null {
  return tiers.find((tier) => amount >= tier.min && amount <= tier.max) ?? null;
}

/** Tier gifts are given only for delivery, a normal cart, gifts not stopped and no discount promo. */
export function tierGiftsAllowed(state: {
  delivery: DeliveryType;
  cartType: CartType;
  stopPresents: boolean;
  discountPromo: boolean;
}): boolean {
  return (
    state.delivery === 'dostavka' &&
    state.cartType === 'normal' &&
    !state.stopPresents &&
    !state.discountPromo
  );
}

/** The gifts a tier gives for a choice: all of a tier without choice, else the chosen one (the first when not chosen yet). */
export function tierPresents(tier: GiftTier, chosen: GiftChoice): Present[] {
  if (!tier.choice) return [...tier.list];
  if (chosen === 'none') return [];
  const picked = chosen === null ? undefined : tier.list.find((p) => p.id === chosen);
  const present = picked ?? tier.list[0];
  return present ? [present] : [];
}

/** The reminder of SPEC.md section 4: below a tier's min but at least its minToats → how much is missing. */
export type GiftReminder = { tier: GiftTier; missing: number };

/** The nearest tier the amount has not reached yet, when the amount is within its reminder band. */
export function giftReminder(tiers: readonly GiftTier[], amount: number): GiftReminder | null {
  if (tierFor(tiers, amount)) return null;
  let next: GiftTier | null = null;
  for (const tier of tiers) if (amount < tier.min && (next === null || tier.min < next.min)) next = tier;
  if (!next || amount < next.minToats) return null;
  return { tier: next, missing: next.min - amount };
}
