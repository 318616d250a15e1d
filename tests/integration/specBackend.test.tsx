import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import catalogue from '@fixtures/catalogue.json';
import { ApiClient } from '@/api/client';
import { specCartAnswer, specCatalogMenu, specCafes, specMenuAnswer } from '#tests/support/specOnly.ts';
import { App } from '@/app/App';
import { AppRoutes } from '@/app/router';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';

/**
 * The menu page against a backend that speaks only SPEC.md (DECISIONS.md section 6): the answers carry the
 * SPEC fields only, and one product of them is broken. No mock server: a fetch answers each call by path.
 */

vi.setConfig({ testTimeout: 40_000 });
beforeAll(async () => {
  await Promise.all([import('@/pages/MenuPage'), import('@/app/App')]);
}, 120_000);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

/** The product made broken: a price the backend left empty. */
const BROKEN_ID = 102;

function specBackend() {
  const menu = specCatalogMenu().map((category) => ({
    ...category,
    childs: (category.childs as Record<string, unknown>[]).map((p) =>
      p.id === BROKEN_ID ? { ...p, price: null } : p,
    ),
  }));
  const answers: Record<string, unknown> = {
    '/api/main_pages/menu_catalog.php': specMenuAnswer(menu),
    '/api/getCafes.php': specCafes(),
    '/api/main_pages/getCart.php': specCartAnswer([]),
  };
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://shop.test');
    calls.push(pathname);
    // Our own calls (getContent…) do not exist on this backend.
    return pathname in answers
      ? new Response(JSON.stringify(answers[pathname]), { status: 200 })
      : new Response('Not found', { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function openMenu() {
  const backend = specBackend();
  const store = new RootStore({
    api: new ApiClient({ apiUrl: '', fetch: backend.fetch }),
    config: readConfig({}),
  });
  render(
    <App store={store}>
      <MemoryRouter initialEntries={['/menyu']}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { store, ...backend };
}

describe('the menu from a SPEC-only answer with one broken product', () => {
  it('shows every other product of the menu, warns about the broken one and shows no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, calls } = openMenu();
    const cards = await screen.findAllByTestId('product-card', {}, { timeout: 20_000 });
    expect(calls).toContain('/api/main_pages/menu_catalog.php');
    // The delivery menu: every category but the cakes (1184, their own page) and the gifts (2000, nothing to buy).
    const menuIds = catalogue.products
      .filter((p) => p.parent !== 1184 && p.parent !== 2000 && p.id !== BROKEN_ID)
      .map((p) => p.id);
    expect(cards.map((c) => Number(c.getAttribute('data-product-id'))).sort((a, b) => a - b)).toEqual(
      menuIds.sort((a, b) => a - b),
    );
    expect(screen.queryByText(/Не удалось загрузить меню|Меню не загрузилось/)).not.toBeInTheDocument();
    expect(store.catalogue.menuStatus).toBe('ready');
    const sections = screen
      .getAllByTestId('menu-category')
      .map((s) => Number(s.getAttribute('data-category-id')));
    expect(sections).not.toContain(1184);
    expect(sections).not.toContain(2000);
    expect(warn.mock.calls.map((c) => String(c[0]))).toContainEqual(
      expect.stringContaining(`menu_catalog.php: dropped catalogMenu.0.childs.1 (id ${BROKEN_ID}`),
    );
    // A card of a product the backend sent without our fields: its name, price and an add button.
    const espresso = cards.find((c) => c.getAttribute('data-product-id') === '101')!;
    expect(within(espresso).getByText('Эспрессо')).toBeInTheDocument();
    expect(within(espresso).getByTestId('add-to-cart')).toBeEnabled();
    expect(store.catalogue.cakeCategory?.products.length).toBe(
      catalogue.products.filter((p) => p.parent === 1184).length,
    );
  });
});
