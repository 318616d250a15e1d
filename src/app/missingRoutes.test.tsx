import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fetchStub, type StubAnswer } from '#tests/support/fetchStub.ts';
import { runAtShopMorning } from '#tests/support/shopClock.ts';
import { readConfig } from '@/config/env';
import { AddressStore } from '@/stores/AddressStore';
import { RootStore } from '@/stores/RootStore';
import { makeServer } from '@mock/index';
import { createDb } from '@mock/db';
import { findScenario } from '@mock/scenarios';
import { App } from './App';
import { AppRoutes } from './router';
import { fill } from '#tests/support/fill.ts';

// A test here picks an order slot: Date on a fixed morning clock (tests/support/shopMorning.ts).
runAtShopMorning();

/** The shop's own calls (DECISIONS.md section 2), answered 404 as by a backend that speaks SPEC.md only. */
const NOT_FOUND: StubAnswer = { status: 404, text: '<!doctype html><title>404 Not Found</title>' };
const ADDITIONS = [
  '/api/getContent.php',
  '/api/register.php',
  '/api/main_pages/createOrder.php',
  '/api/main_pages/orderStatus.php',
  '/api/suggestAddress.php',
];
// Whole pages with lazy chunks under jsdom on a shared machine: generous waits, never looser assertions.
const SLOW = { timeout: 60_000 };
vi.setConfig({ testTimeout: 90_000 });
const DELIVERY_TEL = 'tel:+74951204568';

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  vi.restoreAllMocks();
});

/** The whole app at `path`: SPEC's calls answered by the mock, the shop's additions 404. */
function openWithoutAdditions(path: string, scenario?: string, answers: Record<string, StubAnswer> = {}) {
  const db = createDb();
  for (const [key, value] of Object.entries(
    scenario ? (findScenario(scenario).seedLocalStorage?.(db) ?? {}) : {},
  ))
    localStorage.setItem(key, value);
  const { server } = makeServer({ environment: 'test', db });
  shutdown = () => server.shutdown();
  const stub = fetchStub(
    { ...Object.fromEntries(ADDITIONS.map((p) => [p, NOT_FOUND])), ...answers },
    (input, init) => window.fetch(input, init),
  );
  const store = new RootStore({ api: stub.client, config: readConfig({ VITE_MOCK: 'true' }) });
  render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { store, db, calls: stub.calls };
}

describe('content pages without getContent', () => {
  it('/sobytiya and an event article show a notice with the phone number, never the error page', async () => {
    openWithoutAdditions('/sobytiya/master-klass-eklery');
    const notice = await screen.findByTestId('content-unavailable', {}, SLOW);
    expect(notice).toHaveAttribute('data-type', 'events');
    expect(
      within(notice).getByRole('link', { name: '+7\u00A0(495)\u00A0120\u201145\u201167' }),
    ).toHaveAttribute('href', 'tel:+74951204567');
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('/en/dostavka shows the delivery zones shipped with the app', async () => {
    openWithoutAdditions('/en/dostavka');
    expect((await screen.findAllByText('Inside the Garden Ring', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Third Ring Road to MKAD').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('content-error')).not.toBeInTheDocument();
  });
});

describe('registration without register.php', () => {
  it('offers the delivery phone and keeps what was typed', async () => {
    const user = userEvent.setup();
    openWithoutAdditions('/registraciya');
    const form = await screen.findByTestId('registration-form', {}, SLOW);
    await fill(within(form).getByTestId('registration-name'), 'Мария');
    await fill(within(form).getByTestId('registration-phone'), '89265551234');
    await fill(within(form).getByTestId('registration-email'), 'maria@example.com');
    await fill(within(form).getByTestId('registration-password'), '123456');
    await user.click(within(form).getByTestId('registration-consent'));
    await user.click(within(form).getByTestId('registration-submit'));
    const notice = await screen.findByTestId('registration-unavailable', {}, SLOW);
    expect(notice).toHaveTextContent('Регистрация на сайте сейчас недоступна');
    expect(within(notice).getByTestId('registration-unavailable-phone')).toHaveAttribute(
      'href',
      DELIVERY_TEL,
    );
    expect(within(form).getByTestId('registration-name')).toHaveValue('Мария');
    expect(within(form).getByTestId('registration-email')).toHaveValue('maria@example.com');
  });
});

describe('checkout without createOrder and suggestAddress', () => {
  it('takes a typed address, then offers the delivery phone; the form and the cart stay', async () => {
    const user = userEvent.setup();
    const { store, calls } = openWithoutAdditions('/ordering', 'gift-boundary');
    await screen.findByTestId('checkout-form', {}, SLOW);
    await waitFor(() => expect(store.cart.status).toBe('ready'), SLOW);
    const address = screen.getByRole('combobox', { name: /Адрес доставки/ });
    await fill(address, 'Тверская улица, 7');
    // The suggestion call answers 404: the field stops asking and takes the text as it is.
    await waitFor(() => expect(store.feature(AddressStore).suggesting).toBe(false), SLOW);
    expect(address).toHaveAccessibleDescription(
      'Укажите улицу и дом полностью — зону доставки уточним по телефону',
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(address).toHaveAttribute('aria-expanded', 'false');
    const first = await waitFor(() => within(screen.getByTestId('checkout-time')).getAllByRole('button')[0]!);
    await user.click(first);
    await fill(screen.getByRole('textbox', { name: /Имя/ }), 'Мария');
    await fill(screen.getByRole('textbox', { name: /Телефон/ }), '89265551234');
    await fill(screen.getByRole('textbox', { name: /E-mail/ }), 'maria@example.com');
    await user.click(screen.getByTestId('checkout-payment-cash'));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    const notice = await screen.findByTestId('checkout-unavailable', {}, SLOW);
    expect(within(notice).getByTestId('checkout-unavailable-phone')).toHaveAttribute('href', DELIVERY_TEL);
    const sent = calls.filter((c) => c.url === '/api/main_pages/createOrder.php');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ address: { value: 'Тверская улица, 7' }, payment: 'cash' });
    expect((sent[0]!.body as { address: object }).address).not.toHaveProperty('lat');
    expect(store.cart.isEmpty).toBe(false);
    expect(address).toHaveValue('Тверская улица, 7');
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});

describe('/spasibo without orderStatus', () => {
  it('thanks for the order, shows its number and offers the delivery phone instead of spinning', async () => {
    openWithoutAdditions('/spasibo?order=10001');
    const card = await screen.findByTestId('thanks', {}, SLOW);
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'status-unavailable'), SLOW);
    expect(screen.getByTestId('thanks-order-number')).toHaveTextContent('№10001');
    expect(screen.getByTestId('thanks-status-unavailable-phone')).toHaveAttribute('href', DELIVERY_TEL);
  });

  it('after a failed card payment, offers the phone to switch to cash when createOrder is missing', async () => {
    const user = userEvent.setup();
    openWithoutAdditions('/spasibo?order=10001', undefined, {
      '/api/main_pages/orderStatus.php': { json: { code: 1, status: 'payment_failed', payment: 'card' } },
    });
    await user.click(await screen.findByTestId('thanks-pay-cash', {}, SLOW));
    const notice = await screen.findByTestId('thanks-switch-unavailable', {}, SLOW);
    expect(within(notice).getByTestId('thanks-switch-unavailable-phone')).toHaveAttribute(
      'href',
      DELIVERY_TEL,
    );
    expect(screen.queryByTestId('thanks-pay-cash')).not.toBeInTheDocument();
  });
});
