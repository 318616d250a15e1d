import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as FooterModule from '@/app/layout/Footer';
import type * as GiftSectionModule from '@/features/cart/GiftSection';
import type * as PromoFieldModule from '@/features/cart/PromoField';
import type * as OffersStripModule from '@/features/content/OffersStrip';
import type * as PromoPopupSlotModule from '@/features/content/PromoPopupSlot';
import { renderApp, seedScenario } from './renderApp';

/** One broken widget never blanks the page: each is made to throw, and the rest of the page goes on. */

const broken = vi.hoisted(() => new Set<string>());
function bomb(name: string) {
  if (broken.has(name)) throw new Error(`${name} is broken (test)`);
}

vi.mock('@/features/cart/GiftSection', async (original) => {
  const real = await original<typeof GiftSectionModule>();
  return { ...real, GiftSection: () => (bomb('gifts'), (<real.GiftSection />)) };
});
vi.mock('@/features/cart/PromoField', async (original) => {
  const real = await original<typeof PromoFieldModule>();
  return { ...real, PromoField: () => (bomb('promo'), (<real.PromoField />)) };
});
vi.mock('@/app/layout/Footer', async (original) => {
  const real = await original<typeof FooterModule>();
  return { default: () => (bomb('footer'), (<real.default />)) };
});
vi.mock('@/features/content/PromoPopupSlot', async (original) => {
  const real = await original<typeof PromoPopupSlotModule>();
  return { ...real, PromoPopupSlot: () => (bomb('popup'), (<real.PromoPopupSlot />)) };
});
vi.mock('@/features/content/OffersStrip', async (original) => {
  const real = await original<typeof OffersStripModule>();
  return { ...real, OffersStrip: () => (bomb('offers'), (<real.OffersStrip />)) };
});
vi.mock('@/pages/AboutPage', () => ({
  default: () => {
    throw new Error('the about page is broken (test)');
  },
}));

let shutdown: (() => void) | undefined;
beforeEach(() => {
  broken.clear();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('confirmCookiesModal', '1');
  seedScenario('gift-boundary');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  vi.restoreAllMocks();
});

function start(path: string) {
  const app = renderApp(path);
  shutdown = () => app.server.shutdown();
  return app;
}

const widgetFailed = (name: string) =>
  expect(console.error).toHaveBeenCalledWith(
    `The widget "${name}" failed; the page goes on without it`,
    expect.any(Error),
  );

describe('widget error boundaries', () => {
  it('a broken footer, promo popup and offers strip leave the home page whole', async () => {
    broken.add('footer').add('popup').add('offers');
    start('/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 60_000 })).toBeInTheDocument();
    await waitFor(() => widgetFailed('footer'));
    widgetFailed('promo popup');
    widgetFailed('offers');
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(0);
  });

  it('a broken gift panel and promo field leave the cart usable', async () => {
    broken.add('gifts').add('promo');
    const app = start('/');
    await userEvent.click(await screen.findByTestId('cart-button', {}, { timeout: 60_000 }));
    const panel = await screen.findByTestId('cart-panel', {}, { timeout: 60_000 });
    await waitFor(() => widgetFailed('gifts'));
    widgetFailed('promo code');
    expect(within(panel).getAllByTestId('cart-line')).toHaveLength(3);
    expect(within(panel).queryByTestId('promo-input')).not.toBeInTheDocument();
    const before = app.store.cart.count;
    await userEvent.click(within(within(panel).getAllByTestId('cart-line')[0]!).getByTestId('stepper-plus'));
    await waitFor(() => expect(app.store.cart.count).toBe(before + 1));
    expect(within(panel).getByTestId('cart-total')).toBeInTheDocument();
  });

  it('a widget that failed gets another chance on the next page', async () => {
    broken.add('footer');
    const app = start('/');
    await waitFor(() => widgetFailed('footer'));
    broken.delete('footer');
    await userEvent.click(
      within(screen.getByTestId('header')).getAllByRole('link', { name: 'Меню доставки' })[0]!,
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/menyu'));
    expect(await screen.findByTestId('footer', {}, { timeout: 60_000 })).toBeInTheDocument();
  });

  it('a navigation keeps the layout mounted (the root boundary resets, it does not remount)', async () => {
    const app = start('/');
    const header = await screen.findByTestId('header', {}, { timeout: 60_000 });
    await userEvent.click(within(header).getAllByRole('link', { name: 'Меню доставки' })[0]!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/menyu'));
    expect(await screen.findAllByTestId('product-card', {}, { timeout: 60_000 })).not.toHaveLength(0);
    expect(screen.getByTestId('header')).toBe(header);
  });

  it('a page that throws shows the error page inside the layout (route boundary): header, footer and cart stay', async () => {
    const app = start('/o-nas');
    expect(await screen.findByTestId('error-page', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(await screen.findByTestId('footer', {}, { timeout: 60_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cart-button'));
    expect(await screen.findByTestId('cart-panel', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(app.store.cart.count).toBe(6);
  });
});
