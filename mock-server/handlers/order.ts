import type { MockDb } from '../db';
import { field, type MockAnswer, type MockRequest } from '../types';

type Lang = 'ru' | 'en';
const langOf = (value: string): Lang => (value === 'en' ? 'en' : 'ru');

const texts = {
  ru: {
    placed: 'Заказ принят',
    emptyCart: 'Корзина пуста',
    noName: 'Укажите имя',
    badPhone: 'Укажите телефон в формате +7 (999) 999-99-99',
    badEmail: 'Проверьте e-mail',
    noAddress: 'Укажите адрес доставки',
    outOfZone: 'По этому адресу мы пока не доставляем',
    noCafe: 'Выберите кафе для самовывоза',
    noSlot: 'Выберите дату и время',
    badPayment: 'Выберите способ оплаты',
    unknownOrder: 'Заказ не найден',
    notReplaceable: 'Этот заказ нельзя перевести на оплату наличными',
  },
  en: {
    placed: 'Order placed',
    emptyCart: 'The cart is empty',
    noName: 'Enter your name',
    badPhone: 'Enter the phone as +7 (999) 999-99-99',
    badEmail: 'Check the e-mail',
    noAddress: 'Enter the delivery address',
    outOfZone: 'We do not deliver to this address yet',
    noCafe: 'Choose a cafe for pickup',
    noSlot: 'Choose a date and time',
    badPayment: 'Choose how to pay',
    unknownOrder: 'Order not found',
    notReplaceable: 'This order cannot be switched to cash',
  },
} as const;

/** An order as the mock keeps it in `db.orders`. */
export type MockOrder = {
  orderId: number;
  status: 'new' | 'paid' | 'payment_failed' | 'cancelled';
  payment: 'card' | 'cash';
  total: number;
  typeDelivery: 'dostavka' | 'pickup';
  createdAt: string;
  /** When the mock bank took the card payment. */
  paidAt?: string;
  [key: string]: unknown;
};

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const FIRST_ORDER_ID = 10001;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Whether the mock delivers to a point: inside the delivery area of the fixtures' config. */
export function inZone(db: MockDb, point: { lat: number; lon: number }): boolean {
  const area = db.config.deliveryArea;
  return Number.isFinite(point.lat) && Number.isFinite(point.lon) && distanceKm(area, point) <= area.radiusKm;
}

/** The orders of the tab, typed. */
export function ordersOf(db: MockDb): MockOrder[] {
  return db.orders as MockOrder[];
}

function findOrder(db: MockDb, id: unknown): MockOrder | undefined {
  const orderId = Number(id);
  return ordersOf(db).find((order) => order.orderId === orderId);
}

/** Whether a phone has the 11 digits of a Russian number. */
const phoneOk = (phone: string) => /^\+?[78]\d{10}$/.test(phone.replace(/[\s()-]/g, ''));
const emailOk = (email: string) => email === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

/** The server's own total of an order: Σ price × count of its lines (discounts are the client's business in the mock). */
function linesTotal(cart: unknown): number {
  if (!Array.isArray(cart)) return 0;
  return cart.reduce<number>((sum, raw) => {
    const line = record(raw);
    const price = Number(line.price);
    const count = Number(line.count);
    return sum + (Number.isFinite(price) && Number.isFinite(count) ? price * count : 0);
  }, 0);
}

/**
 * POST /api/main_pages/createOrder.php (DECISIONS.md section 2): checks the order as a real server
 * would (lines or a free text, name, phone, e-mail, an in-zone address or a cafe, date and time,
 * payment), keeps it in `db.orders` and answers its number; card orders also get `paymentUrl`, the
 * mock bank page (`db.config.paymentPage` with `{orderId}` and `{lang}`). With `replacesOrderId` of
 * an order whose card payment failed, that order is switched to cash, or (payment `card`) gets a new
 * payment link for another try at the bank.
 */
export function createOrder(db: MockDb, request: MockRequest): MockAnswer {
  const body = record(request.body);
  const lang = langOf(field(body, 'lang'));
  const t = texts[lang];
  const refuse = (message: string): MockAnswer => ({ body: { code: 0, message } });

  if (body.replacesOrderId !== undefined) {
    const order = findOrder(db, body.replacesOrderId);
    if (!order) return refuse(t.unknownOrder);
    const payment = field(body, 'payment');
    if (order.status !== 'payment_failed' || (payment !== 'cash' && payment !== 'card'))
      return refuse(t.notReplaceable);
    order.payment = payment;
    order.status = 'new';
    // Card again: a new payment at the bank for the same order.
    const retry =
      payment === 'card'
        ? {
            paymentUrl: db.config.paymentPage
              .replace('{orderId}', String(order.orderId))
              .replace('{lang}', lang),
          }
        : {};
    return { body: { code: 1, message: t.placed, orderId: order.orderId, ...retry } };
  }

  const cart = Array.isArray(body.cart) ? body.cart : [];
  const freeText = field(body, 'freeText').trim();
  if (cart.length === 0 && !freeText) return refuse(t.emptyCart);
  const customer = record(body.customer);
  if (field(customer, 'name').trim().length < 2) return refuse(t.noName);
  if (!phoneOk(field(customer, 'phone'))) return refuse(t.badPhone);
  if (!emailOk(field(customer, 'email').trim())) return refuse(t.badEmail);
  const typeDelivery = field(body, 'typeDelivery') === 'pickup' ? 'pickup' : 'dostavka';
  if (typeDelivery === 'dostavka') {
    const address = record(body.address);
    if (!field(address, 'value').trim()) return refuse(t.noAddress);
    if (!inZone(db, { lat: Number(address.lat), lon: Number(address.lon) })) return refuse(t.outOfZone);
  } else if (!db.cafes.some((cafe) => cafe.id === Number(body.cafe))) {
    return refuse(t.noCafe);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(field(body, 'date')) || !field(body, 'time').trim())
    return refuse(t.noSlot);
  const payment = field(body, 'payment');
  if (payment !== 'card' && payment !== 'cash') return refuse(t.badPayment);

  const orderId = FIRST_ORDER_ID + db.orders.length;
  const total = Number.isFinite(Number(body.total)) ? Number(body.total) : linesTotal(cart);
  const order: MockOrder = {
    ...body,
    orderId,
    status: 'new',
    payment,
    total,
    typeDelivery,
    createdAt: new Date().toISOString(),
  };
  db.orders.push(order);
  const paymentUrl =
    payment === 'card'
      ? db.config.paymentPage.replace('{orderId}', String(orderId)).replace('{lang}', lang)
      : undefined;
  return { body: { code: 1, message: t.placed, orderId, ...(paymentUrl ? { paymentUrl } : {}) } };
}

/** POST /api/main_pages/orderStatus.php { orderId }: code 1 with status, payment and total, or code 0. */
export function orderStatus(db: MockDb, request: MockRequest): MockAnswer {
  const order = findOrder(db, field(request.body, 'orderId'));
  if (!order) return { body: { code: 0, message: texts[langOf(field(request.body, 'lang'))].unknownOrder } };
  return {
    body: {
      code: 1,
      orderId: order.orderId,
      status: order.status,
      payment: order.payment,
      total: order.total,
      paid: order.paidAt ? 1 : 0,
    },
  };
}

/**
 * POST /api/mock/bank.php { orderId, result: 'paid' | 'failed' }: what the mock bank page reports
 * (a real bank tells the PHP server itself). Mock only: not part of the API contract.
 */
export function bankResult(db: MockDb, request: MockRequest): MockAnswer {
  const order = findOrder(db, field(request.body, 'orderId'));
  if (!order || order.payment !== 'card' || order.status !== 'new')
    return { status: 409, body: { code: 0, message: 'not payable' } };
  order.status = field(request.body, 'result') === 'paid' ? 'paid' : 'payment_failed';
  if (order.status === 'paid') order.paidAt = new Date().toISOString();
  return { body: { code: 1, status: order.status } };
}

/** QA (the panel's order list): cancels an order as the shop's operator would; a paid one keeps `paidAt` for the refund note. */
export function cancelOrder(db: MockDb, orderId: number): boolean {
  const order = findOrder(db, orderId);
  if (!order || order.status === 'cancelled') return false;
  order.status = 'cancelled';
  order.cancelledAt = new Date().toISOString();
  return true;
}

const MAX_SUGGESTIONS = 10;

/**
 * GET /api/suggestAddress.php?query=…&lang=…: up to ten fixture addresses containing every word of
 * the query (either language), in the request's language, each with `inZone` from the delivery area.
 */
export function suggestAddress(db: MockDb, request: MockRequest): MockAnswer {
  const lang = langOf(request.query.lang ?? '');
  const words = (request.query.query ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s,.]+/)
    .filter(Boolean);
  if (words.length === 0) return { body: [] };
  const matches = db.addresses.filter((address) => {
    const text = `${address.value} ${address.value_en}`.toLowerCase().replace(/ё/g, 'е');
    return words.every((word) => text.includes(word));
  });
  return {
    body: matches.slice(0, MAX_SUGGESTIONS).map((address) => ({
      value: lang === 'en' ? address.value_en : address.value,
      lat: address.lat,
      lon: address.lon,
      inZone: inZone(db, address),
    })),
  };
}
