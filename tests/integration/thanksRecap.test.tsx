import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDb } from '../../mock-server/db';
import { bankResult, createOrder } from '../../mock-server/handlers/order';
import { renderApp, seedScenario } from './renderApp';
import { fill } from '#tests/support/fill.ts';
import { runAtShopMorning } from '#tests/support/shopClock.ts';

// A test here picks an order slot: Date on a fixed morning clock (tests/support/shopMorning.ts).
runAtShopMorning();

vi.setConfig({ testTimeout: 90_000 });
const SLOW = { timeout: 60_000 };

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  vi.restoreAllMocks();
});

describe('/spasibo recaps the order', () => {
  it('after a cash delivery order: items, gift, address, date and slot, amount and payment', async () => {
    seedScenario('gift-boundary');
    const app = renderApp('/ordering');
    shutdown = () => app.server.shutdown();
    await screen.findByTestId('checkout-form', {}, SLOW);
    await waitFor(() => expect(app.store.cart.status).toBe('ready'), SLOW);
    await waitFor(() => expect(app.store.presents.presents.length).toBe(1), SLOW);
    const field = screen.getByRole('combobox', { name: /Адрес доставки/ });
    await fill(field, 'Тверская 7');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Тверская, д\. 7/ }, SLOW));
    await userEvent.click(within(screen.getByTestId('checkout-time')).getAllByRole('button')[0]!);
    await fill(screen.getByRole('textbox', { name: /Имя/ }), 'Анна');
    await fill(screen.getByRole('textbox', { name: /Телефон/ }), '9161234567');
    await fill(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(screen.getByTestId('checkout-payment-cash'));
    const total = app.store.cart.totals.total;
    await userEvent.click(screen.getByTestId('checkout-submit'));

    const recap = await screen.findByTestId('thanks-recap', {}, SLOW);
    expect(
      within(recap)
        .getAllByTestId('thanks-recap-line')
        .map((l) => l.textContent),
    ).toEqual([
      expect.stringContaining('Яйца Бенедикт с лососем × 2'),
      expect.stringContaining('× 2'),
      expect.stringContaining('Медовик × 2'),
    ]);
    expect(within(recap).getByTestId('thanks-recap-gift')).toHaveTextContent(/Подарок:.*лимонад.*бесплатно/i);
    expect(within(recap).getByTestId('thanks-recap-place')).toHaveTextContent(
      'Доставка' + 'Москва, ул. Тверская, д. 7',
    );
    expect(within(recap).getByTestId('thanks-recap-when')).toHaveTextContent(/\d+ [а-я]+, \d{2}:\d{2}/);
    expect(within(recap).getByTestId('thanks-recap-total')).toHaveAttribute('data-value', String(total));
    expect(within(recap).getByTestId('thanks-recap-total')).toHaveTextContent('доставка 350');
    expect(within(recap).getByTestId('thanks-recap-payment')).toHaveTextContent('наличными при получении');
  });

  it('after a failed card payment: its own text, "try the card again" beside "pay in cash", and the recap', async () => {
    const db = createDb();
    const placed = createOrder(db, {
      method: 'POST',
      path: '',
      query: {},
      body: {
        cart: [{ id: 701, count: 2, price: 420 }],
        customer: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'a@b.ru' },
        typeDelivery: 'pickup',
        cafe: 1,
        date: '2026-12-01',
        time: '12:00',
        payment: 'card',
        lang: 'en',
        total: 756,
      },
    }).body as { orderId: number };
    bankResult(db, {
      method: 'POST',
      path: '',
      query: {},
      body: { orderId: placed.orderId, result: 'failed' },
    });
    sessionStorage.setItem(
      'orderRecap',
      JSON.stringify({
        orderId: placed.orderId,
        lines: [
          { name: { ru: 'Медовик', en: 'Honey cake' }, choice: { ru: '', en: '' }, count: 2, sum: 840 },
        ],
        gifts: [],
        delivery: 'pickup',
        place: { ru: 'Кафе на Бронной, ул. Малая Бронная, 28', en: 'Bronnaya cafe, 28 Malaya Bronnaya St.' },
        date: '2026-12-01',
        time: '12:00',
        total: 756,
        deliveryPrice: 0,
        payment: 'card',
      }),
    );
    const app = renderApp(`/en/spasibo?order=${placed.orderId}`, { db });
    shutdown = () => app.server.shutdown();
    const thanks = await screen.findByTestId('thanks', {}, SLOW);
    await waitFor(() => expect(thanks).toHaveAttribute('data-state', 'payment_failed'), SLOW);
    expect(screen.getByTestId('thanks-failed-text')).toHaveTextContent(
      'The bank did not accept the payment and nothing was charged',
    );
    expect(screen.getByTestId('thanks-retry-card')).toHaveTextContent('Try the card again');
    expect(screen.getByTestId('thanks-pay-cash')).toHaveTextContent('Pay in cash on receipt');
    expect(screen.getByTestId('thanks-recap-place')).toHaveTextContent(
      'PickupBronnaya cafe, 28 Malaya Bronnaya St.',
    );
    expect(screen.getByTestId('thanks-recap-line')).toHaveTextContent('Honey cake × 2');
    expect(screen.getByTestId('thanks-recap-payment')).toHaveTextContent('by card online');
    await userEvent.click(screen.getByTestId('thanks-pay-cash'));
    await waitFor(() => expect(screen.getByTestId('thanks')).toHaveAttribute('data-state', 'cash'));
    expect(screen.getByTestId('thanks-recap-payment')).toHaveTextContent('in cash on receipt');
  });

  it('shows no recap for another order than the one kept', async () => {
    sessionStorage.setItem('orderRecap', JSON.stringify({ orderId: 1, lines: [] }));
    const app = renderApp('/spasibo?order=10001');
    shutdown = () => app.server.shutdown();
    await screen.findByTestId('thanks', {}, SLOW);
    expect(screen.queryByTestId('thanks-recap')).toBeNull();
  });
});
