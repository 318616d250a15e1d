import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCAL_KEYS, SESSION_KEYS } from '@/stores/storage';
import { renderApp, seedScenario } from './renderApp';

/**
 * Whole-app smoke tests of browser storage: garbage in every key of SPEC.md section 3 at once never breaks a
 * page, a garbled session on /kabinet logs out cleanly, and a full quota (setItem throws) does not lose the cart
 * in memory. Each key with each garbage value and old shape is proven against the stores in
 * tests/unit/storageGarbage.test.ts (in-memory storage, no DOM).
 */

vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));
/** The first page of a file compiles the lazy chunks (MUI, the cart) under jsdom: slow on a busy machine. */
const SLOW = { timeout: 60_000 };

/** Three kinds of garbage through the whole app: unparsable, hostile, and huge (jsdom's quota is 5 MB per storage). */
const GARBAGE: [string, string][] = [
  ['broken JSON', '{not json['],
  ['prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['huge (256 KB)', 'x'.repeat(256 * 1024)],
];

type KeyCase = { area: 'local' | 'session'; key: string };
const KEYS: KeyCase[] = [
  ...Object.values(LOCAL_KEYS).map((key) => ({ area: 'local' as const, key })),
  ...Object.values(SESSION_KEYS).map((key) => ({ area: 'session' as const, key })),
];

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
  await screen.findByTestId('header', {}, SLOW);
  expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTestId('cart-button'));
  const panel = await screen.findByTestId('cart-panel', {}, SLOW);
  await waitFor(() => expect(app.store.cart.status).not.toBe('loading'));
  expect(
    Number.isFinite(Number(within(panel).queryByTestId('cart-total')?.getAttribute('data-value') ?? 0)),
  ).toBe(true);
  expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  expect(({} as { polluted?: boolean }).polluted, 'no prototype pollution').toBeUndefined();
  shutdown();
  shutdown = undefined;
  return app;
}

describe('every key at once', () => {
  it.each(GARBAGE)('%s in every key of both storages', async (_what, value) => {
    for (const { area, key } of KEYS) (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
    await pageWorks('/menyu');
  });

  it('a garbled session (an old string role, an id that is not a number) on /kabinet', async () => {
    localStorage.setItem(LOCAL_KEYS.isAuth, '1');
    localStorage.setItem(LOCAL_KEYS.idUser, 'abc');
    localStorage.setItem(LOCAL_KEYS.extended, 'admin');
    localStorage.setItem(LOCAL_KEYS.lastCart, '{not json[');
    const app = await pageWorks('/kabinet');
    expect(app.store.auth.isLogin).toBe(false);
  });
});

describe('a full storage quota', () => {
  it('keeps the cart in memory (and on screen) when setItem throws QuotaExceededError', async () => {
    seedScenario('gift-boundary');
    const app = renderApp('/menyu/coffee');
    shutdown = () => app.server.shutdown();
    const before = app.store.cart.count;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const cards = await screen.findAllByTestId('product-card', {}, SLOW);
    await userEvent.click(within(cards[0]!).getByTestId('add-to-cart'));
    await waitFor(() => expect(app.store.cart.count).toBe(before + 1));
    expect(setItem).toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Could not save'), expect.anything());
    await userEvent.click(screen.getByTestId('cart-button'));
    const panel = await screen.findByTestId('cart-panel', {}, SLOW);
    await waitFor(() => expect(within(panel).getAllByTestId('cart-line')).toHaveLength(4));
    await userEvent.click(within(within(panel).getAllByTestId('cart-line')[0]!).getByTestId('stepper-plus'));
    await waitFor(() => expect(app.store.cart.count).toBe(before + 2));
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});
