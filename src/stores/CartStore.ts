import { computedStruct, flow, makeAutoObservable, observableRef } from 'mobx';
import {
  boolean,
  coerce,
  create,
  defaulted,
  number,
  object,
  optional,
  string,
  union,
  type Describe,
} from 'superstruct';
import type { CartAnswer } from '@/api/cart';
import type * as CartApiModule from '@/api/cart';
import { Int, Num } from '@/api/schemas';
import {
  addLine,
  cartTypeOf,
  countPieces,
  piecesByProduct,
  lineKey,
  removeLine,
  setLineCount,
  type CartLine,
  type CartType,
} from '@/domain/cartLine';
import {
  FALLBACK_DELIVERY_TERMS,
  minOrderShortfall,
  quoteDelivery,
  zoneAt,
  type DeliveryQuote,
  type DeliveryTerms,
  type DeliveryZone,
  type GeoPoint,
} from '@/domain/delivery';
import { snapCount, stepRuleOf } from '@/domain/stepper';
import {
  buffetMinimum,
  buffetSum,
  cartSum as cartSumOf,
  computeTotals,
  type BuffetMinimum,
  type DeliveryType,
  type Totals,
} from '@/domain/totals';
import type { Localized } from '@/domain/types';
import { persistProperty } from './persist';
import type { RootStore } from './RootStore';
import { sameData } from './sameData';
import { jsonCodec, LOCAL_KEYS } from './storage';

/** The cart API module, with the refresh rules, loaded with the first refresh (not with the page). */
type CartApi = typeof CartApiModule;

/** 0/1, true/false or "1"/"0" of an older stored shape, as a boolean. */
const LooseBool = coerce(
  boolean(),
  union([number(), string()]),
  (value) => String(value) === '1' || value === 'true',
);
/** 0/1 flags kept as numbers (the PHP shape). */
const LooseFlag = coerce(number(), union([boolean(), string()]), (value) =>
  value === true || String(value) === '1' ? 1 : 0,
);

/** A stored cart line; defaults fill fields an older stored shape lacks, numbers sent as text are read as numbers. */
const CartLineSchema = object({
  id: Int,
  name: string(),
  englishName: defaulted(string(), ''),
  count: Num,
  img: defaulted(string(), ''),
  link: defaulted(string(), ''),
  price: Num,
  well: optional(string()),
  choice: defaulted(union([boolean(), LooseBool]), false),
  choiceName: defaulted(string(), ''),
  choiceEnglishName: optional(string()),
  choicePrice: optional(Num),
  choiceCode: optional(string()),
  code: defaulted(string(), ''),
  indZakaz: defaulted(union([number(), LooseFlag]), 0),
  factory: optional(string()),
  parent: Int,
  not_discount: defaulted(union([number(), LooseFlag]), 0),
  not_discount_parent: defaulted(union([number(), LooseFlag]), 0),
  minimum: defaulted(Int, 1),
  multiplicity: defaulted(Int, 1),
  pickup: optional(Num),
}) as unknown as Describe<CartLine>;
export type { CartLine };

/** Reads one stored line: a line that cannot be read (or has no sensible price or count) gives null. */
function readStoredLine(raw: unknown): CartLine | null {
  try {
    const line = create(raw, CartLineSchema);
    if (!(line.id > 0) || !(line.price >= 0) || !(line.count > 0)) return null;
    return { ...line, count: snapCount(line.count, stepRuleOf(line)) };
  } catch {
    return null;
  }
}

/** More distinct lines than any real order has (the whole catalogue with its choices is fewer): the rest of a stored cart is garbage. */
const MAX_STORED_LINES = 200;

/** Keeps the valid lines of a stored cart (at most MAX_STORED_LINES) and drops the rest (corrupted values, older shapes). */
function readStoredLines(value: unknown): CartLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lines: CartLine[] = [];
  const keys = new Set<string>();
  for (const raw of value) {
    if (lines.length >= MAX_STORED_LINES) break;
    const line = readStoredLine(raw);
    if (line && !keys.has(lineKey(line))) {
      keys.add(lineKey(line));
      lines.push(line);
    }
  }
  if (lines.length !== value.length) console.warn('Dropped unreadable lines of the stored cart');
  return lines;
}

/** The last order the customer placed (`lastCart`, `lastTotalPrice`). */
export type LastOrder = { lines: readonly CartLine[]; total: number };

/** Something the cart wants the customer to see as a toast (turned into one by features/cart). */
export type CartNotice =
  | { id: number; kind: 'added'; line: CartLine }
  | { id: number; kind: 'reminder'; missing: number; namePresent: Localized }
  | { id: number; kind: 'removed'; reason: 'tnz' | 'missing'; lines: CartLine[] }
  | { id: number; kind: 'promoDropped'; promo: string };

type NoticeInput = CartNotice extends infer N ? (N extends CartNotice ? Omit<N, 'id'> : never) : never;

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Quick clicks on the stepper send one refresh, this long after the last one. */
export const REFRESH_DEBOUNCE_MS = 300;

const linesCodec = jsonCodec<readonly CartLine[]>(readStoredLines);
const totalCodec = {
  decode: (raw: string) => {
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  },
  encode: (value: number) => String(value),
};

/**
 * The cart of SPEC.md sections 3 and 4: lines, the side panel, delivery or pickup, the server refresh
 * and the money. Lines live in local storage under `cart`, the last order under `lastCart` and
 * `lastTotalPrice`. Gifts are in PresentsStore, the promo code in PromoStore.
 */
export class CartStore {
  lines: readonly CartLine[] = [];
  typeDelivery: DeliveryType = 'dostavka';
  /**
   * The last getCart answer as it came (null until one came): the gift tiers (PresentsStore), the small-order
   * gift promos (PromoStore) and the delivery price derive from it.
   */
  answer: CartAnswer | null = null;
  /** The delivery zones getCart sent (null: the server sends none, the content call's or the shipped terms apply). */
  serverDeliveryTerms: Pick<DeliveryTerms, 'zones' | 'freeDeliveryFrom' | 'centre'> | null = null;
  /** Where the order goes (the picked address's coordinates), once the checkout knows it. */
  deliveryPoint: GeoPoint | null = null;
  /** The pickup discount percent (`discount` of getCart with `typeDelivery: 1`). */
  discountPickup = 0;
  status: CartStatus = 'idle';
  notices: CartNotice[] = [];
  lastCart: readonly CartLine[] = [];
  lastTotalPrice = 0;

  private refreshSeq = 0;
  private noticeSeq = 0;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private reminderPending = false;
  private lastReminder: number | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<
      CartStore,
      'root' | 'refreshSeq' | 'noticeSeq' | 'refreshTimer' | 'reminderPending' | 'lastReminder'
    >(
      this,
      {
        root: false,
        // Lines are immutable values replaced on each change: an unchanged line keeps its identity, so its row does not re-render.
        lines: observableRef,
        lastCart: observableRef,
        // The keys change only when a line comes or goes: the list re-renders then, not on every count.
        lineKeys: computedStruct,
        notices: observableRef,
        // Server data and places are replaced whole, never changed in place: kept as they came (a deep copy of
        // the delivery zones' polygons took a few milliseconds of the first add to cart).
        answer: observableRef,
        serverDeliveryTerms: observableRef,
        deliveryPoint: observableRef,
        refreshSeq: false,
        noticeSeq: false,
        refreshTimer: false,
        reminderPending: false,
        lastReminder: false,
      },
      { autoBind: true },
    );
    persistProperty(this, 'lines', LOCAL_KEYS.cart, root.local, linesCodec);
    persistProperty(this, 'lastCart', LOCAL_KEYS.lastCart, root.local, linesCodec);
    persistProperty(this, 'lastTotalPrice', LOCAL_KEYS.lastTotalPrice, root.local, totalCodec);
  }

  /** `priceDelivery` of the last getCart answer; null until the server has said. */
  get priceDelivery(): number | null {
    return this.answer?.priceDelivery ?? null;
  }

  /** Number of pieces in the cart, shown on the header icon. */
  get count(): number {
    return countPieces(this.lines);
  }

  /** Pieces of each product in the cart, by product id (what the cards and a product's page show). */
  get piecesById(): Map<number, number> {
    return piecesByProduct(this.lines);
  }

  /** The lines' keys in order (what the panel's list renders). */
  get lineKeys(): string[] {
    return this.lines.map(lineKey);
  }

  /** Lines by key, so one row can follow its own line. */
  get lineMap(): Map<string, CartLine> {
    return new Map(this.lines.map((line) => [lineKey(line), line]));
  }

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  /** `tnz` when any line is a cake to order (1184), otherwise `normal`. */
  get cartType(): CartType {
    return cartTypeOf(this.lines);
  }

  /**
   * The delivery terms in force, one source for the cart, the checkout and /dostavka: the zones of the
   * getCart answer, else those of the delivery page's content call, else the ones shipped with the app.
   */
  get deliveryTerms(): DeliveryTerms {
    const content = this.root.content.delivery;
    const base = content ?? FALLBACK_DELIVERY_TERMS;
    const terms = this.serverDeliveryTerms ? { ...base, ...this.serverDeliveryTerms } : base;
    return terms.zones.length ? terms : { ...terms, zones: FALLBACK_DELIVERY_TERMS.zones };
  }

  /**
   * The pickup discount's percent as the switch names it: the server's once known, before that the delivery
   * terms' (a computed number: a getCart answer with new terms but the same percent re-renders nothing).
   */
  get pickupPercent(): number {
    return this.discountPickup || this.deliveryTerms.pickupDiscount;
  }

  /** The zone of the picked address; null until an address is known (or outside every zone). */
  get deliveryZone(): DeliveryZone | null {
    return this.deliveryPoint ? zoneAt(this.deliveryTerms, this.deliveryPoint) : null;
  }

  /** What delivery costs: the address's zone price, or "from" the cheapest zone until the address is known. */
  get deliveryQuote(): DeliveryQuote {
    return quoteDelivery(this.deliveryTerms, this.deliveryZone, cartSumOf(this.lines));
  }

  /** The zone's minimum order (the lowest of all zones until the address is known), and what is missing; none for pickup. */
  get minOrder(): { minOrder: number; missing: number } | null {
    if (this.typeDelivery === 'pickup' || this.lines.length === 0) return null;
    const shortfall = minOrderShortfall(this.deliveryTerms, this.deliveryZone, cartSumOf(this.lines));
    return shortfall.missing > 0 ? shortfall : null;
  }

  /** The checkout tells the cart where the order goes (null: no address picked); delivery is priced by its zone. */
  setDeliveryPoint(point: GeoPoint | null): void {
    const next =
      point && Number.isFinite(point.lat) && Number.isFinite(point.lon)
        ? { lat: point.lat, lon: point.lon }
        : null;
    if (next?.lat === this.deliveryPoint?.lat && next?.lon === this.deliveryPoint?.lon) return;
    this.deliveryPoint = next;
    if (this.lines.length) this.scheduleRefresh();
  }

  /** Sum, discounts, delivery price and total, in one pass over the lines. */
  get totals(): Totals {
    return computeTotals({
      lines: this.lines,
      delivery: this.typeDelivery,
      priceDelivery: this.deliveryQuote.price,
      pickupDiscountPercent: this.discountPickup,
      promo: this.root.promo.discount,
    });
  }

  /** `furshetSumm`: the buffet categories' sum (0 once the cart is removed). */
  get furshetSumm(): number {
    return buffetSum(this.lines);
  }

  /** The buffet-minimum message, or null. */
  get buffetMinimum(): BuffetMinimum | null {
    return buffetMinimum(this.lines);
  }

  /** Checkout needs lines, the buffet minimum and (for delivery) the zone's minimum order met. */
  get canCheckout(): boolean {
    return this.lines.length > 0 && this.buffetMinimum === null && this.minOrder === null;
  }

  /** Adds a product: the same id and choice add to the count, another choice adds a line (CartStore.add of the catalogue). */
  add(line: Omit<CartLine, 'count'>, count?: number): void {
    this.lines = addLine(this.lines, line, count);
    const added = this.lines.find((l) => lineKey(l) === lineKey(line));
    if (added) this.notify({ kind: 'added', line: added });
    this.changed();
  }

  /** Sets a line's count; 0 deletes the line. */
  setCount(key: string, count: number): void {
    this.lines = setLineCount(this.lines, key, count);
    this.changed();
  }

  /** Deletes a line. */
  remove(key: string): void {
    this.lines = removeLine(this.lines, key);
    this.changed();
  }

  /** Removes the cart: no lines (so no furshetSumm), no gifts. */
  clear(): void {
    this.lines = [];
    this.root.presents.clear();
    this.changed();
  }

  /** Keeps the order just placed as the last order (`lastCart`, `lastTotalPrice`) for "repeat order". */
  rememberLastOrder(): void {
    this.lastCart = this.lines.map((line) => ({ ...line }));
    this.lastTotalPrice = this.totals.total;
  }

  /** The last order placed, for "repeat order" (the account reads it); the total is worked out when none was kept. */
  get lastOrder(): LastOrder | null {
    if (this.lastCart.length === 0) return null;
    const total =
      this.lastTotalPrice > 0
        ? this.lastTotalPrice
        : this.lastCart.reduce((sum, line) => sum + line.price * line.count, 0);
    return { lines: this.lastCart, total };
  }

  /**
   * Opens the side panel (UiStore shows it, the basket view on the next tick) and loads the cart from the server.
   * "Added to cart" notices not shown yet are dropped: their one action, opening the cart, is done (their toasts
   * load with the first one, so one asked for just before would show over the open panel's first line).
   */
  open(): void {
    const { ui } = this.root;
    if (ui.cartOpen) return;
    ui.openCartPanel();
    if (this.notices.some((n) => n.kind === 'added'))
      this.notices = this.notices.filter((n) => n.kind !== 'added');
    // SPEC.md section 4: a tnz cart opens with its presents cleared; a normal one with the first gift preselected.
    if (this.cartType === 'tnz') this.root.presents.clear();
    else this.root.presents.preselectFirst();
    void this.refresh();
  }

  /** Closes the panel; a small-order gift promo is dropped below 1500 on the way out. */
  close(): void {
    if (!this.root.ui.cartOpen) return;
    this.dropSmallOrderPromoGift();
    this.root.ui.closeCartPanel();
  }

  /** Delivery or pickup; the server is asked again (pickup asks for its discount). */
  setTypeDelivery(type: DeliveryType): void {
    if (this.typeDelivery === type) return;
    this.typeDelivery = type;
    void this.refresh();
  }

  /** Going to checkout: the small-order gift promo rule, then the panel closes. */
  beforeCheckout(): void {
    this.dropSmallOrderPromoGift();
    this.close();
  }

  /** Hands the waiting toasts to the component that shows them. */
  takeNotices(): CartNotice[] {
    const notices = this.notices;
    if (notices.length) this.notices = [];
    return notices;
  }

  /** Asks the server again soon: quick changes send one request, and only the newest answer counts. */
  scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => void this.refresh(), REFRESH_DEBOUNCE_MS);
  }

  /**
   * getCart: today's prices and product data (the refresh rules of SPEC.md section 4), gift tiers,
   * delivery price, pickup discount. A failure keeps the cart as it is and is logged only.
   */
  refresh = flow(function* (this: CartStore) {
    clearTimeout(this.refreshTimer);
    this.refreshSeq += 1;
    const seq = this.refreshSeq;
    const sent = this.lines;
    const pickup = this.typeDelivery === 'pickup';
    this.status = 'loading';
    try {
      // The cart API (its schemas, and the refresh rules it carries) loads with the first refresh, not with the page.
      const cartApi: CartApi = yield import('@/api/cart');
      const answer: CartAnswer = yield cartApi.fetchCart(this.root.api, {
        lines: sent,
        presents: this.root.presents.presents,
        pickup,
        point: this.deliveryPoint,
      });
      if (seq !== this.refreshSeq) return;
      const result = cartApi.applyServerCart(this.lines, new Set(sent.map(lineKey)), answer.lines);
      this.lines = result.lines;
      if (result.reason && result.removed.length)
        this.notify({ kind: 'removed', reason: result.reason, lines: result.removed });
      // An answer the same as the last one is not taken: nothing that derives from it renders again.
      if (!sameData(answer, this.answer)) this.answer = answer;
      if (answer.deliveryTerms && !sameData(answer.deliveryTerms, this.serverDeliveryTerms))
        this.serverDeliveryTerms = answer.deliveryTerms;
      if (pickup) this.discountPickup = answer.pickupDiscountPercent;
      if (this.cartType === 'tnz') this.root.presents.clear();
      this.status = 'ready';
    } catch (error) {
      if (seq === this.refreshSeq) this.status = 'error';
      console.error('The cart could not be refreshed; it stays as it is', error);
    } finally {
      if (seq === this.refreshSeq) this.checkReminder();
    }
  });

  private changed(): void {
    this.reminderPending = true;
    this.scheduleRefresh();
  }

  /** After a change of the customer's: the reminder toast when the total is in a tier's reminder band. */
  private checkReminder(): void {
    if (!this.reminderPending) return;
    this.reminderPending = false;
    const reminder = this.root.presents.reminder;
    if (!reminder) {
      this.lastReminder = null;
      return;
    }
    if (reminder.missing === this.lastReminder) return;
    this.lastReminder = reminder.missing;
    this.notify({ kind: 'reminder', missing: reminder.missing, namePresent: reminder.tier.namePresent });
  }

  private dropSmallOrderPromoGift(): void {
    const promo = this.root.promo.applied?.promo;
    if (promo && this.root.promo.dropSmallOrderGift(this.totals.goodsTotal))
      this.notify({ kind: 'promoDropped', promo });
  }

  private notify(notice: NoticeInput): void {
    this.noticeSeq += 1;
    this.notices = [...this.notices, { ...notice, id: this.noticeSeq } as CartNotice];
  }
}
