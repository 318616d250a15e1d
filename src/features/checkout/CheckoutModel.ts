import { flow, makeAutoObservable, reaction, when, type IReactionDisposer } from 'mobx';
import { boolean, enums, nullable, number, string, type } from 'superstruct';
import { isApiError, isMissingRoute, type ApiErrorKind } from '@/api/errors';
import { createOrder, type CreateOrderAnswer, type OrderAddress, type OrderRequest } from '@/api/order';
import { productLeadTime } from '@/components/order/leadTime';
import { reportGoal } from '@/config/analytics';
import {
  EMPTY_ADDRESS,
  cartLeadTimeDays,
  dateWindow,
  firstInvalidField,
  isSlotOpen,
  shopTimeOf,
  validateOrder,
  type AddressValue,
  type ContactValue,
  type OrderErrors,
  type OrderField,
  type OrderFormValues,
  type OrderRecap,
  type PaymentChoiceValue,
  type SlotRules,
} from '@/domain/order';
import type { RootStore } from '@/stores/RootStore';
import { SESSION_KEYS } from '@/stores/storage';

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

/** What went wrong with the last attempt, shown inline until the next one. */
export type PlaceFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; reason: ApiErrorKind | 'unknown' }
  | { kind: 'unavailable' };

/**
 * The checkout form of one visit to /ordering: the values (kept as a draft for the tab), their
 * problems, and placing the order once (a second click while one is on its way is refused).
 */
export class CheckoutModel {
  address: AddressValue = EMPTY_ADDRESS;
  cafeId: number | null = null;
  date = '';
  time = '';
  contact: ContactValue = { name: '', phone: '', email: '' };
  comment = '';
  payment: PaymentChoiceValue | null = 'card';
  /** Problems show after the first attempt, and follow the values from then on. */
  submitted = false;
  sending = false;
  /** The order is placed and the page is on its way to /spasibo or the bank. */
  placed = false;
  failure: PlaceFailure | null = null;
  private readonly disposeDraft: IReactionDisposer;
  private readonly disposePoint: IReactionDisposer;

  constructor(
    private readonly root: RootStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<CheckoutModel, 'root' | 'now' | 'disposeDraft' | 'disposePoint'>(
      this,
      { root: false, now: false, disposeDraft: false, disposePoint: false },
      { autoBind: true },
    );
    this.restore();
    this.disposeDraft = reaction(
      () => this.draft,
      (draft) => {
        if (!this.placed) root.session.setJson(SESSION_KEYS.checkoutDraft, draft);
      },
    );
    // The picked address prices the delivery by its zone (the cart's summary and total follow).
    this.disposePoint = reaction(
      () =>
        this.address.lat !== null && this.address.lon !== null
          ? { lat: this.address.lat, lon: this.address.lon }
          : null,
      (point) => root.cart.setDeliveryPoint(point),
      { fireImmediately: true },
    );
  }

  /** Stops keeping the draft (the page unmounts). */
  dispose(): void {
    this.disposeDraft();
    this.disposePoint();
  }

  get draft() {
    return {
      address: this.address,
      cafeId: this.cafeId,
      date: this.date,
      time: this.time,
      contact: this.contact,
      comment: this.comment,
      payment: this.payment,
    };
  }

  get values(): OrderFormValues {
    return { ...this.draft, delivery: this.root.cart.typeDelivery };
  }

  /** The cakes-to-order lead time of the cart, from the menu's products. */
  get leadTimeDays(): number {
    return cartLeadTimeDays(this.root.cart.lines, (id) => productLeadTime(this.root.site.categories, id));
  }

  /** The slot rules at this moment. */
  rules(): SlotRules {
    return {
      now: shopTimeOf(this.now()),
      delivery: this.root.cart.typeDelivery,
      leadTimeDays: this.leadTimeDays,
    };
  }

  validate(): OrderErrors {
    return validateOrder(this.values, {
      ...this.rules(),
      requireEmail: true,
      cafeIds: this.root.site.pickableCafes.map((cafe) => cafe.id),
      freeTextAddress: !this.root.addresses.suggesting,
    });
  }

  /** The problems shown next to the fields. */
  get errors(): OrderErrors {
    return this.submitted ? this.validate() : {};
  }

  setAddress(address: AddressValue): void {
    this.address = address;
  }

  setCafe(cafeId: number): void {
    this.cafeId = cafeId;
  }

  setSlot({ date, time }: { date: string; time: string }): void {
    this.date = date;
    this.time = time;
  }

  setContact(contact: ContactValue): void {
    this.contact = contact;
  }

  setComment(comment: string): void {
    this.comment = comment;
  }

  setPayment(payment: PaymentChoiceValue): void {
    this.payment = payment;
  }

  /** A date still open for this cart: the kept one, or the earliest (the time is then chosen by the customer). */
  fitDate(): void {
    const rules = this.rules();
    const { earliest, latest } = dateWindow(rules);
    if (!this.date || this.date < earliest || this.date > latest) this.setSlot({ date: earliest, time: '' });
    else if (this.time && !isSlotOpen(this.date, this.time, rules)) this.time = '';
  }

  /** createOrder's request from the form, the cart, the gifts and the promo. */
  private request(): OrderRequest {
    const { cart, presents, promo, site, auth } = this.root;
    const delivery = cart.typeDelivery;
    const a = this.address;
    // A picked address carries its point; a typed one (no suggestions to be had) goes as text.
    const point = a.lat !== null && a.lon !== null ? { lat: a.lat, lon: a.lon } : null;
    const address: OrderAddress | undefined =
      delivery === 'dostavka' && (point || this.root.addresses.suggesting === false)
        ? {
            value: a.value.trim(),
            ...point,
            ...(a.flat.trim() ? { flat: a.flat.trim() } : {}),
            ...(a.entrance.trim() ? { entrance: a.entrance.trim() } : {}),
            ...(a.floor.trim() ? { floor: a.floor.trim() } : {}),
            ...(a.intercom.trim() ? { intercom: a.intercom.trim() } : {}),
          }
        : undefined;
    return {
      lines: cart.lines,
      presents: presents.presents,
      promo: promo.applied?.promo ?? '',
      delivery,
      customer: {
        name: this.contact.name.trim(),
        phone: this.contact.phone,
        email: this.contact.email.trim(),
      },
      ...(address ? { address } : {}),
      ...(delivery === 'pickup' && this.cafeId !== null ? { cafeId: this.cafeId } : {}),
      date: this.date,
      time: this.time,
      comment: this.comment.trim(),
      payment: this.payment ?? 'card',
      lang: site.locale,
      total: cart.totals.total,
      ...(site.token ? { token: site.token } : {}),
      ...(auth.profile ? { userId: auth.profile.id } : {}),
    };
  }

  /**
   * Places the order: checks the form (the first problem's field is named), sends createOrder once,
   * and after success keeps the last order, marks a used gift promo, empties the cart and reports
   * the goal. A refusal, a fault or a backend without createOrder keeps the form and the cart as they are.
   */
  place = flow(function* (this: CheckoutModel) {
    if (this.sending || this.placed) return { status: 'busy' } satisfies PlaceOutcome as PlaceOutcome;
    this.submitted = true;
    const { cart, promo } = this.root;
    if (!cart.canCheckout) return { status: 'blocked' } as PlaceOutcome;
    const first = firstInvalidField(this.validate());
    if (first) return { status: 'invalid', first } as PlaceOutcome;
    this.sending = true;
    this.failure = null;
    try {
      // A click during the cart's refresh waits for today's prices and delivery (the client's timeout ends it), so the order carries the total the summary shows next.
      if (cart.status === 'loading') yield when(() => cart.status !== 'loading');
      const request = this.request();
      const answer: CreateOrderAnswer = yield createOrder(this.root.api, request);
      if (!answer.ok) {
        this.failure = { kind: 'refused', message: answer.message };
        return { status: 'refused', message: answer.message } as PlaceOutcome;
      }
      this.placed = true;
      this.root.session.setJson(SESSION_KEYS.orderRecap, this.recap(answer.orderId, request));
      cart.rememberLastOrder();
      promo.markUsed();
      promo.clear();
      cart.clear();
      this.root.session.remove(SESSION_KEYS.checkoutDraft);
      reportGoal(ORDER_GOAL, this.root.config.analyticsId);
      return {
        status: 'placed',
        orderId: answer.orderId,
        payment: request.payment,
        ...(answer.paymentUrl ? { paymentUrl: answer.paymentUrl } : {}),
      } as PlaceOutcome;
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn(
          'The backend has no createOrder call: the checkout offers the phone number instead',
          error,
        );
        this.failure = { kind: 'unavailable' };
        return { status: 'unavailable' } as PlaceOutcome;
      }
      console.error('The order could not be placed', error);
      const reason = isApiError(error) ? error.kind : 'unknown';
      this.failure = { kind: 'failed', reason };
      return { status: 'failed', reason } as PlaceOutcome;
    } finally {
      this.sending = false;
    }
  });

  /** What /spasibo shows of the order just placed (read before the cart is emptied). */
  private recap(orderId: number, request: OrderRequest): OrderRecap {
    const { cart, presents, site } = this.root;
    const cafe = site.cafes.find((c) => c.id === request.cafeId);
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

  /** The kept draft of this tab, or the logged-in customer's details. */
  private restore(): void {
    const draft = this.root.session.getJson(SESSION_KEYS.checkoutDraft, DraftSchema);
    if (draft) {
      this.address = draft.address;
      this.cafeId = draft.cafeId;
      this.date = draft.date;
      this.time = draft.time;
      this.contact = draft.contact;
      this.comment = draft.comment;
      this.payment = draft.payment;
    }
    const profile = this.root.auth.profile;
    if (profile) {
      this.contact = {
        name: this.contact.name || profile.fullname,
        phone: this.contact.phone.replace(/\D/g, '').length > 1 ? this.contact.phone : profile.phone,
        email: this.contact.email || profile.email,
      };
    }
  }
}
