import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULTS, type EndpointFault } from '../../mock-server/control';
import { createDb } from '../../mock-server/db';
import { mockRoutes } from '../../mock-server/routes';
import { findScenario } from '../../mock-server/scenarios';
import * as ToastModule from '@/components/toast';
import { renderApp } from './renderApp';
import { fill } from '#tests/support/fill.ts';
import { runAtShopMorning } from '#tests/support/shopClock.ts';

// A test here picks an order slot: Date on a fixed morning clock (tests/support/shopMorning.ts).
runAtShopMorning();

/**
 * Every way the app calls an endpoint of mock-server/routes.ts, failing: the site stays usable, shows the message
 * SPEC.md asks for (or none where it says "logged only"), and keeps the cart and what the customer typed.
 *
 * Each journey runs once, with one of the four faults (500, network error, timeout, malformed answer) in turn,
 * so every fault goes through the whole app (mock → client → store → screen) in three or more journeys. The
 * client turns each fault into one ApiError kind (src/api/client.test.ts), and the stores and views catch any
 * ApiError the same way, so the whole endpoint × fault matrix is not needed here.
 */

vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));
// The real toasts, counted: "logged only" means no toast at all.
vi.mock('@/components/toast', async (original) => {
  const real = await original<typeof ToastModule>();
  return { ...real, toast: vi.fn(real.toast) };
});

type App = ReturnType<typeof renderApp>;
type Fault = Exclude<EndpointFault, 'none'>;
/** What the customer must see after the failed call: a message (text) or nothing (SPEC.md "logged only"). */
type Expected = { message: RegExp } | { none: true };

type Journey = {
  endpoint: string;
  title: string;
  path: string;
  /** Faulted from the first call (the page's own data) rather than just before the action. */
  faultFromStart?: boolean;
  /** Gets the page to the moment before the call: opens what is needed, types what a customer types. */
  prepare?: (app: App) => Promise<void>;
  /** Makes the call. */
  act: (app: App) => Promise<void>;
  expected: Expected;
  /** What was typed, still there after the failure. */
  kept?: () => void;
  /** With the fault gone, the same area works again (a retry). */
  recovers?: (app: App) => Promise<void>;
};

async function openFooterModal(testId: string, modalTestId: string) {
  await userEvent.click(await screen.findByTestId(testId, {}, { timeout: 60_000 }));
  return screen.findByTestId(modalTestId, {}, { timeout: 60_000 });
}

async function openCart() {
  await userEvent.click(await screen.findByTestId('cart-button'));
  return screen.findByTestId('cart-panel', {}, { timeout: 60_000 });
}

async function fillFeedback() {
  const form = await openFooterModal('footer-feedback', 'feedback-form');
  await fill(within(form).getByTestId('feedback-name'), 'Анна');
  await fill(within(form).getByTestId('feedback-phone'), '9161234567');
  await fill(within(form).getByTestId('feedback-email'), 'anna@example.com');
  await fill(within(form).getByTestId('feedback-message'), 'Спасибо за торт');
}

async function fillLogin() {
  await userEvent.click(await screen.findByTestId('login-button'));
  const modal = await screen.findByTestId('login-modal');
  await fill(within(modal).getByTestId('login-email'), 'demo@example.com');
  await fill(within(modal).getByTestId('login-password'), 'demo1234');
}

/** Fills the checkout for delivery and cash, as a customer would, up to the button. */
async function fillCheckout() {
  await screen.findByTestId('checkout-form', {}, { timeout: 60_000 });
  const address = screen.getByRole('combobox', { name: /Адрес доставки/ });
  await fill(address, 'Тверская 7');
  await userEvent.click(await screen.findByRole('option', { name: /Тверская, д. 7/ }, { timeout: 60_000 }));
  const times = screen.getByTestId('checkout-time');
  await userEvent.click(await waitFor(() => within(times).getAllByRole('button')[0]!));
  await fill(screen.getByRole('textbox', { name: /Имя/ }), 'Анна');
  await fill(screen.getByRole('textbox', { name: /Телефон/ }), '9161234567');
  await fill(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
  await userEvent.click(screen.getByTestId('checkout-payment-cash'));
}

const contentPage = (type: string, path: string): Journey => ({
  endpoint: 'getContent',
  title: `${type} (${path})`,
  path,
  faultFromStart: true,
  act: async () => {},
  expected: { message: /Не удалось загрузить страницу|Страница не загрузилась: на нашем сервере сбой/ },
  recovers: async () => {
    await userEvent.click(
      within(await screen.findByTestId('content-error')).getByRole('button', { name: 'Повторить' }),
    );
    await waitFor(() => expect(screen.queryByTestId('content-error')).not.toBeInTheDocument());
  },
});

/** One journey per way the app calls an endpoint. A new endpoint of routes.ts needs a line here (the coverage test says so). */
const journeys: Journey[] = [
  {
    endpoint: 'menuCatalog',
    title: 'the menu page',
    path: '/menyu',
    faultFromStart: true,
    act: async () => {},
    expected: { message: /Не удалось загрузить меню|Меню не загрузилось: на нашем сервере сбой/ },
    recovers: async () => {
      await userEvent.click(
        within(await screen.findByTestId('catalogue-error')).getByRole('button', { name: 'Повторить' }),
      );
      expect((await screen.findAllByTestId('product-card', {}, { timeout: 60_000 })).length).toBeGreaterThan(
        0,
      );
    },
  },
  {
    endpoint: 'getCafes',
    title: 'the feedback modal reads the cafes',
    path: '/',
    act: async () => {
      const form = await openFooterModal('footer-feedback', 'feedback-form');
      await fill(within(form).getByTestId('feedback-name'), 'Анна');
      await userEvent.click(within(form).getByTestId('feedback-type-cafe'));
    },
    expected: { none: true },
    kept: () => expect(screen.getByTestId('feedback-name')).toHaveValue('Анна'),
  },
  {
    endpoint: 'login',
    title: 'log in',
    path: '/',
    prepare: fillLogin,
    act: async () => userEvent.click(screen.getByTestId('login-submit')),
    expected: { message: /Не удалось связаться с сервером/ },
    kept: () => {
      expect(screen.getByTestId('login-email')).toHaveValue('demo@example.com');
      expect(screen.getByTestId('login-modal')).toBeInTheDocument();
      expect(localStorage.getItem('isAuth')).toBeNull();
    },
  },
  {
    endpoint: 'login',
    title: 'password recovery (SPEC.md: network errors on recovery are logged only)',
    path: '/',
    prepare: async () => {
      await userEvent.click(await screen.findByTestId('login-button'));
      await userEvent.click(await screen.findByTestId('recover-link'));
      await fill(await screen.findByTestId('recover-email'), 'demo@example.com');
    },
    act: async () => userEvent.click(screen.getByTestId('recover-submit')),
    expected: { none: true },
    kept: () => expect(screen.getByTestId('recover-email')).toHaveValue('demo@example.com'),
  },
  {
    endpoint: 'register',
    title: 'registration',
    path: '/registraciya',
    prepare: async () => {
      const form = await screen.findByTestId('registration-form', {}, { timeout: 60_000 });
      await fill(within(form).getByTestId('registration-name'), 'Мария');
      await fill(within(form).getByTestId('registration-phone'), '9265551234');
      await fill(within(form).getByTestId('registration-email'), 'maria@example.com');
      await fill(within(form).getByTestId('registration-password'), 'secret-123');
      await userEvent.click(within(form).getByTestId('registration-consent'));
    },
    act: async () => userEvent.click(screen.getByTestId('registration-submit')),
    expected: { message: /Не удалось связаться с сервером/ },
    kept: () => {
      expect(screen.getByTestId('registration-name')).toHaveValue('Мария');
      expect(screen.getByTestId('registration-email')).toHaveValue('maria@example.com');
      expect(screen.getByTestId('registration-submit')).toBeEnabled();
    },
  },
  {
    endpoint: 'callBack',
    title: 'feedback send (SPEC.md: failure logged only)',
    path: '/',
    prepare: fillFeedback,
    act: async () => userEvent.click(screen.getByTestId('feedback-submit')),
    expected: { none: true },
    kept: () => {
      expect(screen.queryByTestId('feedback-success')).not.toBeInTheDocument();
      expect(screen.getByTestId('feedback-message')).toHaveValue('Спасибо за торт');
      expect(screen.getByTestId('feedback-submit')).toBeEnabled();
    },
  },
  contentPage('events', '/sobytiya'),
  contentPage('vacancies', '/vakansii'),
  contentPage('delivery', '/dostavka'),
  {
    ...contentPage('press', '/'),
    faultFromStart: false,
    act: async () => void (await openFooterModal('footer-press', 'modal-press')),
  },
  {
    endpoint: 'getCart',
    title: 'opening the cart (SPEC.md: cart load errors logged only)',
    path: '/',
    act: async () => void (await openCart()),
    expected: { none: true },
    kept: () => expect(within(screen.getByTestId('cart-panel')).getAllByTestId('cart-line')).toHaveLength(3),
  },
  {
    endpoint: 'checkPromo',
    title: 'applying a promo code',
    path: '/',
    prepare: async (app) => {
      await openCart();
      await waitFor(() => expect(app.store.cart.status).toBe('ready'));
      await fill(screen.getByTestId('promo-input'), 'SKIDKA10');
    },
    act: async () => userEvent.click(screen.getByTestId('promo-apply')),
    expected: { message: /Не удалось проверить промокод/ },
    kept: () => {
      expect(screen.getByTestId('promo-input')).toHaveValue('SKIDKA10');
      expect(screen.queryByTestId('cart-discount')).toBeNull();
    },
  },
  {
    endpoint: 'suggestAddress',
    title: 'typing a delivery address at checkout',
    path: '/ordering',
    prepare: async () => void (await screen.findByTestId('checkout-form', {}, { timeout: 60_000 })),
    act: async () => fill(screen.getByRole('combobox', { name: /Адрес доставки/ }), 'Тверская'),
    expected: { message: /Подсказки адреса не загрузились/ },
    kept: () => expect(screen.getByRole('combobox', { name: /Адрес доставки/ })).toHaveValue('Тверская'),
  },
  {
    endpoint: 'createOrder',
    title: 'placing the order',
    path: '/ordering',
    prepare: fillCheckout,
    act: async () => userEvent.click(screen.getByTestId('checkout-submit')),
    expected: { message: /Заказ не отправлен/ },
    kept: () => {
      expect(screen.getByRole('combobox', { name: /Адрес доставки/ })).toHaveValue(
        'Москва, ул. Тверская, д. 7',
      );
      expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна');
      expect(screen.getByTestId('checkout-submit')).toBeEnabled();
    },
    recovers: async (app) => {
      await userEvent.click(screen.getByTestId('checkout-submit'));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/spasibo'), { timeout: 60_000 });
      expect(app.db.orders).toHaveLength(1);
      // The emptied cart has a refresh scheduled: run it now and let it end here, so this test's store does
      // not write to the storage the next test has seeded.
      await app.store.cart.refresh();
    },
  },
  {
    endpoint: 'orderStatus',
    title: 'reading the order on /spasibo',
    path: '/spasibo?order=10001',
    faultFromStart: true,
    act: async () => {},
    expected: { message: /Не удалось узнать, что с заказом/ },
  },
];

const SEEDED = findScenario('gift-boundary').seedLocalStorage?.(createDb()) ?? {};
const seededIds = () => (JSON.parse(SEEDED.cart ?? '[]') as { id: number }[]).map((l) => l.id);
const storedIds = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number }[]).map((l) => l.id);

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('confirmCookiesModal', '1');
  localStorage.setItem('showOneOpenModal', '1');
  for (const [key, value] of Object.entries(SEEDED)) localStorage.setItem(key, value);
  vi.mocked(ToastModule.toast).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  shutdown = undefined;
  vi.restoreAllMocks();
});

const toastTexts = () =>
  [...document.querySelectorAll('#notistack-snackbar')].map((el) => el.textContent ?? '');

describe('every endpoint has a fault journey', () => {
  it('covers each route of mock-server/routes.ts (a new endpoint needs a journey in this table)', () => {
    // Mock-only routes (the offline bank page's own call) are no call of the app's.
    const missing = mockRoutes
      .filter((r) => !r.mockOnly)
      .map((r) => r.name)
      .filter((name) => !journeys.some((j) => j.endpoint === name));
    expect(missing, `add a fault journey for: ${missing.join(', ')}`).toEqual([]);
  });
});

/** Each journey with the next fault in turn. */
const cases = journeys.map((journey, i) => ({ ...journey, fault: FAULTS[i % FAULTS.length]! as Fault }));

describe('every fault goes through the whole app', () => {
  it.each(FAULTS.map((fault) => [fault]))('%s in three journeys or more', (fault) => {
    expect(cases.filter((c) => c.fault === fault).length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(cases)('$endpoint: $title', (journey) => {
  const fault = journey.fault;
  it(`${fault} leaves the site usable and keeps the cart and the typed text`, async () => {
    const faults: Record<string, EndpointFault> = journey.faultFromStart ? { [journey.endpoint]: fault } : {};
    const app = renderApp(journey.path, { faults, apiTimeoutMs: fault === 'timeout' ? 300 : undefined });
    shutdown = () => app.server.shutdown();
    await screen.findByTestId('header', {}, { timeout: 60_000 });
    const count = app.store.cart.count;
    expect(count).toBeGreaterThan(0);
    await journey.prepare?.(app);
    faults[journey.endpoint] = fault;
    await journey.act(app);

    // The failure is always logged, with what went wrong.
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 60_000 });
    if ('message' in journey.expected) {
      expect(await screen.findByText(journey.expected.message, {}, { timeout: 60_000 })).toBeVisible();
    } else {
      expect(vi.mocked(ToastModule.toast)).not.toHaveBeenCalled();
      expect(toastTexts()).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    journey.kept?.();

    // Still usable: the shell is there, no error page, the cart is whole in memory and in storage.
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
    expect(app.store.cart.count).toBe(count);
    expect(
      storedIds(),
      `stored: ${Object.keys(localStorage).join(',')} cart=${(localStorage.getItem('cart') ?? '').slice(0, 80)}`,
    ).toEqual(seededIds());

    if (journey.recovers) {
      delete faults[journey.endpoint];
      await journey.recovers(app);
    }
  });
});
