import { flow, makeAutoObservable } from 'mobx';
import { fetchCart, type CartAnswer } from '@/api/cart';
import { addLine, removeLine, setLineCount, type CartLine } from '@/domain/cartLine';
import { computeTotals, NO_PROMO_DISCOUNT, type DeliveryType, type Totals } from '@/domain/totals';
import type { RootStore } from './RootStore';

/** Quick changes to the operator's cart send one getCart, this long after the last one. */
const PRICE_DEBOUNCE_MS = 300;

/**
 * The operator's cart in the admin area: its own lines, never the customer's `cart` in local storage
 * (an operator taking a phone order must not lose or mix the shop's own cart). Delivery price and the
 * pickup discount come from getCart, as for the customer; operator orders carry no promo and no gifts.
 */
export class OperatorCartStore {
  lines: CartLine[] = [];
  delivery: DeliveryType = 'dostavka';
  priceDelivery = 0;
  pickupDiscountPercent = 0;
  /** Whether the last getCart failed (the totals then use the last known delivery price). */
  pricesFailed = false;

  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OperatorCartStore, 'root' | 'seq' | 'timer'>(
      this,
      { root: false, seq: false, timer: false },
      { autoBind: true },
    );
  }

  /** The money of the operator's order (DECISIONS.md section 3 totals, no promo). */
  get totals(): Totals {
    return computeTotals({
      lines: this.lines,
      delivery: this.delivery,
      priceDelivery: this.priceDelivery,
      pickupDiscountPercent: this.pickupDiscountPercent,
      promo: NO_PROMO_DISCOUNT,
    });
  }

  /** Adds a line (the same product and choice adds to its count), with the stepper's rules. */
  add(line: Omit<CartLine, 'count'>, count: number): void {
    this.lines = addLine(this.lines, line, count);
    this.schedulePrices();
  }

  /** Sets a line's count on the stepper's grid. */
  setCount(key: string, count: number): void {
    this.lines = setLineCount(this.lines, key, count);
    this.schedulePrices();
  }

  remove(key: string): void {
    this.lines = removeLine(this.lines, key);
    this.schedulePrices();
  }

  setDelivery(delivery: DeliveryType): void {
    if (this.delivery === delivery) return;
    this.delivery = delivery;
    this.schedulePrices();
  }

  /** Empties the cart for the next call (the delivery choice is kept: operators mostly take one kind at a time). */
  clear(): void {
    this.lines = [];
    this.priceDelivery = 0;
    this.pricesFailed = false;
    clearTimeout(this.timer);
  }

  /** Stops a pending getCart (the form is closed). */
  dispose(): void {
    clearTimeout(this.timer);
    this.seq += 1;
  }

  private schedulePrices(): void {
    clearTimeout(this.timer);
    if (this.lines.length === 0) return;
    this.timer = setTimeout(() => void this.loadPrices(), PRICE_DEBOUNCE_MS);
  }

  /** getCart for the operator's lines: the delivery price and the pickup discount; only the newest answer counts. */
  loadPrices = flow(function* (this: OperatorCartStore) {
    this.seq += 1;
    const seq = this.seq;
    const pickup = this.delivery === 'pickup';
    try {
      const answer: CartAnswer = yield fetchCart(this.root.api, { lines: this.lines, presents: [], pickup });
      if (seq !== this.seq) return;
      // A backend that does not say (null): the operator's form counts no delivery price and agrees it by phone.
      this.priceDelivery = answer.priceDelivery ?? 0;
      if (pickup) this.pickupDiscountPercent = answer.pickupDiscountPercent;
      this.pricesFailed = false;
    } catch (error) {
      if (seq === this.seq) this.pricesFailed = true;
      console.error('The operator cart prices could not be loaded', error);
    }
  });
}
