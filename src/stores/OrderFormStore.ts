import { makeAutoObservable, runInAction } from 'mobx';
import { isMissingRoute } from '@/api/errors';
import { createOrder, type CreateOrderAnswer, type OrderRequest, type PaymentMethod } from '@/api/order';
import {
  EMPTY_ADDRESS,
  shopTimeOf,
  validateOrder,
  type AddressValue,
  type ContactValue,
  type OrderErrors,
  type OrderFormValues,
  type OrderValidationOptions,
} from '@/domain/order';
import type { DeliveryType } from '@/domain/totals';
import type { RootStore } from './RootStore';

/** An order the server took: its number, and for card payment the bank's page. */
export type PlacedOrder = { orderId: number; payment: PaymentMethod; paymentUrl?: string };

/** Why the last send did not place an order: the server's message, no answer at all, or no createOrder on the backend. */
export type SendProblem = { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'unavailable' };

/** How a send ended; the component decides what to focus or show. */
export type SendOutcome =
  | { status: 'invalid' }
  | { status: 'busy' }
  | { status: 'placed'; order: PlacedOrder }
  | { status: 'refused'; message: string }
  | { status: 'failed' }
  | { status: 'unavailable' };

/** The values of a fresh order form. */
function emptyOrderForm(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    delivery: 'dostavka',
    address: { ...EMPTY_ADDRESS },
    cafeId: null,
    date: '',
    time: '',
    contact: { name: '', phone: '', email: '' },
    comment: '',
    payment: null,
    ...overrides,
  };
}

/** The validation inputs that do not depend on the form's own values. */
export type FormRules = Omit<OrderValidationOptions, 'now' | 'delivery'>;

/**
 * One order form outside the checkout (the operator's order entry, hand ordering): the values, the
 * messages next to the fields, one createOrder at a time, and the placed order. A refusal or a failure
 * keeps every value; `reset` starts the next order.
 */
export class OrderFormStore {
  values: OrderFormValues;
  errors: OrderErrors = {};
  /** Problems of fields the shared order rules do not know (the cart, the free text), by name. */
  extraErrors: Record<string, string> = {};
  sending = false;
  problem: SendProblem | null = null;
  placed: PlacedOrder | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly initial: Partial<OrderFormValues> = {},
    /** The clock (tests pass a fixed one). */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.values = emptyOrderForm(initial);
    makeAutoObservable<OrderFormStore, 'root' | 'initial' | 'now'>(
      this,
      { root: false, initial: false, now: false },
      { autoBind: true },
    );
  }

  setDelivery(delivery: DeliveryType): void {
    this.values.delivery = delivery;
    delete this.errors.address;
    delete this.errors.cafe;
    delete this.errors.time;
  }

  setAddress(address: AddressValue): void {
    if (address.value !== this.values.address.value || address.inZone !== this.values.address.inZone)
      delete this.errors.address;
    for (const part of ['flat', 'entrance', 'floor', 'intercom'] as const)
      if (address[part] !== this.values.address[part]) delete this.errors[part];
    this.values.address = address;
  }

  setCafe(cafeId: number): void {
    this.values.cafeId = cafeId;
    delete this.errors.cafe;
  }

  setSlot(slot: { date: string; time: string }): void {
    if (slot.date !== this.values.date) delete this.errors.date;
    if (slot.time !== this.values.time || slot.date !== this.values.date) delete this.errors.time;
    this.values.date = slot.date;
    this.values.time = slot.time;
  }

  setContact(contact: ContactValue): void {
    for (const field of ['name', 'phone', 'email'] as const)
      if (contact[field] !== this.values.contact[field]) delete this.errors[field];
    this.values.contact = contact;
  }

  setComment(comment: string): void {
    this.values.comment = comment;
    delete this.errors.comment;
  }

  setPayment(payment: PaymentMethod): void {
    this.values.payment = payment;
    delete this.errors.payment;
  }

  /** Sets or clears a problem of a field outside the shared rules. */
  setExtraError(field: string, problem: string | null): void {
    if (problem) this.extraErrors[field] = problem;
    else delete this.extraErrors[field];
  }

  /** Checks the form (with the extra problems the caller found); true when it can be sent. */
  validate(rules: FormRules & { leadTimeDays: number }): boolean {
    this.errors = validateOrder(this.values, {
      ...rules,
      now: shopTimeOf(this.now()),
      delivery: this.values.delivery,
      freeTextAddress: !this.root.addresses.suggesting,
    });
    return Object.keys(this.errors).length === 0 && Object.keys(this.extraErrors).length === 0;
  }

  /** The address as createOrder takes it (only a picked one has a point; typed text goes alone when no suggestions can be had). */
  get orderAddress(): OrderRequest['address'] {
    const a = this.values.address;
    const point = a.lat !== null && a.lon !== null ? { lat: a.lat, lon: a.lon } : null;
    if (!point && this.root.addresses.suggesting) return undefined;
    const parts = {
      flat: a.flat.trim(),
      entrance: a.entrance.trim(),
      floor: a.floor.trim(),
      intercom: a.intercom.trim(),
    };
    return {
      value: a.value.trim(),
      ...point,
      ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== '')),
    };
  }

  /** What every createOrder of these forms carries, from the form's values. */
  requestBase(): Omit<OrderRequest, 'lines' | 'presents' | 'promo' | 'total' | 'lang'> {
    const v = this.values;
    const address = this.orderAddress;
    return {
      delivery: v.delivery,
      customer: { name: v.contact.name.trim(), phone: v.contact.phone, email: v.contact.email.trim() },
      ...(v.delivery === 'dostavka' && address ? { address } : {}),
      ...(v.delivery === 'pickup' && v.cafeId !== null ? { cafeId: v.cafeId } : {}),
      date: v.date,
      time: v.time,
      comment: v.comment.trim(),
      payment: v.payment ?? 'cash',
      ...(this.root.site.token ? { token: this.root.site.token } : {}),
    };
  }

  /**
   * Sends one order: a second call while the first is on its way does nothing (a double click
   * places one order); a refusal or a failure keeps every value and says what happened.
   */
  async send(request: OrderRequest): Promise<SendOutcome> {
    if (this.sending) return { status: 'busy' };
    this.sending = true;
    this.problem = null;
    try {
      const answer: CreateOrderAnswer = await createOrder(this.root.api, request);
      return runInAction(() => {
        if (!answer.ok) {
          this.problem = { kind: 'refused', message: answer.message };
          return { status: 'refused', message: answer.message } as const;
        }
        this.placed = {
          orderId: answer.orderId,
          payment: request.payment,
          ...(answer.paymentUrl ? { paymentUrl: answer.paymentUrl } : {}),
        };
        return { status: 'placed', order: this.placed } as const;
      });
    } catch (error) {
      if (isMissingRoute(error)) {
        // createOrder is the shop's own call (DECISIONS.md section 6): the form offers the phone number.
        console.warn('The backend has no createOrder call', error);
        runInAction(() => (this.problem = { kind: 'unavailable' }));
        return { status: 'unavailable' };
      }
      console.error('The order could not be sent', error);
      runInAction(() => (this.problem = { kind: 'failed' }));
      return { status: 'failed' };
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** A fresh form for the next order (the delivery type stays as it was). */
  reset(): void {
    this.values = emptyOrderForm({ ...this.initial, delivery: this.values.delivery });
    this.errors = {};
    this.extraErrors = {};
    this.problem = null;
    this.placed = null;
  }
}
