import { makeAutoObservable } from 'mobx';
import { GIFT_TIER_MIN } from '@/domain/constants';
import { canChangePromoGift } from '@/domain/promo';
import {
  giftReminder,
  giftsStoppedByCategories,
  tierFor,
  tierGiftsAllowed,
  tierPresents,
  type GiftChoice,
  type GiftReminder,
  type GiftTier,
  type Present,
} from '@/domain/gifts';
import { persistProperty } from './persist';
import type { RootStore } from './RootStore';
import { jsonCodec, SESSION_KEYS } from './storage';

export type { Present };

/** The customer's gift decisions: for the tier gift, and instead of a promo gift (null = keep it). */
export type GiftChoices = { tier: GiftChoice; promo: GiftChoice };

const NO_CHOICE: GiftChoices = { tier: null, promo: null };
const NO_TIERS: GiftTier[] = [];

function readChoice(value: unknown): GiftChoice | undefined {
  if (value === null || value === 'none') return value;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function readChoices(value: unknown): GiftChoices | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { tier, promo } = value as Record<string, unknown>;
  const t = readChoice(tier ?? null);
  const p = readChoice(promo ?? null);
  return t === undefined || p === undefined ? undefined : { tier: t, promo: p };
}

/**
 * Gifts by order total (SPEC.md section 4): the tiers come with the cart's getCart answer; the tier applies
 * when the total minus delivery is within its bounds, for delivery, a normal cart, gifts not stopped
 * and no discount promo. A promo gift replaces the tier gift. What the customer chose is this store's own,
 * kept in session storage.
 */
export class PresentsStore {
  choices: GiftChoices = NO_CHOICE;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
    persistProperty(
      this,
      'choices',
      SESSION_KEYS.chosenGift,
      root.session,
      jsonCodec(readChoices, (c) => c.tier === null && c.promo === null),
    );
  }

  /** The gift tiers of the cart's last getCart answer (none until it came). */
  get tiers(): GiftTier[] {
    return this.root.cart.answer?.tiers ?? NO_TIERS;
  }

  /** `stopPresents`: a tnz cart, or a line in categories 924, 939 or 971. */
  get stopPresents(): boolean {
    const { cart } = this.root;
    return cart.cartType === 'tnz' || giftsStoppedByCategories(cart.lines);
  }

  private get goodsTotal(): number {
    return this.root.cart.totals.goodsTotal;
  }

  private get tierGiftsAllowed(): boolean {
    const { cart, promo } = this.root;
    return tierGiftsAllowed({
      delivery: cart.typeDelivery,
      cartType: cart.cartType,
      stopPresents: this.stopPresents,
      discountPromo: promo.isDiscount,
    });
  }

  /** The tier the order is in, when tier gifts are given at all. */
  get tier(): GiftTier | null {
    return this.tierGiftsAllowed ? tierFor(this.tiers, this.goodsTotal) : null;
  }

  /** The promo gift of an applied gift promo (not while gifts are stopped). */
  get promoPresent(): Present | null {
    const applied = this.root.promo.applied;
    if (applied?.type !== 'present' || this.stopPresents) return null;
    const { id, pagetitle, longtitle, file } = applied.value;
    return { id, name: pagetitle, englishName: longtitle, img: file, choice: 0 };
  }

  /** The order total a gift comes from (the lowest tier's `min`; SPEC.md's 3600 until getCart has named the tiers). */
  get giftFrom(): number {
    return this.tiers.length ? Math.min(...this.tiers.map((t) => t.min)) : GIFT_TIER_MIN;
  }

  /** The presents a promo gift can be swapped for: the first tier's list. */
  get changeList(): Present[] {
    const first = [...this.tiers].sort((a, b) => a.min - b.min)[0];
    return first ? first.list : [];
  }

  /** The gift-change icon on the promo gift: from a total of 3200, when there is something to choose. */
  get canChangePromoGift(): boolean {
    return (
      this.promoPresent !== null &&
      this.changeList.length > 0 &&
      canChangePromoGift(this.root.promo.applied, this.goodsTotal)
    );
  }

  /** The gifts in the order now (what getCart and checkout receive as `presents`). */
  get presents(): Present[] {
    const promoPresent = this.promoPresent;
    if (promoPresent) {
      const swap = this.canChangePromoGift ? this.choices.promo : null;
      if (swap === null) return [promoPresent];
      if (swap === 'none') return [];
      return [this.changeList.find((p) => p.id === swap) ?? promoPresent];
    }
    return this.tier ? tierPresents(this.tier, this.choices.tier) : [];
  }

  /** Whether the customer may pick a gift now (a choice tier, or a promo gift from 3200). */
  get showChoice(): boolean {
    return Boolean(this.tier?.choice) || this.canChangePromoGift;
  }

  /** What the gift choice view offers. */
  get choiceList(): Present[] {
    if (this.promoPresent) return this.canChangePromoGift ? this.changeList : [];
    return this.tier?.choice ? this.tier.list : [];
  }

  /** The gift chosen in the choice view: a present id or 'none'; null keeps the promo gift. */
  get selected(): GiftChoice {
    if (this.promoPresent) return this.canChangePromoGift ? this.choices.promo : null;
    const first = this.presents[0];
    return this.tier?.choice && this.choices.tier === 'none' ? 'none' : (first?.id ?? null);
  }

  /** The reminder band of SPEC.md section 4: how much more for the next tier. */
  get reminder(): GiftReminder | null {
    if (!this.tierGiftsAllowed || this.promoPresent) return null;
    return giftReminder(this.tiers, this.goodsTotal);
  }

  /** Picks a gift, or 'none' ("No gift"); with a promo gift, picks what replaces it. */
  choose(choice: Exclude<GiftChoice, null>): void {
    if (this.promoPresent) this.choices = { ...this.choices, promo: choice };
    else this.choices = { ...this.choices, tier: choice };
  }

  /** Keeps the promo gift instead of a tier present. */
  keepPromoGift(): void {
    this.choices = { ...this.choices, promo: null };
  }

  /** In a normal cart the first gift is preselected on open (a decision already taken is kept). */
  preselectFirst(): void {
    const first = this.tier?.choice ? this.tier.list[0] : undefined;
    if (this.choices.tier === null && first) this.choices = { ...this.choices, tier: first.id };
  }

  /** Clears the gifts (tnz cart, removed cart, a discount promo): the stored choice goes too. */
  clear(): void {
    this.choices = NO_CHOICE;
  }
}
