import { describe, expect, it } from 'vitest';
import { createDb, type MockDb } from '../db';
import type { MockRequest } from '../types';
import {
  bankResult,
  cancelOrder,
  createOrder,
  distanceKm,
  inZone,
  orderStatus,
  ordersOf,
  suggestAddress,
} from './order';

const post = (path: string, body: unknown): MockRequest => ({ method: 'POST', path, query: {}, body });
const get = (path: string, query: Record<string, string>): MockRequest => ({
  method: 'GET',
  path,
  query,
  body: null,
});

const TVERSKAYA = { value: 'Москва, ул. Тверская, д. 7', lat: 55.758, lon: 37.611 };
const KHIMKI = { value: 'Московская обл., Химки, ул. Московская, д. 21', lat: 55.888, lon: 37.43 };

function order(overrides: Record<string, unknown> = {}) {
  return {
    cart: [{ id: 701, name: 'Медовик', count: 2, price: 420 }],
    presents: [],
    promo: '',
    typeDelivery: 'dostavka',
    customer: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'demo@example.com' },
    address: TVERSKAYA,
    cafe: null,
    date: '2026-11-23',
    time: '12:00–13:00',
    comment: '',
    payment: 'cash',
    lang: 'ru',
    total: 1190,
    ...overrides,
  };
}

const place = (db: MockDb, overrides: Record<string, unknown> = {}) =>
  createOrder(db, post('/api/main_pages/createOrder.php', order(overrides))).body as Record<string, unknown>;

describe('createOrder', () => {
  it('keeps a cash order and answers its number, without a payment page', () => {
    const db = createDb();
    const answer = place(db);
    expect(answer).toMatchObject({ code: 1, orderId: 10001 });
    expect(answer.paymentUrl).toBeUndefined();
    expect(ordersOf(db)).toHaveLength(1);
    expect(ordersOf(db)[0]).toMatchObject({ orderId: 10001, status: 'new', payment: 'cash', total: 1190 });
  });

  it('numbers orders one after another', () => {
    const db = createDb();
    place(db);
    expect(place(db).orderId).toBe(10002);
  });

  it('gives card orders the bank page with the order number and language', () => {
    const db = createDb();
    expect(place(db, { payment: 'card', lang: 'en' }).paymentUrl).toBe('/mock-bank?order=10001&lang=en');
  });

  it('takes pickup with a known cafe and no address', () => {
    const db = createDb();
    const cafe = db.cafes[0]!.id;
    expect(place(db, { typeDelivery: 'pickup', address: null, cafe }).code).toBe(1);
  });

  it.each([
    ['an empty cart', { cart: [] }, 'Корзина пуста'],
    ['a one-letter name', { customer: { name: 'А', phone: '+7 (916) 123-45-67', email: '' } }, 'Укажите имя'],
    [
      'a short phone',
      { customer: { name: 'Анна', phone: '+7 (916) 123-45', email: '' } },
      'Укажите телефон в формате +7 (999) 999-99-99',
    ],
    [
      'a bad e-mail',
      { customer: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'anna@' } },
      'Проверьте e-mail',
    ],
    ['no address', { address: null }, 'Укажите адрес доставки'],
    ['an address outside the zone', { address: KHIMKI }, 'По этому адресу мы пока не доставляем'],
    ['pickup without a cafe', { typeDelivery: 'pickup', cafe: 999 }, 'Выберите кафе для самовывоза'],
    ['no date', { date: 'завтра' }, 'Выберите дату и время'],
    ['no time', { time: '' }, 'Выберите дату и время'],
    ['an unknown payment', { payment: 'bitcoin' }, 'Выберите способ оплаты'],
  ])('refuses %s with a message and keeps nothing', (_name, overrides, message) => {
    const db = createDb();
    expect(place(db, overrides)).toEqual({ code: 0, message });
    expect(db.orders).toHaveLength(0);
  });

  it('refuses in English for lang en', () => {
    expect(place(createDb(), { lang: 'en', address: KHIMKI }).message).toBe(
      'We do not deliver to this address yet',
    );
  });

  it('takes a free-text order without lines (hand ordering)', () => {
    expect(place(createDb(), { cart: [], freeText: 'Торт на 20 человек' }).code).toBe(1);
  });

  it('accepts an empty e-mail and phones written 8… or 7…', () => {
    expect(place(createDb(), { customer: { name: 'Анна', phone: '89161234567', email: '' } }).code).toBe(1);
    expect(place(createDb(), { customer: { name: 'Анна', phone: '7 916 123 45 67', email: '' } }).code).toBe(
      1,
    );
  });
});

describe('paying by card and switching to cash', () => {
  it('goes new → paid through the bank page', () => {
    const db = createDb();
    const { orderId } = place(db, { payment: 'card' });
    expect(bankResult(db, post('/api/mock/bank.php', { orderId, result: 'paid' })).body).toEqual({
      code: 1,
      status: 'paid',
    });
    expect(orderStatus(db, post('', { orderId })).body).toMatchObject({
      code: 1,
      status: 'paid',
      payment: 'card',
      paid: 1,
    });
  });

  it('goes new → payment_failed → new in cash with the same number', () => {
    const db = createDb();
    const { orderId } = place(db, { payment: 'card' });
    bankResult(db, post('/api/mock/bank.php', { orderId, result: 'failed' }));
    expect(orderStatus(db, post('', { orderId })).body).toMatchObject({ status: 'payment_failed' });
    expect(place(db, { replacesOrderId: orderId, payment: 'cash' })).toMatchObject({ code: 1, orderId });
    expect(orderStatus(db, post('', { orderId })).body).toMatchObject({ status: 'new', payment: 'cash' });
    expect(db.orders).toHaveLength(1);
  });

  it('goes payment_failed → new by card again with a new payment link, and the bank can then take it', () => {
    const db = createDb();
    const { orderId } = place(db, { payment: 'card' });
    bankResult(db, post('/api/mock/bank.php', { orderId, result: 'failed' }));
    expect(place(db, { replacesOrderId: orderId, payment: 'card' })).toMatchObject({
      code: 1,
      orderId,
      paymentUrl: expect.stringContaining(String(orderId)),
    });
    expect(bankResult(db, post('/api/mock/bank.php', { orderId, result: 'paid' })).body).toEqual({
      code: 1,
      status: 'paid',
    });
    expect(db.orders).toHaveLength(1);
  });

  it('does not switch an order that has not failed, nor pay twice', () => {
    const db = createDb();
    const { orderId } = place(db, { payment: 'card' });
    expect(place(db, { replacesOrderId: orderId, payment: 'cash' }).code).toBe(0);
    bankResult(db, post('/api/mock/bank.php', { orderId, result: 'paid' }));
    expect(bankResult(db, post('/api/mock/bank.php', { orderId, result: 'failed' })).status).toBe(409);
    expect(place(db, { replacesOrderId: 99999, payment: 'cash' })).toEqual({
      code: 0,
      message: 'Заказ не найден',
    });
  });

  it('cancels an order once (QA panel); a paid one still says it was paid, for the refund note', () => {
    const db = createDb();
    const { orderId } = place(db, { payment: 'card' });
    const cash = place(db).orderId as number;
    bankResult(db, post('/api/mock/bank.php', { orderId, result: 'paid' }));
    expect(cancelOrder(db, orderId as number)).toBe(true);
    expect(cancelOrder(db, orderId as number)).toBe(false);
    expect(cancelOrder(db, 99999)).toBe(false);
    expect(orderStatus(db, post('', { orderId })).body).toMatchObject({
      status: 'cancelled',
      payment: 'card',
      paid: 1,
    });
    cancelOrder(db, cash);
    expect(orderStatus(db, post('', { orderId: cash })).body).toMatchObject({
      status: 'cancelled',
      payment: 'cash',
      paid: 0,
    });
  });

  it('answers code 0 for an unknown order', () => {
    expect(orderStatus(createDb(), post('', { orderId: 1, lang: 'en' })).body).toEqual({
      code: 0,
      message: 'Order not found',
    });
  });
});

describe('suggestAddress', () => {
  const suggest = (query: string, lang = 'ru') =>
    suggestAddress(createDb(), get('/api/suggestAddress.php', { query, lang })).body as {
      value: string;
      inZone: boolean;
    }[];

  it('finds addresses by every word, either language, and answers in the asked one', () => {
    expect(suggest('тверская 7').map((a) => a.value)).toEqual(['Москва, ул. Тверская, д. 7']);
    expect(suggest('tverskaya', 'en').map((a) => a.value)).toEqual([
      'Moscow, 7 Tverskaya St.',
      'Moscow, 18 Tverskaya St.',
    ]);
    expect(suggest('Королев')[0]?.value).toContain('Королёва');
  });

  it('says which addresses are outside the delivery area', () => {
    expect(suggest('тверская')[0]?.inZone).toBe(true);
    expect(suggest('химки')[0]?.inZone).toBe(false);
    expect(suggest('зеленоград')[0]?.inZone).toBe(false);
  });

  it('answers nothing for an empty query and at most ten', () => {
    expect(suggest('   ')).toEqual([]);
    expect(suggest('москва').length).toBe(10);
  });
});

describe('the delivery area', () => {
  it('measures distances on the globe', () => {
    expect(distanceKm({ lat: 55.752, lon: 37.6175 }, { lat: 55.752, lon: 37.6175 })).toBe(0);
    expect(distanceKm({ lat: 55, lon: 37 }, { lat: 56, lon: 37 })).toBeCloseTo(111.2, 0);
  });

  it('holds both sides of its radius', () => {
    const db = createDb();
    const kmPerDegree = 111.195;
    const north = (km: number) => ({
      lat: db.config.deliveryArea.lat + km / kmPerDegree,
      lon: db.config.deliveryArea.lon,
    });
    expect(inZone(db, north(16.99))).toBe(true);
    expect(inZone(db, north(17.01))).toBe(false);
    expect(inZone(db, { lat: Number.NaN, lon: 37 })).toBe(false);
  });
});
