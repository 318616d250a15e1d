import { makeAutoObservable } from 'mobx';
import { freeTextProblem, HAND_ORDER_TEXT } from '@/domain/handOrder';
import type { Locale } from '@/domain/types';
import { OrderFormStore, type SendOutcome } from './OrderFormStore';
import type { RootStore } from './RootStore';

/** The slot is the time the customer wants; the manager confirms it on the call, so the shop's usual slot rules apply. */
const HAND_ORDER_TIME_LEAD_DAYS = 0;

/**
 * The customer's hand order (/handOrdering): what they want in their own words, contacts, delivery or
 * pickup, date and time, comment; sent with createOrder as `freeText` with no lines. The price is agreed
 * on the manager's call back, so it goes as cash (pay on receipt) with a total of 0.
 */
export class HandOrderStore {
  readonly form: OrderFormStore;
  text = '';

  constructor(
    private readonly root: RootStore,
    now?: () => Date,
  ) {
    this.form = new OrderFormStore(root, {
      initial: { payment: 'cash' },
      rules: () => ({
        requireEmail: false,
        cafeIds: this.root.catalogue.pickableCafes.map((c) => c.id),
        leadTimeDays: HAND_ORDER_TIME_LEAD_DAYS,
      }),
      extra: () => {
        const problem = freeTextProblem(this.text);
        return problem ? { text: problem } : {};
      },
      ...(now ? { now } : {}),
    });
    makeAutoObservable<HandOrderStore, 'root'>(this, { root: false, form: false }, { autoBind: true });
  }

  /** Opens the form; `text` (the legacy test checkout's cart) fills an empty order. */
  open(text = ''): void {
    if (text && !this.text.trim()) this.text = text;
  }

  /** The form closes: after a sent order the next visit starts a fresh one. */
  close(): void {
    if (this.form.placed) this.next();
  }

  setText(text: string): void {
    this.text = text.slice(0, HAND_ORDER_TEXT.max + 1);
    this.form.clearExtra('text');
  }

  /** Validates and sends the free-text order; one order per double click. */
  place(locale: Locale): Promise<SendOutcome> {
    return this.form.place(() => ({
      ...this.form.requestBase(),
      lines: [],
      presents: [],
      promo: '',
      total: 0,
      lang: locale,
      freeText: this.text.trim(),
    }));
  }

  /** Another order: an empty form. */
  next(): void {
    this.text = '';
    this.form.reset();
  }
}
