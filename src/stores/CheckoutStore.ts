import { makeAutoObservable, reaction, when } from 'mobx';
import { boolean, enums, nullable, number, string, type } from 'superstruct';
import type { ApiErrorKind } from '@/api/errors';
import type { OrderRequest } from '@/api/order';
import { reportGoal } from '@/config/analytics';
import {
  cartLeadTimeDays,
  productLeadTime,
  dateWindow,
  isSlotOpen,
  shopTimeOf,
  type OrderField,
  type OrderRecap,
  type PaymentChoiceValue,
  type SlotRules,
} from '@/domain/order';
import { draftIn } from './form/FormModel';
import { OrderFormStore } from './OrderFormStore';
import type { RootStore } from './RootStore';
import { SESSION_KEYS } from './storage';

/** The analytics goal of a placed order. */
const ORDER_GOAL = 'order_placed';

/** What the form keeps for the tab (session storage): everything typed, nothing of a card (there is none). */
const DraftSchema = type({
  address: type({
    value: string(),
    lat: nullable(number()),
    lon: nullable(number()),
    inZone: nullable(boolean()),
    flat: string(),
    entrance: string(),
    floor: string(),
    intercom: string(),
  }),
  cafeId: nullable(number()),
  date: string(),
  time: string(),
  contact: type({ name: string(), phone: string(), email: string() }),
  comment: string(),
  payment: nullable(enums(['card', 'cash'])),
});

/** How placing ended; the page turns it into a navigation, a focus or a message. */
type PlaceOutcome =
  | { status: 'invalid'; first: OrderField }
  | { status: 'busy' }
  | { status: 'blocked' }
  | { status: 'placed'; orderId: number; payment: PaymentChoiceValue; paymentUrl?: string }
  | { status: 'refused'; message: string }
  | { status: 'failed'; reason: ApiErrorKind | 'unknown' }
  /** The backend has no createOrder (the shop's own call, DECISIONS.md section 6): order by phone. */
  | { status: 'unavailable' };

/**
 * The checkout of /ordering: the shared order form (kept as a draft for the tab, the delivery type following
 * the cart's switch while the page is open) and placing the cart's order once, with what follows a placed order.
 */
export class CheckoutStore {
  readonly order: OrderFormStore;
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.order = new OrderFormStore(root, {
      initial: { payment: 'card', delivery: root.cart.typeDelivery },
      rules: () => ({
        requireEmail: true,
        cafeIds: root.catalogue.pickableCafes.map((cafe) => cafe.id),
        leadTimeDays: this.leadTimeDays,
      }),
      draft: draftIn(root.session, SESSION_KEYS.checkoutDraft, DraftSchema),
      now,
    });
    makeAutoObservable<CheckoutStore, 'root' | 'now' | 'stopFollowing'>(
      this,
      { root: false, now: false, order: false, stopFollowing: false },
      { autoBind: true },
    );
  }

  /** The page opens: the customer's details fill the gaps; the form follows the cart. */
  open(): void {
    const { cart } = this.root;
    this.fillFromProfile();
    // The delivery type is the cart's (its switch prices the order); the form follows it.
    const stopDelivery = reaction(
      () => cart.typeDelivery,
      (delivery) => {
        if (!this.order.placed && delivery !== this.order.values.delivery) this.order.setDelivery(delivery);
      },
      { fireImmediately: true },
    );
    // The picked address prices the delivery by its zone (the cart's summary and total follow).
    const stopPoint = reaction(
      () => {
        const a = this.order.values.address;
        return a.lat !== null && a.lon !== null ? { lat: a.lat, lon: a.lon } : null;
      },
      (point) => cart.setDeliveryPoint(point),
      { fireImmediately: true },
    );
    this.stopFollowing = () => {
      stopDelivery();
      stopPoint();
    };
  }

  /** The page closes: the form stops following the cart; after a placed order the next visit starts afresh. */
  close(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    if (this.order.placed) this.order.reset();
  }

  /** The cakes-to-order lead time of the cart, from the menu's products. */
  get leadTimeDays(): number {
    return cartLeadTimeDays(this.root.cart.lines, (id) =>
      productLeadTime(this.root.catalogue.categories, id),
    );
  }

  /** A date still open for this cart: the kept one, or the earliest (the time is then chosen by the customer). */
  fitDate(): void {
    if (this.order.placed) return;
    const rules: SlotRules = {
      now: shopTimeOf(this.now()),
      delivery: this.root.cart.typeDelivery,
      leadTimeDays: this.leadTimeDays,
    };
    const { earliest, latest } = dateWindow(rules);
    const { date, time } = this.order.values;
    if (!date || date < earliest || date > latest) this.order.setSlot({ date: earliest, time: '' });
    else if (time && !isSlotOpen(date, time, rules)) this.order.setSlot({ date, time: '' });
  }

  /** createOrder's request from the form, the cart, the gifts and the promo. */
  private request(): OrderRequest {
    const { cart, presents, promo, ui, auth } = this.root;
    return {
      ...this.order.requestBase(),
      lines: cart.lines,
      presents: presents.presents,
      promo: promo.applied?.promo ?? '',
      lang: ui.locale,
      total: cart.totals.total,
      ...(auth.profile ? { userId: auth.profile.id } : {}),
    };
  }

  /**
   * Places the order: checks the form (the first problem's field is named), sends createOrder once,
   * and after success keeps the last order, marks a used gift promo, empties the cart and reports
   * the goal. A refusal, a fault or a backend without createOrder keeps the form and the cart as they are.
   */
  async place(): Promise<PlaceOutcome> {
    const { cart, promo } = this.root;
    if (this.order.sending || this.order.placed) return { status: 'busy' };
    if (!cart.canCheckout) {
      this.order.validate();
      return { status: 'blocked' };
    }
    const outcome = await this.order.place(async () => {
      // A click during the cart's refresh waits for today's prices and delivery (the client's timeout ends it), so the order carries the total the summary shows next.
      if (cart.status === 'loading') await when(() => cart.status !== 'loading');
      return this.request();
    });
    if (outcome.status === 'invalid')
      return { status: 'invalid', first: this.order.form.firstInvalid as OrderField };
    if (outcome.status !== 'placed') return outcome;
    const { order, request } = outcome;
    this.order.form.dropDraft();
    this.root.session.setJson(SESSION_KEYS.orderRecap, this.recap(order.orderId, request));
    cart.rememberLastOrder();
    promo.markUsed();
    promo.clear();
    cart.clear();
    reportGoal(ORDER_GOAL, this.root.config.analyticsId);
    return { status: 'placed', ...order };
  }

  /** What /spasibo shows of the order just placed (read before the cart is emptied). */
  private recap(orderId: number, request: OrderRequest): OrderRecap {
    const { cart, presents, catalogue } = this.root;
    const cafe = catalogue.cafes.find((c) => c.id === request.cafeId);
    const a = request.address;
    const flat = a?.flat ? `, ${a.flat}` : '';
    return {
      orderId,
      lines: request.lines.map((line) => ({
        name: { ru: line.name, en: line.englishName || line.name },
        choice: { ru: line.choiceName, en: line.choiceEnglishName || line.choiceName },
        count: line.count,
        sum: line.price * line.count,
      })),
      gifts: presents.presents.map((p) => ({ ru: p.name, en: p.englishName || p.name })),
      delivery: request.delivery,
      place: a
        ? { ru: `${a.value}${flat}`, en: `${a.value}${flat}` }
        : cafe
          ? {
              ru: `${cafe.name.ru}, ${cafe.address.ru}`,
              en: `${cafe.name.en || cafe.name.ru}, ${cafe.address.en || cafe.address.ru}`,
            }
          : { ru: '', en: '' },
      date: request.date,
      time: request.time,
      total: request.total,
      deliveryPrice: cart.totals.deliveryPrice,
      payment: request.payment,
    };
  }

  /** The logged-in customer's details fill what the kept draft left empty. */
  private fillFromProfile(): void {
    const profile = this.root.auth.profile;
    if (!profile) return;
    const contact = this.order.values.contact;
    this.order.setContact({
      name: contact.name || profile.fullname,
      phone: contact.phone.replace(/\D/g, '').length > 1 ? contact.phone : profile.phone,
      email: contact.email || profile.email,
    });
  }
}
