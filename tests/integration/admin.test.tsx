import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ordersOf } from '../../mock-server/handlers/order';
import { closePage, openPage, seedScenario } from './renderApp';
import { fill } from '#tests/support/fill.ts';
import { runAtShopMorning } from '#tests/support/shopClock.ts';

// A test here picks an order slot: Date on a fixed morning clock (tests/support/shopMorning.ts).
runAtShopMorning();

// Whole journeys through the real app (lazy chunks, mock latency): generous waits keep them steady on a busy machine.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('confirmCookiesModal', '1');
  // The once-only promo popup would cover the shop's pages.
  localStorage.setItem('showOneOpenModal', '1');
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  closePage();
  vi.restoreAllMocks();
});

function openAsAdmin(path: string) {
  seedScenario('logged-in-admin');
  return openPage(path, { scenario: 'logged-in-admin' });
}

/** Finds a product in the operator's catalogue search and adds it, `plus` steps above its minimum. */
async function addProduct(user: UserEvent, query: string, name: string, plus = 0) {
  const search = await screen.findByTestId('admin-product-search');
  await user.clear(search);
  await user.paste(query);
  const results = await screen.findByRole('list', { name: 'Найденные блюда' });
  const row = within(results)
    .getAllByTestId('admin-product')
    .find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no search result "${name}"`);
  for (let i = 0; i < plus; i += 1) await user.click(within(row).getByTestId('stepper-plus'));
  await user.click(within(row).getByTestId('admin-add'));
}

/** Picks the first open date and the first slot of it. */
async function pickSlot(user: UserEvent, prefix: string) {
  const dates = await screen.findByTestId(`${prefix}-date`);
  await user.click(within(dates).getAllByRole('button')[0]!);
  const times = screen.getByTestId(`${prefix}-time`);
  await user.click(within(times).getAllByRole('button')[0]!);
}

async function pickAddress(user: UserEvent, prefix: string, query: string, option: RegExp) {
  await user.click(screen.getByTestId(`${prefix}-address`));
  await user.paste(query);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillCustomer(user: UserEvent, prefix: string, name = 'Анна Смирнова') {
  await user.click(screen.getByTestId(`${prefix}-name`));
  await user.paste(name);
  await user.click(screen.getByTestId(`${prefix}-phone`));
  await user.paste('9161234567');
}

describe('admin index', () => {
  it('lists the five operator forms with their brand names and the address tester', async () => {
    openAsAdmin('/udc_adminpanel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель оператора' })).toBeInTheDocument();
    const links = screen.getAllByTestId('admin-form-link');
    expect(links.map((l) => l.getAttribute('data-brand'))).toEqual(['udc', 'bm', 'cg', 'cs', 'cs-old']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/udc_adminpanel/udc-ordering',
      '/udc_adminpanel/bm-ordering',
      '/udc_adminpanel/cg-ordering',
      '/udc_adminpanel/cs-ordering',
      '/udc_adminpanel/cs-ordering-old',
    ]);
    expect(links[1]).toHaveTextContent('Булочная «Мельница»');
    expect(screen.getByTestId('admin-dadata-link')).toHaveAttribute('href', '/udc_adminpanel/test_dadata');
  });

  it('is in English under /en', async () => {
    openAsAdmin('/en/udc_adminpanel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator panel' })).toBeInTheDocument();
    expect(screen.getAllByTestId('admin-form-link')[3]).toHaveAttribute(
      'href',
      '/en/udc_adminpanel/cs-ordering',
    );
  });
});

describe('admin access', () => {
  it('gives a customer the 403 page', async () => {
    seedScenario('logged-in');
    openPage('/udc_adminpanel/udc-ordering');
    expect(await screen.findByTestId('error-page')).toHaveTextContent('403');
    expect(screen.queryByTestId('admin-order-form')).not.toBeInTheDocument();
  });

  it('gives a visitor the login modal', async () => {
    openPage('/udc_adminpanel/cs-ordering');
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(screen.getByTestId('admin-login-required')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-order-form')).not.toBeInTheDocument();
  });
});

describe('operator order entry', () => {
  it('builds a cart from the catalogue, places a delivery order with the brand, shows the number and starts the next call', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/udc_adminpanel/bm-ordering');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ по телефону: Булочная «Мельница»' }),
    ).toBeInTheDocument();

    await addProduct(user, 'медовик', 'Медовик', 1);
    await addProduct(user, 'капучино', 'Капучино');
    const lines = await screen.findAllByTestId('admin-cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('stepper-input')).toHaveValue('2');
    // The same product again adds to its line.
    await addProduct(user, 'медовик', 'Медовик');
    expect(within(screen.getAllByTestId('admin-cart-line')[0]!).getByTestId('stepper-input')).toHaveValue(
      '3',
    );
    await user.click(within(screen.getAllByTestId('admin-cart-line')[0]!).getByTestId('stepper-minus'));
    // Remove and add again.
    await user.click(within(screen.getAllByTestId('admin-cart-line')[1]!).getByTestId('admin-cart-remove'));
    expect(screen.getAllByTestId('admin-cart-line')).toHaveLength(1);
    await addProduct(user, 'капучино', 'Капучино');

    const cart = app.store.cart;
    expect(cart.lines).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('admin-delivery-price')).toHaveTextContent('350'));

    await fillCustomer(user, 'admin');
    await pickAddress(user, 'admin', 'Тверская 7', /Тверская, д\. 7/);
    await pickSlot(user, 'admin');
    await user.click(screen.getByTestId('admin-submit'));

    const placed = await screen.findByTestId('admin-placed');
    const orders = ordersOf(app.db);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      brand: 'bm',
      payment: 'cash',
      typeDelivery: 'dostavka',
      customer: { name: 'Анна Смирнова', phone: '+7 (916) 123-45-67', email: '' },
    });
    expect((orders[0]!.cart as { id: number; count: number }[]).map((l) => [l.id, l.count])).toEqual([
      [701, 2],
      [103, 1],
    ]);
    expect(within(placed).getByTestId('admin-order-number')).toHaveTextContent(String(orders[0]!.orderId));
    expect(within(placed).queryByTestId('admin-payment-link')).not.toBeInTheDocument();
    // The form is empty for the next call; the shop's own cart was never touched.
    expect(screen.getByTestId('admin-cart-empty')).toBeInTheDocument();
    expect(screen.getByTestId('admin-name')).toHaveValue('');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });

  it('gives a card order its payment link to send to the customer (pickup, cs brand)', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/udc_adminpanel/cs-ordering');
    await addProduct(user, 'эклер', 'Эклер ванильный');
    await fillCustomer(user, 'admin');
    await user.click(screen.getByTestId('admin-delivery-pickup'));
    const cafes = await screen.findByTestId('admin-cafe');
    await user.click(within(cafes).getAllByRole('radio')[0]!);
    await pickSlot(user, 'admin');
    await user.click(screen.getByRole('radio', { name: /Картой онлайн/ }));
    await user.click(screen.getByTestId('admin-submit'));

    const link = await screen.findByTestId('admin-payment-link');
    const order = ordersOf(app.db)[0]!;
    expect(order).toMatchObject({ brand: 'cs', payment: 'card', typeDelivery: 'pickup' });
    expect(link).toHaveValue(`${window.location.origin}/mock-bank?order=${order.orderId}&lang=ru`);
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/udc_adminpanel/udc-ordering');
    await user.click(await screen.findByTestId('admin-submit'));
    expect(await screen.findByTestId('admin-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('admin-cart-empty')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите телефон — курьер или кафе позвонят по нему')).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес доставки')).toBeInTheDocument();
    expect(screen.getByText('Выберите дату')).toBeInTheDocument();
    expect(screen.getByTestId('admin-product-search')).toHaveFocus();

    // An address outside the zone is refused before anything is sent.
    await addProduct(user, 'эклер', 'Эклер ванильный');
    await pickAddress(user, 'admin', 'Химки', /Химки/);
    expect(await screen.findByText(/По этому адресу мы пока не доставляем/)).toBeInTheDocument();
    await fill(screen.getByTestId('admin-email'), 'anna@');
    await user.click(screen.getByTestId('admin-submit'));
    expect(screen.getByText('Проверьте e-mail: например, anna@example.com')).toBeInTheDocument();
    expect(ordersOf(app.db)).toHaveLength(0);
  });

  it('keeps everything when the server refuses, and places one order for a double click', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/udc_adminpanel/cg-ordering');
    await addProduct(user, 'эклер', 'Эклер ванильный');
    await fillCustomer(user, 'admin');
    await user.click(screen.getByTestId('admin-delivery-pickup'));
    const cafes = await screen.findByTestId('admin-cafe');
    await user.click(within(cafes).getAllByRole('radio')[0]!);
    await pickSlot(user, 'admin');
    // The server no longer knows the cafe: it refuses with its own message.
    const cafes0 = app.db.cafes;
    app.db.cafes = [];
    await user.click(screen.getByTestId('admin-submit'));
    expect(await screen.findByTestId('admin-problem')).toHaveTextContent(
      'Заказ не принят: Выберите кафе для самовывоза',
    );
    expect(screen.getAllByTestId('admin-cart-line')).toHaveLength(1);
    expect(screen.getByTestId('admin-name')).toHaveValue('Анна Смирнова');
    expect(ordersOf(app.db)).toHaveLength(0);

    app.db.cafes = cafes0;
    fireEvent.click(screen.getByTestId('admin-submit'));
    fireEvent.click(screen.getByTestId('admin-submit'));
    await screen.findByTestId('admin-placed');
    expect(ordersOf(app.db)).toHaveLength(1);
    expect(ordersOf(app.db)[0]).toMatchObject({ brand: 'cg' });
  });

  it('cs-ordering-old is the legacy form with its notice and places cs-old orders', async () => {
    openAsAdmin('/udc_adminpanel/cs-ordering-old');
    expect(await screen.findByTestId('legacy-notice')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-form')).toHaveAttribute('data-brand', 'cs-old');
    expect(within(screen.getByTestId('legacy-notice')).getByRole('link')).toHaveAttribute(
      'href',
      '/udc_adminpanel/cs-ordering',
    );
  });
});

describe('test_dadata', () => {
  it('shows the raw suggestions with their zone and the time the call took', async () => {
    const user = userEvent.setup();
    openAsAdmin('/udc_adminpanel/test_dadata');
    await fill(await screen.findByTestId('dadata-query'), 'химки');
    await user.click(screen.getByTestId('dadata-submit'));
    const rows = await screen.findAllByTestId('dadata-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveAttribute('data-in-zone', '0');
    expect(rows[0]).toHaveTextContent('Химки');
    expect(screen.getByTestId('dadata-timing')).toHaveTextContent(/\d+ мс/);
    expect(screen.getByRole('columnheader', { name: 'inZone' })).toBeInTheDocument();
  });
});

describe('hand ordering', () => {
  it('checks the text and the contacts, then sends a free-text order and shows its number', async () => {
    const user = userEvent.setup();
    const app = openPage('/handOrdering');
    await user.click(await screen.findByTestId('hand-order-submit'));
    expect(await screen.findByText('Опишите, что хотите заказать')).toBeInTheDocument();
    expect(screen.getByTestId('hand-order-text')).toHaveFocus();
    expect(screen.getByText('Укажите имя')).toBeInTheDocument();
    expect(ordersOf(app.db)).toHaveLength(0);

    await fill(screen.getByTestId('hand-order-text'), 'Торт');
    await user.click(screen.getByTestId('hand-order-submit'));
    expect(screen.getByText('Опишите заказ подробнее — хотя бы 10 символов')).toBeInTheDocument();
    await fill(screen.getByTestId('hand-order-text'), ' «Наполеон» на 12 человек');
    await fillCustomer(user, 'hand-order');
    await user.click(screen.getByTestId('hand-order-delivery-pickup'));
    await user.click(within(await screen.findByTestId('hand-order-cafe')).getAllByRole('radio')[1]!);
    await pickSlot(user, 'hand-order');
    await user.click(screen.getByTestId('hand-order-submit'));

    const success = await screen.findByTestId('hand-order-success');
    const order = ordersOf(app.db)[0]!;
    expect(order).toMatchObject({
      freeText: 'Торт «Наполеон» на 12 человек',
      cart: [],
      payment: 'cash',
      typeDelivery: 'pickup',
      lang: 'ru',
    });
    expect(order.brand).toBeUndefined();
    expect(within(success).getByTestId('hand-order-number')).toHaveTextContent(String(order.orderId));
    await user.click(screen.getByTestId('hand-order-again'));
    expect(screen.getByTestId('hand-order-text')).toHaveValue('');
  });

  it('the legacy pages render the same forms with the legacy notice; ordering_test starts with the cart', async () => {
    openPage('/en/old_pages/handOrdering');
    expect(await screen.findByTestId('legacy-notice')).toBeInTheDocument();
    expect(screen.getByTestId('hand-order-form')).toHaveAttribute('data-variant', 'legacy');

    seedScenario('gift-boundary');
    openPage('/old_pages/ordering_test');
    expect(await screen.findByTestId('legacy-notice')).toBeInTheDocument();
    expect(within(screen.getByTestId('legacy-notice')).getByRole('link')).toHaveAttribute(
      'href',
      '/ordering',
    );
    // The text follows the cart, whose lines the scenario's answer brings after the form has mounted.
    await waitFor(() =>
      expect((screen.getByTestId('hand-order-text') as HTMLTextAreaElement).value).toMatch(/× 2/),
    );
  });
});
