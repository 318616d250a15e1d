import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { createDb, type MockDb } from '../../mock-server/db';
import { renderApp, seedScenario } from './renderApp';
import { fill } from '#tests/support/fill.ts';
import { runAtShopMorning } from '#tests/support/shopClock.ts';

// A test here picks an order slot: Date on a fixed morning clock (tests/support/shopMorning.ts).
runAtShopMorning();

/** The first render loads the lazy routes and the checkout chunk: slow under jsdom. */
const SLOW = { timeout: 60_000 };

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

async function openCheckout(scenario: string, path = '/ordering', db: MockDb = createDb()) {
  seedScenario(scenario);
  const app = renderApp(path, { db });
  shutdown = () => app.server.shutdown();
  const form = await screen.findByTestId('checkout-form', {}, SLOW);
  await waitFor(() => expect(app.store.cart.status).toBe('ready'), SLOW);
  await waitFor(() => expect(app.store.catalogue.menuStatus).toBe('ready'), SLOW);
  return { app, form };
}

async function pickAddress(query: string, option: string) {
  const field = screen.getByRole('combobox', { name: /Адрес доставки/ });
  await userEvent.clear(field);
  await fill(field, query);
  const suggestion = await screen.findByRole('option', { name: new RegExp(option) }, SLOW);
  fireEvent.mouseDown(suggestion);
}

async function pickFirstSlot() {
  const times = screen.getByTestId('checkout-time');
  const first = await waitFor(() => {
    const button = within(times).getAllByRole('button')[0];
    expect(button).toBeDefined();
    return button!;
  });
  await userEvent.click(first);
}

const money = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-value'));

describe('checkout', () => {
  it('shows a friendly empty state with a link to the menu when the cart is empty', async () => {
    const app = renderApp('/ordering');
    shutdown = () => app.server.shutdown();
    const empty = await screen.findByTestId('checkout-empty', {}, SLOW);
    expect(within(empty).getByRole('link', { name: 'Перейти в меню' })).toHaveAttribute('href', '/menyu');
  });

  it('says what is wrong next to every empty field, focuses the first one and sends nothing', async () => {
    const { app } = await openCheckout('gift-boundary');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    const address = screen.getByRole('combobox', { name: /Адрес доставки/ });
    expect(address).toHaveAccessibleDescription('Укажите адрес доставки');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    expect(screen.getByText('Выберите время')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Укажите имя');
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription(
      'Укажите телефон — курьер или кафе позвонят по нему',
    );
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Укажите e-mail — пришлём на него подтверждение и чек',
    );
    expect(screen.getByTestId('checkout-invalid')).toHaveTextContent('Проверьте поля, отмеченные красным.');
    expect(app.db.orders).toHaveLength(0);
  });

  it('fills in the logged-in customer and says "we do not deliver there" before sending (out-of-zone)', async () => {
    const { app } = await openCheckout('out-of-zone');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна Смирнова');
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7 (916) 123-45-67');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('demo@example.com');
    await pickAddress('Химки', 'Химки');
    const address = screen.getByRole('combobox', { name: /Адрес доставки/ });
    expect(address).toHaveAccessibleDescription(
      'По этому адресу мы пока не доставляем. Выберите другой адрес или самовывоз из кафе.',
    );
    await pickFirstSlot();
    await userEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(address).toHaveFocus());
    expect(app.db.orders).toHaveLength(0);
  });

  it('shows the same money as the cart, to the ruble (gift-boundary: 3600 + 350)', async () => {
    const { app } = await openCheckout('gift-boundary');
    expect(money('checkout-sum')).toBe(3600);
    expect(money('checkout-delivery-price')).toBe(350);
    expect(money('checkout-total')).toBe(3950);
    expect(money('checkout-total')).toBe(app.store.cart.totals.total);
    await userEvent.click(screen.getByTestId('delivery-type-pickup'));
    await waitFor(() => expect(money('checkout-pickup-discount')).toBeGreaterThan(0));
    expect(money('checkout-total')).toBe(app.store.cart.totals.total);
    expect(screen.getByTestId('checkout-cafe')).toBeInTheDocument();
  });

  it('places ONE order on a double click, empties the cart, keeps the last order and goes to /spasibo', async () => {
    const { app } = await openCheckout('out-of-zone');
    const total = app.store.cart.totals.total;
    await pickAddress('Тверская 7', 'Тверская, д. 7');
    await pickFirstSlot();
    await userEvent.click(screen.getByTestId('checkout-payment-cash'));
    const submit = screen.getByTestId('checkout-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/spasibo'), SLOW);
    expect(app.router.state.location.search).toBe('?order=10001');
    expect(app.db.orders).toHaveLength(1);
    expect(app.db.orders[0]).toMatchObject({ payment: 'cash', total, typeDelivery: 'dostavka' });
    expect(app.store.cart.isEmpty).toBe(true);
    expect(app.store.cart.lastTotalPrice).toBe(total);
    expect(window.analyticsGoals).toContain('order_placed');
    expect(await screen.findByTestId('thanks-order-number', {}, SLOW)).toHaveTextContent('№10001');
    expect(screen.getByTestId('thanks-cash')).toBeInTheDocument();
  });

  it('a click during the cart refresh waits for it: the order carries the refreshed total', async () => {
    const db = createDb();
    const { app } = await openCheckout('out-of-zone', '/ordering', db);
    await pickAddress('Тверская 7', 'Тверская, д. 7');
    await pickFirstSlot();
    await userEvent.click(screen.getByTestId('checkout-payment-cash'));
    const before = app.store.cart.totals.total;
    // Today's delivery price went up; the refresh is still on its way when the customer clicks.
    db.config.deliveryZones[0]!.price += 150;
    void app.store.cart.refresh();
    expect(app.store.cart.status).toBe('loading');
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/spasibo'), SLOW);
    expect(db.orders).toHaveLength(1);
    expect(db.orders[0]).toMatchObject({ total: before + 150 });
  });

  it('keeps the form and the cart when the server refuses, and shows its message', async () => {
    const db = createDb();
    const { app } = await openCheckout('out-of-zone', '/ordering', db);
    await pickAddress('Тверская 7', 'Тверская, д. 7');
    await pickFirstSlot();
    // The server's zone shrank since the suggestion: it refuses with its own message.
    db.config.deliveryArea.radiusKm = 0;
    await userEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-refused', {}, SLOW)).toHaveTextContent(
      'По этому адресу мы пока не доставляем',
    );
    expect(app.router.state.location.pathname).toBe('/ordering');
    expect(app.store.cart.lines).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Адрес доставки/ })).toHaveValue(
      'Москва, ул. Тверская, д. 7',
    );
    expect(screen.getByTestId('checkout-submit')).toBeEnabled();
    expect(db.orders).toHaveLength(0);
  });

  it('keeps everything and says what happened on a server error', async () => {
    const { app } = await openCheckout('out-of-zone');
    app.server.post(
      '/api/main_pages/createOrder.php',
      () => new Response(500, {}, { code: 0, message: 'boom' }),
    );
    await pickAddress('Тверская 7', 'Тверская, д. 7');
    await pickFirstSlot();
    await userEvent.click(screen.getByTestId('checkout-submit'));
    const alert = await screen.findByTestId('checkout-failed', {}, SLOW);
    expect(alert).toHaveTextContent('На сервере что-то пошло не так');
    expect(app.store.cart.lines).toHaveLength(2);
    expect(app.router.state.location.pathname).toBe('/ordering');
  });

  it('keeps the draft for the tab: a reload loses nothing', async () => {
    await openCheckout('gift-boundary');
    await fill(screen.getByRole('textbox', { name: /Имя/ }), 'Мария');
    await fill(screen.getByRole('textbox', { name: /Комментарий/ }), 'Позвонить заранее');
    shutdown?.();
    const again = renderApp('/ordering');
    shutdown = () => again.server.shutdown();
    await screen.findAllByTestId('checkout-form', {}, SLOW);
    const names = screen.getAllByRole('textbox', { name: /Имя/ });
    expect(names.at(-1)).toHaveValue('Мария');
    expect(screen.getAllByRole('textbox', { name: /Комментарий/ }).at(-1)).toHaveValue('Позвонить заранее');
  });

  it('blocks a buffet order below the minimum with its message', async () => {
    const db = createDb();
    const buffet = db.catalogue.products.find((p) => p.parent === 1866)!;
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: buffet.id,
          name: buffet.pagetitle,
          englishName: buffet.longtitle,
          count: buffet.minimum,
          price: buffet.price,
          parent: 1866,
          minimum: buffet.minimum,
          multiplicity: buffet.multiplicity,
        },
      ]),
    );
    await openCheckout('default', '/ordering', db);
    expect(screen.getByTestId('buffet-minimum')).toHaveTextContent(
      'Минимальная сумма заказа фуршетного меню',
    );
    expect(screen.getByTestId('checkout-submit')).toBeDisabled();
  });
});
