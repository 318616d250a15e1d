import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, isMissingRoute, type ApiErrorKind } from '@/api/errors';
import { createOrder, type CreateOrderAnswer, type OrderRequest, type PaymentMethod } from '@/api/order';
import {
  EMPTY_ADDRESS,
  ORDER_FIELDS,
  shopTimeOf,
  validateOrder,
  type AddressValue,
  type ContactValue,
  type OrderErrors,
  type OrderField,
  type OrderFormValues,
  type OrderValidationOptions,
} from '@/domain/order';
import type { DeliveryType } from '@/domain/totals';
import { AddressStore } from './AddressStore';
import type { RootStore } from './RootStore';
import { FormModel, refused, sent, type DraftOptions, type Problems } from './form/FormModel';

/** An order the server took: its number, and for card payment the bank's page. */
export type PlacedOrder = { orderId: number; payment: PaymentMethod; paymentUrl?: string };

/** Why the last send did not place an order: the server's message, no answer at all, or no createOrder on the backend. */
export type SendProblem =
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; reason: ApiErrorKind | 'unknown' }
  | { kind: 'unavailable' };

/** How a send ended; the component decides what to focus or show. */
export type SendOutcome =
  | { status: 'invalid' }
  | { status: 'busy' }
  | { status: 'placed'; order: PlacedOrder; request: OrderRequest }
  | { status: 'refused'; message: string }
  | { status: 'failed'; reason: ApiErrorKind | 'unknown' }
  | { status: 'unavailable' };

/** Fields a form adds to the shared order rules: the operator's cart, the hand order's own words. */
type ExtraField = 'cart' | 'text';
type Field = OrderField | ExtraField;

/** The validation inputs that do not depend on the form's own values, read at each check. */
type FormRules = Omit<OrderValidationOptions, 'now' | 'delivery' | 'freeTextAddress'>;

export type OrderFormOptions = {
  /** Values a fresh form starts with (the payment an operator or the checkout offers first). */
  initial?: Partial<OrderFormValues>;
  rules: () => FormRules;
  /** Problems of the fields the shared order rules do not know. */
  extra?: () => Problems<ExtraField, string>;
  /** The values kept for the tab (the checkout's `checkoutDraft`). */
  draft?: DraftOptions;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
};

/**
 * The order form of the checkout, the operator's order entry and hand ordering, on the one FormModel: the
 * values, the messages next to the fields, one createOrder at a time, and the placed order. A refusal or a
 * failure keeps every value; `reset` starts the next order.
 */
export class OrderFormStore {
  readonly form: FormModel<OrderFormValues, Field, string, SendProblem>;
  placed: PlacedOrder | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly root: RootStore,
    options: OrderFormOptions,
  ) {
    const { rules, extra, now = () => new Date() } = options;
    this.now = now;
    this.form = new FormModel<OrderFormValues, Field, string, SendProblem>({
      initial: {
        delivery: 'dostavka',
        address: { ...EMPTY_ADDRESS },
        cafeId: null,
        date: '',
        time: '',
        contact: { name: '', phone: '', email: '' },
        comment: '',
        payment: null,
        ...options.initial,
      },
      validate: (values) => ({
        ...validateOrder(values, {
          ...rules(),
          now: shopTimeOf(this.now()),
          delivery: values.delivery,
          freeTextAddress: !this.root.feature(AddressStore).suggesting,
        }),
        ...extra?.(),
      }),
      fields: [...ORDER_FIELDS, 'cart', 'text'],
      failure: (error) => {
        if (isMissingRoute(error)) {
          // createOrder is the shop's own call (DECISIONS.md section 6): the form offers the phone number.
          console.warn(
            'The backend has no createOrder call: the form offers the phone number instead',
            error,
          );
          return { kind: 'unavailable' };
        }
        console.error('The order could not be placed', error);
        return { kind: 'failed', reason: isApiError(error) ? error.kind : 'unknown' };
      },
      ...(options.draft ? { draft: options.draft } : {}),
    });
    makeAutoObservable<OrderFormStore, 'root' | 'now'>(
      this,
      { root: false, now: false, form: false },
      { autoBind: true },
    );
  }

  get values(): OrderFormValues {
    return this.form.values;
  }

  /** The messages of the shared order rules. */
  get errors(): OrderErrors {
    return Object.fromEntries(
      ORDER_FIELDS.flatMap((f) => (this.form.errors[f] ? [[f, this.form.errors[f]]] : [])),
    );
  }

  /** The messages of the fields the shared rules do not know (the cart, the free text), by name. */
  get extraErrors(): Problems<ExtraField, string> {
    const { cart, text } = this.form.errors;
    return { ...(cart ? { cart } : {}), ...(text ? { text } : {}) };
  }

  get sending(): boolean {
    return this.form.sending;
  }

  get problem(): SendProblem | null {
    return this.form.problem;
  }

  setDelivery(delivery: DeliveryType): void {
    this.form.set('delivery', delivery);
    this.form.clear('address', 'cafe', 'time');
  }

  setAddress(address: AddressValue): void {
    const before = this.values.address;
    this.form.set('address', address);
    for (const part of ['flat', 'entrance', 'floor', 'intercom'] as const)
      if (address[part] !== before[part]) this.form.clear(part);
  }

  setCafe(cafeId: number): void {
    this.form.set('cafeId', cafeId);
    this.form.clear('cafe');
  }

  setSlot(slot: { date: string; time: string }): void {
    this.form.set('date', slot.date);
    this.form.set('time', slot.time);
  }

  setContact(contact: ContactValue): void {
    const before = this.values.contact;
    this.form.set('contact', contact);
    for (const field of ['name', 'phone', 'email'] as const)
      if (contact[field] !== before[field]) this.form.clear(field);
  }

  setComment(comment: string): void {
    this.form.set('comment', comment);
  }

  setPayment(payment: PaymentMethod): void {
    this.form.set('payment', payment);
  }

  /** Takes a message of a field outside the shared rules away (its value changed). */
  clearExtra(field: ExtraField): void {
    this.form.clear(field);
  }

  /** Checks the form; the messages appear next to the fields. True when it can be sent. */
  validate(): boolean {
    return this.form.check();
  }

  /** The address as createOrder takes it (only a picked one has a point; typed text goes alone when no suggestions can be had). */
  get orderAddress(): OrderRequest['address'] {
    const a = this.values.address;
    const point = a.lat !== null && a.lon !== null ? { lat: a.lat, lon: a.lon } : null;
    if (!point && this.root.feature(AddressStore).suggesting) return undefined;
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
      ...(this.root.catalogue.token ? { token: this.root.catalogue.token } : {}),
    };
  }

  /**
   * Checks the form and sends one order built from it: a second call while the first is on its way does
   * nothing (a double click places one order); a refusal or a failure keeps every value and says what happened.
   */
  async place(build: () => OrderRequest | Promise<OrderRequest>): Promise<SendOutcome> {
    const outcome = await this.form.submit(async () => {
      const request = await build();
      const answer: CreateOrderAnswer = await createOrder(this.root.api, request);
      if (!answer.ok) return refused<SendProblem>({ kind: 'refused', message: answer.message });
      const order: PlacedOrder = {
        orderId: answer.orderId,
        payment: request.payment,
        ...(answer.paymentUrl ? { paymentUrl: answer.paymentUrl } : {}),
      };
      return sent({ order, request });
    });
    switch (outcome.status) {
      case 'invalid':
      case 'busy':
        return { status: outcome.status };
      case 'sent':
        runInAction(() => (this.placed = outcome.value.order));
        return { status: 'placed', ...outcome.value };
      default: {
        const problem = outcome.problem;
        return problem.kind === 'refused'
          ? { status: 'refused', message: problem.message }
          : problem.kind === 'failed'
            ? { status: 'failed', reason: problem.reason }
            : { status: 'unavailable' };
      }
    }
  }

  /** A fresh form for the next order (the delivery type stays as it was). */
  reset(): void {
    this.form.reset({ ...this.form.initialValues, delivery: this.values.delivery });
    this.placed = null;
  }
}
