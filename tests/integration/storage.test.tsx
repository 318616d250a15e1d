import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCAL_KEYS, SESSION_KEYS } from '@/stores/storage';
import { renderApp, seedScenario } from './renderApp';

/**
 * Every browser-storage key of SPEC.md section 3 (LOCAL_KEYS, SESSION_KEYS: new keys are picked up by
 * themselves) filled with garbage, old shapes, wrong types and huge values never breaks a page; a full quota
 * (setItem throws) does not lose the cart in memory.
 */

vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });

const line = (extra: Record<string, unknown> = {}) => ({ id: 202, name: 'Яйца Бенедикт', count: 1, price: 520, parent: 11, choice: false, choiceName: '', ...extra });

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
    ['PHP strings for numbers', JSON.stringify([line({ count: '2', price: '520', parent: '11', minimum: '1', multiplicity: '1' })])],
    ['an object instead of a list', JSON.stringify({ 0: line() })],
    ['lines without id or price', JSON.stringify([{ name: 'Торт' }, { id: 'abc', count: 1 }, null, 5])],
    ['negative, zero and huge counts', JSON.stringify([line({ count: -3 }), line({ id: 203, count: 0 }), line({ id: 204, count: 1e12 })])],
    ['Infinity and NaN prices', JSON.stringify([line({ price: 'Infinity' }), line({ id: 203, price: 'NaN' })])],
    ['10 000 lines (only the first MAX_STORED_LINES are read)', JSON.stringify(Array.from({ length: 10_000 }, (_, i) => line({ id: 100_000 + i })))],
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
    ['a present without a picture', JSON.stringify({ type: 'present', promo: 'PODAROK', value: { pagetitle: 1 } })],
    ['a 100 000 % discount', JSON.stringify({ type: 'persent', promo: 'X', value: 100_000 })],
  ],
  [SESSION_KEYS.chosenGift]: [
    ['a bare id', '3001'],
    ['an unknown gift', JSON.stringify({ tier: 999999, promo: null })],
  ],
  [SESSION_KEYS.feedbackDraft]: [['fields of the wrong type', JSON.stringify({ name: 5, type: 'fax', message: ['a'] })]],
};

/** Per key, the values that exercise different readers (all of GARBAGE goes into every key at once below). */
const PER_KEY = new Set(['broken JSON', 'empty string', '"null"', 'a number', 'a JSON string', 'an empty object', 'prototype pollution', 'huge (1 MB)']);

type KeyCase = { area: 'local' | 'session'; key: string };
const KEYS: KeyCase[] = [
  ...Object.values(LOCAL_KEYS).map((key) => ({ area: 'local' as const, key })),
  ...Object.values(SESSION_KEYS).map((key) => ({ area: 'session' as const, key })),
];
const AUTH_KEYS = new Set<string>([LOCAL_KEYS.auth, LOCAL_KEYS.isAuth, LOCAL_KEYS.idUser, LOCAL_KEYS.user, LOCAL_KEYS.fullname, LOCAL_KEYS.mobilephone, LOCAL_KEYS.email, LOCAL_KEYS.extended, LOCAL_KEYS.lastCart, LOCAL_KEYS.lastTotalPrice]);

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  shutdown = undefined;
  vi.restoreAllMocks();
});

/** Opens a page and proves it works: heading, no error page, the cart opens and shows its state. */
async function pageWorks(path: string) {
  const app = renderApp(path);
  shutdown = () => app.server.shutdown();
  await app.store.ready;
  await screen.findByTestId('header', {}, { timeout: 10_000 });
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTestId('cart-button'));
  const panel = await screen.findByTestId('cart-panel', {}, { timeout: 10_000 });
  await waitFor(() => expect(app.store.cart.status).not.toBe('loading'));
  expect(Number.isFinite(Number(within(panel).queryByTestId('cart-total')?.getAttribute('data-value') ?? 0))).toBe(true);
  expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  expect(({} as { polluted?: boolean }).polluted, 'no prototype pollution').toBeUndefined();
  shutdown();
  shutdown = undefined;
  return app;
}

describe.each(KEYS)('$area storage "$key"', ({ area, key }) => {
  const values = [...GARBAGE.filter(([what]) => PER_KEY.has(what)), ...(OLD_SHAPES[key] ?? [])];
  it.each(values)('%s never breaks a page', async (_what, value) => {
    const storage = area === 'local' ? localStorage : sessionStorage;
    // A session around the odd value, so the key is read as it would be (login state needs isAuth).
    if (AUTH_KEYS.has(key) && key !== LOCAL_KEYS.isAuth) localStorage.setItem(LOCAL_KEYS.isAuth, '1');
    storage.setItem(key, value);
    await pageWorks(AUTH_KEYS.has(key) ? '/kabinet' : '/');
  });
});

describe('every key at once', () => {
  // jsdom's quota is 5 MB per storage, as in browsers: the huge value is smaller here so that all of them fit.
  it.each(GARBAGE.map(([what, value]): [string, string] => (value.length > 300_000 ? [what.replace('1 MB', '256 KB'), value.slice(0, 256 * 1024)] : [what, value])))('%s in every key of both storages', async (_what, value) => {
    for (const { area, key } of KEYS) (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
    await pageWorks('/menyu');
  });
});

describe('a full storage quota', () => {
  it('keeps the cart in memory (and on screen) when setItem throws QuotaExceededError', async () => {
    seedScenario('gift-boundary');
    const app = renderApp('/menyu/coffee');
    shutdown = () => app.server.shutdown();
    await app.store.ready;
    const before = app.store.cart.count;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const cards = await screen.findAllByTestId('product-card', {}, { timeout: 10_000 });
    await userEvent.click(within(cards[0]!).getByTestId('add-to-cart'));
    await waitFor(() => expect(app.store.cart.count).toBe(before + 1));
    expect(setItem).toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Could not save'), expect.anything());
    await userEvent.click(screen.getByTestId('cart-button'));
    const panel = await screen.findByTestId('cart-panel', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(panel).getAllByTestId('cart-line')).toHaveLength(4));
    await userEvent.click(within(within(panel).getAllByTestId('cart-line')[0]!).getByTestId('stepper-plus'));
    await waitFor(() => expect(app.store.cart.count).toBe(before + 2));
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});
