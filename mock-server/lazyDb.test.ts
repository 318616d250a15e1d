import { describe, expect, it } from 'vitest';
import { createDb, FIXTURE_PARTS, saveDb, type FixturePart, type MockDb } from './db';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { lazyDb } from './lazyDb';
import { mockRoutes, partsFor } from './routes';
import { scenarios } from './scenarios';
import type { MockRequest } from './types';

/** A whole database that throws when code reads a fixture part outside `allowed` (the mutable parts are always there). */
function guarded(allowed: readonly FixturePart[], db: MockDb = createDb()): MockDb {
  return new Proxy(db, {
    get(target, key, receiver) {
      if ((FIXTURE_PARTS as readonly PropertyKey[]).includes(key) && !allowed.includes(key as FixturePart))
        throw new Error(`reads "${String(key)}", which it does not name`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

const IN_ZONE = { value: 'Москва, ул. Тверская, д. 7', lat: 55.758, lon: 37.611 };
const ORDER = {
  cart: [{ id: 701, name: 'Медовик', count: 2, price: 420 }],
  customer: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'demo@example.com' },
  typeDelivery: 'dostavka',
  address: IN_ZONE,
  date: '2026-11-23',
  time: '12:00–13:00',
  payment: 'card',
  lang: 'ru',
  total: 840,
};

/** Calls that take each handler down its branches. */
const CALLS: Record<string, { query?: Record<string, string>; body?: unknown }[]> = {
  menuCatalog: [
    { query: { data: 'menu', token: '', path: '/en/menyu/coffee' } },
    { query: { data: 'other' } },
  ],
  getCafes: [{}],
  login: [
    { body: { login: 'demo@example.com', password: 'demo1234', lang: 'en' } },
    { body: { forgot: 'demo@example.com' } },
    { body: {} },
  ],
  register: [
    { body: { name: 'Ира', phone: '+7 916 000-00-00', email: 'ira@example.com', password: 'secret1' } },
    { body: { name: 'Ира' } },
  ],
  callBack: [{ body: { name: 'Ира', phone: '+79160000000', message: 'Спасибо' } }, { body: {} }],
  getContent: [
    { query: { type: 'events' } },
    { query: { type: 'vacancies' } },
    { query: { type: 'press' } },
    { query: { type: 'delivery' } },
    { query: { type: 'recipes' } },
    {},
  ],
  getCart: [
    {
      body: {
        cart: [
          { id: 103, count: 1, choiceName: 'Овсяное молоко' },
          { id: 1186, count: 1, price: 3000, choiceName: '2 кг' },
          { id: 9999, count: 1 },
        ],
        presents: [],
        lat: 55.75,
        lon: 37.61,
      },
    },
    { body: { cart: [{ id: 701, count: 2 }], typeDelivery: 1 } },
    { body: { cart: 'junk' } },
  ],
  checkPromo: [{ body: { promo: 'PODAROK' } }, { body: { promo: 'SKIDKA10' } }, { body: { promo: 'NOPE!' } }],
  createOrder: [
    { body: ORDER },
    { body: { ...ORDER, typeDelivery: 'pickup', cafe: 1, payment: 'cash' } },
    { body: { ...ORDER, address: { value: 'Химки', lat: 55.888, lon: 37.43 } } },
    { body: { replacesOrderId: 10001, payment: 'card' } },
  ],
  orderStatus: [{ body: { orderId: 10001 } }, { body: { orderId: 1 } }],
  suggestAddress: [{ query: { query: 'тверская', lang: 'en' } }, { query: { query: '' } }],
  bank: [{ body: { orderId: 10001, result: 'failed' } }],
};

describe('the lazy database: each route names the fixtures it reads', () => {
  it('has calls for every route', () => {
    expect(Object.keys(CALLS).sort()).toEqual(mockRoutes.map((r) => r.name).sort());
  });

  for (const route of mockRoutes) {
    it(`${route.name} reads nothing but its parts`, () => {
      const whole = createDb();
      // An order of the tab, for the calls that look one up.
      whole.orders.push({
        orderId: 10001,
        status: 'new',
        payment: 'card',
        total: 840,
        typeDelivery: 'dostavka',
        createdAt: '',
      });
      for (const call of CALLS[route.name] ?? []) {
        const query = call.query ?? {};
        const request: MockRequest = {
          method: route.method,
          path: route.path,
          query,
          body: call.body ?? null,
        };
        const db = guarded(partsFor(route, query), whole);
        expect(() => route.handler(db, request)).not.toThrow();
      }
    });
  }

  for (const scenario of scenarios) {
    it(`the ${scenario.name} scenario reads nothing but its parts`, () => {
      const db = guarded(scenario.parts ?? []);
      expect(() => scenario.prepare?.(db)).not.toThrow();
      expect(() => scenario.seedLocalStorage?.(db)).not.toThrow();
    });
  }
});

describe('lazyDb', () => {
  it('starts with no fixture, loads each part once, and gives the same data as createDb', async () => {
    const { db, load } = lazyDb(undefined);
    expect(FIXTURE_PARTS.filter((part) => db[part] !== undefined)).toEqual([]);
    await Promise.all([load(['catalogue', 'config']), load(['catalogue'])]);
    expect(FIXTURE_PARTS.filter((part) => db[part] !== undefined)).toEqual(['catalogue', 'config']);
    const whole = createDb();
    expect(db.catalogue).toEqual(whole.catalogue);
    expect(db.config).toEqual(whole.config);
  });

  it('keeps the payment page it is given in the config', async () => {
    const { db, load } = lazyDb(undefined, '/shop/?mockBank=1&order={orderId}&lang={lang}');
    await load(['config']);
    expect(db.config.paymentPage).toBe('/shop/?mockBank=1&order={orderId}&lang={lang}');
    expect(db.config.stopDelivery).toBe('0');
  });

  it("takes the tab's saved changes at once, its users over the fixture's, and saves only what it holds", async () => {
    const storage = new MemoryStorage();
    const before = createDb();
    before.users.push({ ...before.users[0]!, id: 99, email: 'new@example.com' });
    before.orders.push({ orderId: 10001 });
    saveDb(storage, before);
    const { db, load } = lazyDb(storage);
    expect(db.orders).toEqual([{ orderId: 10001 }]);
    await load(['users']);
    expect(db.users.map((u) => u.email)).toContain('new@example.com');

    const fresh = new MemoryStorage();
    const other = lazyDb(fresh);
    other.db.tokens.push('t');
    saveDb(fresh, other.db);
    expect(JSON.parse(fresh.getItem('mockDb')!)).toEqual({ orders: [], messages: [], tokens: ['t'] });
  });
});
