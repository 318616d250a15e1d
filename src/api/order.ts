import { array, string, type, unknown } from 'superstruct';
import type { CartLine } from '@/domain/cartLine';
import type { Present } from '@/domain/gifts';
import type { DeliveryType } from '@/domain/totals';
import type { ApiClient } from './client';
import { Flag01, Int, knownOrAbsent, maybe, Name, Num, Text } from './schemas';
import { readItems } from './tolerant';

/** How the customer pays: on the bank's page, or in cash to the courier / at the cafe. */
export type PaymentMethod = 'card' | 'cash';

/** orderStatus's `status` (DECISIONS.md section 2). */
type OrderStatus = 'new' | 'paid' | 'payment_failed' | 'cancelled';

/** The operator brands of the admin order-entry forms (DECISIONS.md section 3); customers' orders have none. */
export type OrderBrand = 'udc' | 'bm' | 'cg' | 'cs' | 'cs-old';

/** A delivery address as suggestAddress gives it, plus what the customer adds by hand; typed text has no point. */
type OrderAddress = {
  value: string;
  lat?: number;
  lon?: number;
  flat?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
};

/** Everything createOrder needs, in the shop's words (mapped to the wire names in `createOrder`). */
export type OrderRequest = {
  lines: readonly CartLine[];
  presents: readonly Present[];
  /** The applied promo code ('' for none). */
  promo: string;
  delivery: DeliveryType;
  customer: { name: string; phone: string; email: string };
  /** For delivery. */
  address?: OrderAddress;
  /** For pickup: the cafe's id. */
  cafeId?: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The time slot, e.g. `12:00–13:00`. */
  time: string;
  comment: string;
  payment: PaymentMethod;
  lang: 'ru' | 'en';
  /** The total the customer saw, so the server can refuse an order whose prices changed. */
  total: number;
  /** The session token of menu_catalog. */
  token?: string;
  /** The logged-in customer's id. */
  userId?: number;
  /** Operator orders from the admin area. */
  brand?: OrderBrand;
  /** Free-text order (hand ordering) instead of, or besides, the lines. */
  freeText?: string;
  /** Re-places an order whose card payment failed, to be paid in cash. */
  replacesOrderId?: number;
};

const CreateOrderSchema = type({
  code: Int,
  // No message: the checkout shows its own words.
  message: Text,
  // Required with code 1 only (createOrder): without it the order counts as refused.
  orderId: maybe(Int),
  // No bank page: a card order cannot be paid online (createOrder's caller says so).
  paymentUrl: maybe(string()),
});

/** The createOrder answer: `ok` with the order number (and the bank's page for card), or the server's message. */
export type CreateOrderAnswer =
  { ok: true; orderId: number; paymentUrl?: string; message: string } | { ok: false; message: string };

/**
 * POST /api/main_pages/createOrder.php (DECISIONS.md section 2): code 1 with `orderId`, and
 * `paymentUrl` for card payment; any other code is a refusal with a message in the request's language.
 */
export async function createOrder(client: ApiClient, order: OrderRequest): Promise<CreateOrderAnswer> {
  const body = {
    cart: order.lines,
    presents: order.presents,
    promo: order.promo,
    typeDelivery: order.delivery,
    customer: order.customer,
    address: order.delivery === 'dostavka' ? (order.address ?? null) : null,
    cafe: order.delivery === 'pickup' ? (order.cafeId ?? null) : null,
    date: order.date,
    time: order.time,
    comment: order.comment,
    payment: order.payment,
    lang: order.lang,
    total: order.total,
    ...(order.token ? { token: order.token } : {}),
    ...(order.userId !== undefined ? { userId: order.userId } : {}),
    ...(order.brand ? { brand: order.brand } : {}),
    ...(order.freeText ? { freeText: order.freeText } : {}),
    ...(order.replacesOrderId !== undefined ? { replacesOrderId: order.replacesOrderId } : {}),
  };
  const answer = await client.post('/api/main_pages/createOrder.php', body, CreateOrderSchema);
  if (answer.code === 1 && answer.orderId !== undefined && Number.isFinite(answer.orderId)) {
    return {
      ok: true,
      orderId: answer.orderId,
      message: answer.message,
      ...(answer.paymentUrl ? { paymentUrl: answer.paymentUrl } : {}),
    };
  }
  return { ok: false, message: answer.message };
}

export const OrderStatusSchema = type({
  code: Int,
  message: Text,
  // A status we do not know (or none) reads as absent: the order's state is unknown (fetchOrderStatus → null).
  status: knownOrAbsent(['new', 'paid', 'payment_failed', 'cancelled'] as const),
  // Ours; unknown or absent: the page does not name the payment method.
  payment: knownOrAbsent(['card', 'cash'] as const),
  total: maybe(Num),
  /** 1 once the card payment went through (kept after a cancel, so the refund note can show); absent: not known to be paid. */
  paid: maybe(Flag01),
});

/** An order as orderStatus tells it. */
export type OrderState = {
  orderId: number;
  status: OrderStatus;
  payment?: PaymentMethod;
  total?: number;
  paid?: boolean;
};

/** POST /api/main_pages/orderStatus.php { orderId }: the order's status, or null when the server does not know it. */
export async function fetchOrderStatus(client: ApiClient, orderId: number): Promise<OrderState | null> {
  const answer = await client.post('/api/main_pages/orderStatus.php', { orderId }, OrderStatusSchema);
  if (answer.code !== 1 || !answer.status) return null;
  return {
    orderId,
    status: answer.status,
    ...(answer.payment ? { payment: answer.payment } : {}),
    ...(answer.total !== undefined ? { total: answer.total } : {}),
    ...(answer.paid !== undefined ? { paid: answer.paid } : {}),
  };
}

export const SuggestionSchema = type({ value: Name, lat: Num, lon: Num, inZone: Flag01 });

/** An address suggestion: the text, where it is, and whether we deliver there. */
export type AddressSuggestion = { value: string; lat: number; lon: number; inZone: boolean };

/** GET /api/suggestAddress.php?query=…&lang=…: up to ten addresses matching the query (DECISIONS.md section 2). */
export async function suggestAddress(
  client: ApiClient,
  query: string,
  lang: 'ru' | 'en',
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const answer = await client.get('/api/suggestAddress.php', array(unknown()), {
    query: { query, lang },
    ...(signal ? { signal } : {}),
  });
  // A broken suggestion is left out with a warning; the others are offered.
  return readItems(answer, SuggestionSchema, '/api/suggestAddress.php', 'suggestions');
}

/**
 * After a failed card payment (SPEC.md section 1): createOrder with `replacesOrderId` and the new
 * `payment`. Cash switches the order to payment on receipt; card asks for another payment at the bank
 * (the answer carries a new `paymentUrl`). The answer is the same order's number, or a refusal.
 */
export async function replaceOrderPayment(
  client: ApiClient,
  orderId: number,
  payment: PaymentMethod,
  lang: 'ru' | 'en',
): Promise<CreateOrderAnswer> {
  const answer = await client.post(
    '/api/main_pages/createOrder.php',
    { replacesOrderId: orderId, payment, lang },
    CreateOrderSchema,
  );
  if (answer.code === 1 && answer.orderId !== undefined && Number.isFinite(answer.orderId)) {
    return {
      ok: true,
      orderId: answer.orderId,
      message: answer.message,
      ...(answer.paymentUrl ? { paymentUrl: answer.paymentUrl } : {}),
    };
  }
  return { ok: false, message: answer.message };
}
