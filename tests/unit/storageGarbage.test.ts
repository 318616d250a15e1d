import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStore } from '@/stores/CheckoutStore';
import { FeedbackStore } from '@/stores/FeedbackStore';
import { LOCAL_KEYS, LOGIN_KEYS, SESSION_KEYS } from '@/stores/storage';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { lineOf, makeStores, P, waitFor } from './storeHarness';

/**
 * Every browser-storage key of SPEC.md section 3 (LOCAL_KEYS, SESSION_KEYS: new keys are picked up by
 * themselves) holding garbage, old shapes, wrong types and huge values, read by a RootStore on in-memory
 * storage — the stores every page is built on, plus the feedback and checkout drafts: nothing throws, every
 * value the pages show is sane, and the cart still works (adds, refreshes from the server, totals).
 * tests/integration/storage.test.tsx keeps whole-app smoke tests (every key at once, a full quota).
 */

const line = (extra: Record<string, unknown> = {}) => ({
  id: 202,
  name: 'Яйца Бенедикт',
  count: 1,
  price: 520,
  parent: 11,
  choice: false,
  choiceName: '',
  ...extra,
});

/** Values any key may hold after years of site versions, browser extensions and curious customers. */
const GARBAGE: [string, string][] = [
  ['broken JSON', '{not json['],
  ['empty string', ''],
  ['"null"', 'null'],
  ['"undefined"', 'undefined'],
  ['a number', '12345'],
  ['a negative number', '-1'],
  ['NaN', 'NaN'],
  ['a JSON string', '"text"'],
  ['an empty array', '[]'],
  ['an empty object', '{}'],
  ['true', 'true'],
  ['deep nesting', `${'['.repeat(2000)}${']'.repeat(2000)}`],
  ['prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['control characters and emoji', '\u0000\u0007\u202e🍰\ud800'],
  ['huge (1 MB)', 'x'.repeat(1024 * 1024)],
];

/** Old or odd shapes of the structured keys (the PHP site's, strings for numbers, missing fields…). */
const OLD_SHAPES: Partial<Record<string, [string, string][]>> = {
  [LOCAL_KEYS.cart]: [
    [
      'PHP strings for numbers',
      JSON.stringify([line({ count: '2', price: '520', parent: '11', minimum: '1', multiplicity: '1' })]),
    ],
    ['an object instead of a list', JSON.stringify({ 0: line() })],
    ['lines without id or price', JSON.stringify([{ name: 'Торт' }, { id: 'abc', count: 1 }, null, 5])],
    [
      'negative, zero and huge counts',
      JSON.stringify([line({ count: -3 }), line({ id: 203, count: 0 }), line({ id: 204, count: 1e12 })]),
    ],
    [
      'Infinity and NaN prices',
      JSON.stringify([line({ price: 'Infinity' }), line({ id: 203, price: 'NaN' })]),
    ],
    [
      '10 000 lines (only the first MAX_STORED_LINES are read)',
      JSON.stringify(Array.from({ length: 10_000 }, (_, i) => line({ id: 100_000 + i }))),
    ],
  ],
  [LOCAL_KEYS.lastCart]: [
    ['an object', JSON.stringify({ lines: [line()] })],
    ['PHP strings', JSON.stringify([line({ count: '1', price: '520' })])],
  ],
  [LOCAL_KEYS.lastTotalPrice]: [['words', 'три тысячи']],
  [LOCAL_KEYS.extended]: [
    ['an old string', 'admin'],
    ['a role that is not a string', JSON.stringify({ role: { admin: true } })],
  ],
  [LOCAL_KEYS.isAuth]: [['"true" without the rest of the session', 'true']],
  [LOCAL_KEYS.idUser]: [['not a number', 'abc']],
  [SESSION_KEYS.promoType]: [
    ['old shape with a string value', JSON.stringify({ type: 'persent', promo: 'SKIDKA10', value: '10' })],
    ['unknown type', JSON.stringify({ type: 'free-cake', promo: 'X', value: 1 })],
    [
      'a present without a picture',
      JSON.stringify({ type: 'present', promo: 'PODAROK', value: { pagetitle: 1 } }),
    ],
    ['a 100 000 % discount', JSON.stringify({ type: 'persent', promo: 'X', value: 100_000 })],
  ],
  [SESSION_KEYS.chosenGift]: [
    ['a bare id', '3001'],
    ['an unknown gift', JSON.stringify({ tier: 999999, promo: null })],
  ],
  [SESSION_KEYS.feedbackDraft]: [
    ['fields of the wrong type', JSON.stringify({ name: 5, type: 'fax', message: ['a'] })],
  ],
};

type KeyCase = { area: 'local' | 'session'; key: string };
const KEYS: KeyCase[] = [
  ...Object.values(LOCAL_KEYS).map((key) => ({ area: 'local' as const, key })),
  ...Object.values(SESSION_KEYS).map((key) => ({ area: 'session' as const, key })),
];
/** Keys read only with a session around them (login state needs isAuth). */
const SESSION_BOUND = new Set<string>([
  ...LOGIN_KEYS.filter((key) => key !== LOCAL_KEYS.isAuth),
  LOCAL_KEYS.lastCart,
  LOCAL_KEYS.lastTotalPrice,
]);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

/** Builds every store on the storage, reads what the pages read, and uses the cart: nothing may throw or go NaN. */
async function storesWork(local: MemoryStorage, session: MemoryStorage) {
  const h = makeStores({ local, session });
  const { store } = h;
  // What the header, the account page, the cart panel, the gifts and the promo field read.
  expect(typeof store.auth.isLogin).toBe('boolean');
  if (store.auth.isLogin)
    expect(Number.isInteger(store.auth.profile?.id) && (store.auth.profile?.id ?? 0) > 0).toBe(true);
  if (store.auth.lastOrder) expect(finite(store.auth.lastOrder.total)).toBe(true);
  for (const l of store.cart.lines) expect(finite(l.count) && l.count > 0, `count of ${l.id}`).toBe(true);
  expect(finite(store.cart.count)).toBe(true);
  expect(
    Object.values(store.cart.totals)
      .filter((v) => typeof v === 'number')
      .every(finite),
  ).toBe(true);
  expect(Array.isArray(store.presents.presents)).toBe(true);
  void store.presents.selected;
  void store.presents.reminder;
  void store.promo.applied;
  const discount = store.promo.discount;
  expect(
    discount.kind === 'none' || finite(discount.kind === 'percent' ? discount.percent : discount.amount),
  ).toBe(true);
  void store.ui.cookiesAccepted;
  // The feedback modal's and the checkout's drafts.
  const feedback = store.feature(FeedbackStore);
  expect(['delivery', 'cafe']).toContain(feedback.draft.type);
  for (const field of ['name', 'lastName', 'phone', 'email', 'message', 'orderNumber', 'cafeText'] as const)
    expect(typeof feedback.draft[field], field).toBe('string');
  const checkout = store.feature(CheckoutStore);
  expect(typeof checkout.order.values.comment).toBe('string');
  expect(typeof checkout.order.values.contact.name).toBe('string');
  checkout.close();
  // The cart still works: a line goes in, the server's answer comes back, the total is a number.
  const before = store.cart.count;
  store.cart.add(lineOf(h.db, P.honeyCake));
  expect(store.cart.count).toBe(before + 1);
  store.cart.open();
  await waitFor(() => expect(store.cart.status).toBe('ready'));
  expect(finite(store.cart.totals.total) && store.cart.totals.total > 0).toBe(true);
  // Prices are the server's now (a stored "Infinity" price lives only until this first refresh).
  for (const l of store.cart.lines) expect(finite(l.price) && l.price >= 0, `price of ${l.id}`).toBe(true);
  expect(({} as { polluted?: boolean }).polluted, 'no prototype pollution').toBeUndefined();
}

describe.each(KEYS)('$area storage "$key"', ({ area, key }) => {
  const values = [...GARBAGE, ...(OLD_SHAPES[key] ?? [])];
  it.each(values)('%s never breaks the stores', async (_what, value) => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    if (SESSION_BOUND.has(key)) local.setItem(LOCAL_KEYS.isAuth, '1');
    (area === 'local' ? local : session).setItem(key, value);
    await storesWork(local, session);
  });
});

describe('every key at once', () => {
  it.each(GARBAGE)('%s in every key of both storages', async (_what, value) => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    for (const { area, key } of KEYS) (area === 'local' ? local : session).setItem(key, value);
    await storesWork(local, session);
  });
});
