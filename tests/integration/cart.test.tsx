import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, seedScenario } from './renderApp';

/** The first render loads the lazy routes and the cart chunk: slow under jsdom. */
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

async function openCart(path = '/', scenario?: string) {
  if (scenario) seedScenario(scenario);
  const app = renderApp(path);
  shutdown = () => app.server.shutdown();
  await screen.findByTestId('header', {}, SLOW);
  await userEvent.click(screen.getByTestId('cart-button'));
  const panel = await screen.findByTestId('cart-panel', {}, SLOW);
  await waitFor(() => expect(app.store.cart.status).toBe('ready'));
  return { app, panel };
}

const money = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-value'));

describe('cart panel', () => {
  it('opens as a dialog from the header, shows the empty cart, and Esc closes it', async () => {
    const { app, panel } = await openCart('/');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(within(panel).getByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    expect(await within(panel).findByTestId('cart-empty')).toHaveTextContent('В корзине пока пусто');
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(app.store.ui.cartOpen).toBe(false));
  });

  it('shows the lines of the stored cart with the money from the server (gift-boundary: 3600)', async () => {
    const { panel } = await openCart('/', 'gift-boundary');
    const lines = await within(panel).findAllByTestId('cart-line');
    expect(lines.map((l) => l.getAttribute('data-product-id'))).toEqual(['202', '206', '701']);
    expect(within(lines[0]!).getByText('Яйца Бенедикт с лососем')).toBeInTheDocument();
    expect(money('cart-sum')).toBe(3600);
    expect(money('cart-delivery-price')).toBe(350);
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(money('cart-total')).toBe(3950);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('3 950 р.');
    expect(screen.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3001');
  });

  it('lets the customer choose another lemonade or no gift, kept in session storage', async () => {
    const { app, panel } = await openCart('/', 'gift-boundary');
    await userEvent.click(await within(panel).findByTestId('gift-change'));
    const choice = await screen.findByTestId('gift-choice');
    expect(
      within(choice)
        .getAllByTestId('gift-option')
        .map((o) => o.getAttribute('data-present-id')),
    ).toEqual(['3001', '3002', '3003']);
    expect(within(choice).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await userEvent.click(within(choice).getByText('Лимонад клубника-базилик'));
    expect(await screen.findByTestId('gift-selected')).toHaveAttribute('data-present-id', '3002');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('chosenGift') ?? '{}')).toMatchObject({ tier: 3002 }),
    );
    await userEvent.click(screen.getByTestId('gift-change'));
    await userEvent.click(await screen.findByTestId('gift-none'));
    expect(await screen.findByTestId('gift-declined')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-selected')).not.toBeInTheDocument();
    expect(app.store.presents.presents).toEqual([]);
  });

  it('one minus below 3600 takes the gift away and the reminder says how much is missing', async () => {
    const { panel } = await openCart('/', 'gift-boundary');
    const honey = (await within(panel).findAllByTestId('cart-line')).find(
      (l) => l.getAttribute('data-product-id') === '701',
    )!;
    await userEvent.click(within(honey).getByTestId('stepper-minus'));
    expect(money('cart-sum')).toBe(3180);
    expect(screen.queryByTestId('gift-selected')).not.toBeInTheDocument();
    expect(screen.getByTestId('gift-reminder')).toHaveTextContent('Ещё 420 р. — и подарок ваш: Лимонад');
    expect(await screen.findByTestId('gift-reminder-toast')).toHaveTextContent(
      'Добавьте в заказ ещё на 420 р. — и получите подарок: Лимонад',
    );
  });

  it('the stepper resets letters, negative and empty values to the minimum and stops at 2000', async () => {
    const { app, panel } = await openCart('/', 'gift-boundary');
    const line = (await within(panel).findAllByTestId('cart-line'))[0]!;
    const input = within(line).getByTestId('stepper-input');
    for (const typed of ['abc', '-5', '']) {
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await userEvent.keyboard('{Enter}');
      expect(input).toHaveValue('1');
    }
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    fireEvent.blur(input);
    expect(input).toHaveValue('2000');
    expect(within(line).getByTestId('stepper-plus')).toBeDisabled();
    expect(app.store.cart.lines[0]?.count).toBe(2000);
    await userEvent.click(within(line).getByTestId('stepper-minus'));
    expect(input).toHaveValue('1999');
  });

  it('applies SKIDKA10 (10 % off, the gift goes) and clearing it brings everything back', async () => {
    const { panel } = await openCart('/', 'gift-boundary');
    await userEvent.type(within(panel).getByTestId('promo-input'), '  SKIDKA10 ');
    await userEvent.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('Промокод SKIDKA10 · скидка 10 %');
    expect(money('cart-discount')).toBe(360);
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−360 р.');
    expect(money('cart-total')).toBe(3590);
    expect(screen.queryByTestId('gift-selected')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('promo-clear'));
    expect(money('cart-total')).toBe(3950);
    expect(screen.getByTestId('gift-selected')).toBeInTheDocument();
  });

  it('shows the error for an unknown code, the used error for a used gift promo, and sends nothing under 5 characters', async () => {
    const { panel } = await openCart('/', 'used-promo');
    const input = within(panel).getByTestId('promo-input');
    await userEvent.type(input, 'ABCD');
    expect(screen.getByTestId('promo-apply')).toBeDisabled();
    await userEvent.type(input, 'E{Enter}');
    expect(await screen.findByTestId('promo-error')).toHaveTextContent('Такого промокода нет');
    await userEvent.clear(input);
    expect(screen.queryByTestId('promo-error')).not.toBeInTheDocument();
    await userEvent.type(input, 'podarok{Enter}');
    expect(await screen.findByTestId('promo-used')).toHaveTextContent('Этот промокод уже использован.');
  });

  it('PODAROK puts the promo gift in place of the lemonade; the change icon shows from 3200', async () => {
    const { panel } = await openCart('/', 'gift-boundary');
    await userEvent.type(within(panel).getByTestId('promo-input'), 'PODAROK{Enter}');
    expect(await screen.findByTestId('gift-selected')).toHaveAttribute('data-present-id', '3101');
    expect(screen.getByTestId('gift-selected')).toHaveTextContent('Эклер в подарок');
    await userEvent.click(screen.getByRole('button', { name: 'Заменить подарок по промокоду' }));
    const choice = await screen.findByTestId('gift-choice');
    expect(within(choice).getByTestId('gift-keep-promo')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(choice).getAllByTestId('gift-option')[2]!);
    expect(await screen.findByTestId('gift-selected')).toHaveAttribute('data-present-id', '3003');
  });

  it('pickup takes the discount from getCart and has no delivery price; a percent promo replaces it', async () => {
    const { app } = await openCart('/', 'gift-boundary');
    await userEvent.click(screen.getByTestId('delivery-type-pickup'));
    await waitFor(() => expect(app.store.cart.discountPickup).toBe(10));
    expect(screen.getByTestId('delivery-type-pickup')).toHaveAttribute('aria-pressed', 'true');
    expect(money('cart-delivery-price')).toBe(0);
    expect(money('cart-discount')).toBe(360);
    expect(money('cart-total')).toBe(3240);
    expect(screen.queryByTestId('gift-selected')).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('promo-input'), 'SKIDKA10{Enter}');
    await screen.findByTestId('promo-applied');
    expect(money('cart-discount')).toBe(360);
    expect(money('cart-total')).toBe(3240);
  });

  it('a tnz cart shows the notice and no gift', async () => {
    const { panel } = await openCart('/', 'tnz-cart');
    expect(await within(panel).findByTestId('cart-tnz-notice')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-selected')).not.toBeInTheDocument();
    expect(within(panel).getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('the buffet minimum blocks checkout, with the festive-table variant for 1546', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 1301,
          name: 'Канапе с лососем и сливочным сыром',
          count: 12,
          price: 160,
          parent: 1866,
          minimum: 12,
          multiplicity: 6,
        },
      ]),
    );
    const { panel } = await openCart('/');
    expect(await within(panel).findByTestId('buffet-minimum')).toHaveTextContent(
      'Минимальная сумма заказа фуршетного меню — 5 000 р., добавьте ещё на 3 080 р.',
    );
    expect(screen.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true');
    const line = within(panel).getByTestId('cart-line');
    expect(within(line).getByTestId('stepper-minus')).toBeDisabled();
    await userEvent.click(within(line).getByTestId('stepper-plus'));
    expect(within(line).getByTestId('stepper-input')).toHaveValue('18');
  });

  it('the festive variant shows when the second buffet id 1546 is in the cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 1405,
          name: 'Мини-пирожки ассорти, 12 штук',
          count: 2,
          price: 1690,
          parent: 1546,
          minimum: 2,
          multiplicity: 1,
        },
      ]),
    );
    await openCart('/');
    expect(await screen.findByTestId('buffet-minimum')).toHaveTextContent(
      'фуршетного меню и праздничного стола',
    );
    expect(screen.getByTestId('buffet-minimum')).toHaveAttribute('data-variant', 'festive');
  });

  it('checkout goes to /ordering and closes the panel', async () => {
    const { app } = await openCart('/', 'gift-boundary');
    expect(screen.getByTestId('cart-checkout')).toHaveAttribute('href', '/ordering');
    await userEvent.click(screen.getByTestId('cart-checkout'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Оформление заказа' }, SLOW),
    ).toBeInTheDocument();
    expect(app.store.ui.cartOpen).toBe(false);
  });

  it('checkout on the promo layout goes to /promo/ordering', async () => {
    seedScenario('gift-boundary');
    const app = renderApp('/promo/flowers');
    shutdown = () => app.server.shutdown();
    await screen.findByTestId('header', {}, SLOW);
    await waitFor(() => expect(app.store.ui.isPromoPage).toBe(true));
    act(() => app.store.cart.open());
    expect(await screen.findByTestId('cart-checkout', {}, SLOW)).toHaveAttribute('href', '/promo/ordering');
  });

  it('count 0 through the remove button deletes the line and updates the header', async () => {
    const { panel } = await openCart('/', 'gift-boundary');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('6');
    const first = within(panel).getAllByTestId('cart-line')[0]!;
    await userEvent.click(
      within(first).getByRole('button', { name: 'Удалить из корзины: Яйца Бенедикт с лососем' }),
    );
    expect(within(panel).getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
  });
});

describe('adding from the catalogue', () => {
  it('adds from a product card with its choice and shows the added-to-cart toast with the name', async () => {
    const app = renderApp('/menyu/coffee');
    shutdown = () => app.server.shutdown();
    const card = (await screen.findAllByTestId('product-card', {}, SLOW)).find(
      (c) => c.getAttribute('data-product-id') === '103',
    )!;
    await userEvent.click(within(card).getByTestId('add-to-cart'));
    const toast = await screen.findByTestId('cart-added-toast');
    expect(toast).toHaveTextContent('Вы добавили в корзину');
    expect(toast).toHaveTextContent('Капучино');
    expect(toast.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/assets/img/products/103.webp'),
    );
    expect(app.store.cart.lines[0]).toMatchObject({
      id: 103,
      choice: true,
      choiceName: 'Коровье молоко',
      price: 330,
    });
    await userEvent.click(within(card).getByTestId('add-to-cart'));
    expect(app.store.cart.lines).toHaveLength(1);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('shows the cart in English under /en', async () => {
    seedScenario('gift-boundary');
    const app = renderApp('/en/menyu/deserty');
    shutdown = () => app.server.shutdown();
    const card = (await screen.findAllByTestId('product-card', {}, SLOW)).find(
      (c) => c.getAttribute('data-product-id') === '705',
    )!;
    await userEvent.click(within(card).getByTestId('add-to-cart'));
    const toast = await screen.findByTestId('cart-added-toast');
    expect(toast).toHaveTextContent('You have added to cart');
    expect(toast).toHaveTextContent('Vanilla eclair');
    await userEvent.click(screen.getByTestId('cart-button'));
    const panel = await screen.findByTestId('cart-panel', {}, SLOW);
    expect(within(panel).getByRole('heading', { name: /Cart/ })).toBeInTheDocument();
    expect(await within(panel).findByText('Eggs Benedict with salmon')).toBeInTheDocument();
    expect(within(panel).getByText('Total')).toBeInTheDocument();
    expect(screen.getByTestId('cart-checkout')).toHaveAttribute('href', '/en/ordering');
    expect(screen.getByTestId('gift-selected')).toHaveTextContent('Citrus-mint lemonade');
    // The English reminder and promo error (the browser journeys run in Russian).
    const honey = within(panel)
      .getAllByTestId('cart-line')
      .find((l) => l.getAttribute('data-product-id') === '701')!;
    await userEvent.click(within(honey).getByTestId('stepper-minus'));
    expect(await screen.findByTestId('gift-reminder')).toHaveTextContent(
      /р\. more and the gift is yours: lemonade/,
    );
    await userEvent.type(screen.getByTestId('promo-input'), 'NOSUCHCODE{Enter}');
    expect(await screen.findByTestId('promo-error')).toHaveTextContent('There is no such promo code');
  });
});
