import { makeAutoObservable, runInAction } from 'mobx';
import { array, enums, number, string, type } from 'superstruct';
import { isApiError, isMissingRoute } from '@/api/errors';
import { fetchOrderStatus, replaceOrderPayment, type OrderState } from '@/api/order';
import { problemOf } from '@/domain/errors';
import type { OrderRecap } from '@/domain/order';
import type { Locale } from '@/domain/types';
import type { RootStore } from './RootStore';
import { SESSION_KEYS } from './storage';

const Localized = type({ ru: string(), en: string() });

/** The recap the checkout keeps for the tab under `orderRecap` (CheckoutStore writes it). */
const OrderRecapSchema = type({
  orderId: number(),
  lines: array(type({ name: Localized, choice: Localized, count: number(), sum: number() })),
  gifts: array(Localized),
  delivery: enums(['dostavka', 'pickup']),
  place: Localized,
  date: string(),
  time: string(),
  total: number(),
  deliveryPrice: number(),
  payment: enums(['card', 'cash']),
});

/**
 * What is known of the order: asking; the server's answer (null: it does not know the order); a failed call
 * (the customer's connection or our server); `unavailable`: the backend has no orderStatus call (the shop's own,
 * DECISIONS.md section 6).
 */
export type OrderLoad =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderState | null }
  | { status: 'failed'; problem: 'connection' | 'server' }
  | { status: 'unavailable' };

/** After a failed card payment: what the customer asked for is under way. */
type PaymentAction = 'retryCard' | 'payInCash';

/** Why the asked change of payment did not happen: the server's own words, or none (the page says its own). */
export type PaymentProblem = { action: PaymentAction; message: string };

/** How "pay by card again" ended: the bank's page to open, or a problem (now in `problem`). */
type RetryOutcome = { status: 'bank'; paymentUrl: string } | { status: 'busy' | 'refused' | 'failed' };

/** How "pay in cash" ended; `failed`: the call itself failed (the page also says so in a toast). */
type CashOutcome = { status: 'switched' | 'busy' | 'refused' | 'failed' | 'unavailable' };

/**
 * The order of /spasibo?order=N (SPEC.md section 1, DECISIONS.md section 2): its status (orderStatus), the recap
 * the checkout kept for it in this tab, and after a failed card payment the two ways on: the bank's page again,
 * or cash on receipt (createOrder with `replacesOrderId`).
 */
export class OrderStatusStore {
  /** The order shown (null: no number in the link). */
  orderId: number | null = null;
  load: OrderLoad = { status: 'loading' };
  /** The order as the checkout kept it for this tab, when it is this order. */
  recap: OrderRecap | null = null;
  /** The change of payment under way. */
  pending: PaymentAction | null = null;
  problem: PaymentProblem | null = null;
  /** The backend has no createOrder for the switch to cash: the page gives the phone number instead. */
  switchUnavailable = false;
  private readSeq = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OrderStatusStore, 'root' | 'readSeq'>(
      this,
      { root: false, readSeq: false },
      { autoBind: true },
    );
  }

  /** Opens an order's page: its kept recap, then its status. */
  open(orderId: number | null): void {
    this.orderId = orderId;
    this.pending = null;
    this.problem = null;
    this.switchUnavailable = false;
    const kept = this.root.session.getJson(SESSION_KEYS.orderRecap, OrderRecapSchema);
    this.recap = kept && kept.orderId === orderId ? kept : null;
    void this.read();
  }

  /** Asks the server what happened to the order (again, on the customer's "refresh"). */
  async read(): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null) return;
    const seq = ++this.readSeq;
    this.load = { status: 'loading' };
    let load: OrderLoad;
    try {
      load = { status: 'ready', order: await fetchOrderStatus(this.root.api, orderId) };
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn('The backend has no orderStatus call: the page offers the phone number instead', error);
        load = { status: 'unavailable' };
      } else {
        console.error('The order status could not be read', error);
        load = { status: 'failed', problem: problemOf(isApiError(error) ? error.kind : null) };
      }
    }
    if (seq === this.readSeq && orderId === this.orderId) runInAction(() => (this.load = load));
  }

  /** The card payment failed: a new bank page for the same order. The page stays busy while the bank's page opens. */
  async retryCard(locale: Locale): Promise<RetryOutcome> {
    const orderId = this.orderId;
    if (orderId === null || this.pending) return { status: 'busy' };
    this.pending = 'retryCard';
    this.problem = null;
    try {
      const answer = await replaceOrderPayment(this.root.api, orderId, 'card', locale);
      if (answer.ok && answer.paymentUrl) return { status: 'bank', paymentUrl: answer.paymentUrl };
      this.stop({ action: 'retryCard', message: answer.ok ? '' : answer.message });
      return { status: 'refused' };
    } catch (error) {
      console.error('The card payment could not be started again', error);
      this.stop({ action: 'retryCard', message: '' });
      return { status: 'failed' };
    }
  }

  /** The card payment failed: the order is paid in cash on receipt instead. */
  async payInCash(locale: Locale): Promise<CashOutcome> {
    const orderId = this.orderId;
    if (orderId === null || this.pending) return { status: 'busy' };
    this.pending = 'payInCash';
    this.problem = null;
    try {
      const answer = await replaceOrderPayment(this.root.api, orderId, 'cash', locale);
      if (!answer.ok) {
        this.stop({ action: 'payInCash', message: answer.message });
        return { status: 'refused' };
      }
      runInAction(() => {
        this.readSeq++;
        this.load = { status: 'ready', order: { orderId, status: 'new', payment: 'cash' } };
      });
      this.stop(null);
      return { status: 'switched' };
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn(
          'The backend has no createOrder call to switch the payment: the page offers the phone number instead',
          error,
        );
        runInAction(() => (this.switchUnavailable = true));
        this.stop(null);
        return { status: 'unavailable' };
      }
      console.error('The order could not be switched to cash', error);
      this.stop({ action: 'payInCash', message: '' });
      return { status: 'failed' };
    }
  }

  private stop(problem: PaymentProblem | null): void {
    this.pending = null;
    this.problem = problem;
  }
}
