import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closePage, openPage as open, seedScenario } from './renderApp';
import { fill } from '#tests/support/fill.ts';

// Whole pages with a hundred cards render slowly in jsdom on a busy machine: generous waits.
beforeAll(async () => {
  // The first render would otherwise pay for transforming every lazy page inside a test's time.
  await Promise.all([
    import('@/pages/MenuPage'),
    import('@/pages/MenuSectionPage'),
    import('@/pages/MenuItemPage'),
    import('@/pages/DishesPage'),
    import('@/pages/DishPage'),
    import('@/pages/CakesPage'),
    import('@/pages/CakePage'),
    import('@/pages/IndividualCakePage'),
    import('@/app/App'),
  ]);
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(closePage);

const card = (id: number) =>
  screen.getAllByTestId('product-card').find((c) => c.getAttribute('data-product-id') === String(id))!;

describe('delivery menu', () => {
  it('shows every menu category with its products, the category bar and the search', async () => {
    const app = open('/menyu');
    await screen.findAllByTestId('product-card');
    const sections = screen.getAllByTestId('menu-category');
    expect(sections.map((s) => Number(s.getAttribute('data-category-id')))).toEqual(
      app.store.catalogue.menuCategories.map((c) => c.id),
    );
    const menuProducts = app.store.catalogue.menuCategories.reduce((n, c) => n + c.products.length, 0);
    expect(screen.getAllByTestId('product-card')).toHaveLength(menuProducts);
    const bar = screen.getByTestId('category-bar');
    expect(within(bar).getAllByTestId('category-chip')).toHaveLength(sections.length);
    // The bar marks its first category from an effect after the cards' commit: under load the cards can be found first.
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: /Кофе/ })).toHaveAttribute('aria-current', 'true'),
    );
    expect(app.store.ui.activeCategory).toBe(10);
    // A chip names this page's path with its section, so that it stays on the page under a demo's <base>.
    expect(within(bar).getByRole('link', { name: /Кофе/ }).getAttribute('href')).toMatch(
      /^\/menyu#category-/,
    );
    expect(screen.getByRole('searchbox', { name: 'Поиск по меню' })).toBeInTheDocument();
  });

  it('a click on a category in the bar makes it the active category', async () => {
    const app = open('/menyu');
    await screen.findAllByTestId('product-card');
    await userEvent.click(within(screen.getByTestId('category-bar')).getByRole('link', { name: /Супы/ }));
    expect(app.store.ui.activeCategory).toBe(14);
    expect(within(screen.getByTestId('category-bar')).getByRole('link', { name: /Супы/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('searches by name in the current locale and says when nothing is found', async () => {
    open('/menyu');
    await screen.findAllByTestId('product-card');
    const search = screen.getByRole('searchbox', { name: 'Поиск по меню' });
    await fill(search, 'капуч');
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card').map((c) => c.getAttribute('data-product-id'))).toEqual([
        '103',
      ]),
    );
    expect(screen.getByTestId('menu-search-count')).toHaveTextContent('Нашлась 1 позиция');
    await userEvent.clear(search);
    await fill(search, 'пицца');
    expect(await screen.findByTestId('menu-search-empty')).toHaveTextContent('«пицца»');
    await userEvent.click(screen.getByRole('button', { name: 'Показать всё меню' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(60));
  });

  it('searches English names on the English menu', async () => {
    open('/en/menyu');
    await screen.findAllByTestId('product-card');
    await fill(screen.getByRole('searchbox', { name: 'Search the menu' }), 'cappuccino');
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card').map((c) => c.getAttribute('data-product-id'))).toEqual([
        '103',
      ]),
    );
    expect(screen.getByTestId('menu-search-count')).toHaveTextContent('1 item found');
  });

  it('a card shows weight, minimum and step, and adds the minimum, then one step more', async () => {
    const app = open('/menyu');
    await screen.findAllByTestId('product-card');
    const furshet = card(1301);
    expect(within(furshet).getByTestId('product-minimum')).toHaveTextContent('от 12 шт.');
    expect(within(furshet).getByTestId('product-multiplicity')).toHaveTextContent('кратно 6');
    await userEvent.click(within(furshet).getByTestId('add-to-cart'));
    expect(app.store.cart.lines.find((l) => l.id === 1301)?.count).toBe(12);
    await userEvent.click(within(card(1301)).getByTestId('add-to-cart'));
    expect(app.store.cart.lines.find((l) => l.id === 1301)?.count).toBe(18);
    expect(within(card(1301)).getByTestId('in-cart-count')).toHaveTextContent('18');
  });

  it('a cart of cakes to order blocks the dishes, each card following the cart', async () => {
    seedScenario('tnz-cart');
    const app = open('/menyu');
    await screen.findAllByTestId('product-card');
    expect(within(card(1301)).getByTestId('add-to-cart')).toBeDisabled();
    expect(within(card(1301)).getByTestId('add-blocked')).toHaveTextContent(
      'В корзине торт на заказ — он оформляется отдельно от других блюд',
    );
    act(() => app.store.cart.clear());
    await waitFor(() => expect(within(card(1301)).getByTestId('add-to-cart')).toBeEnabled());
    expect(within(card(1301)).queryByTestId('add-blocked')).not.toBeInTheDocument();
    await userEvent.click(within(card(1301)).getByTestId('add-to-cart'));
    expect(within(card(1301)).getByTestId('in-cart-count')).toHaveTextContent('12');
  });

  it('a chosen variant goes into the cart with its own price and name', async () => {
    const app = open('/menyu');
    await screen.findAllByTestId('product-card');
    const cappuccino = card(103);
    await userEvent.selectOptions(within(cappuccino).getByTestId('choice-select'), 'Овсяное молоко');
    expect(within(cappuccino).getByText(/400/)).toBeInTheDocument();
    await userEvent.click(within(cappuccino).getByTestId('add-to-cart'));
    expect(app.store.cart.lines).toEqual([
      expect.objectContaining({
        id: 103,
        price: 400,
        choice: true,
        choiceName: 'Овсяное молоко',
        choiceCode: 'CF-103-OAT',
        count: 1,
        parent: 10,
      }),
    ]);
  });

  it('shows a friendly note when the catalogue is empty', async () => {
    open('/menyu', { scenario: 'empty-catalogue' });
    expect(await screen.findByTestId('catalogue-empty')).toHaveTextContent('Меню сейчас обновляется');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });
});

describe('sections and items', () => {
  it('a section lists its products and links to the others', async () => {
    open('/menyu/coffee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кофе' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(screen.getAllByTestId('product-card')).toHaveLength(14);
    expect(screen.getByRole('navigation', { name: 'Разделы меню' })).toBeInTheDocument();
    expect(within(card(101)).getByRole('link', { name: 'Эспрессо' })).toHaveAttribute(
      'href',
      '/menyu/coffee/101',
    );
  });

  it('an unknown section is the 404 page', async () => {
    open('/menyu/nope');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('an item page shows the product and adds it to the cart', async () => {
    const app = open('/menyu/coffee/103');
    expect(await screen.findByRole('heading', { level: 1, name: 'Капучино' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('product-details')).getByTestId('add-to-cart'));
    expect(app.store.cart.lines[0]).toMatchObject({ id: 103, price: 330, link: '/menyu/coffee/103' });
    expect(screen.getByTestId('in-cart-note')).toHaveTextContent('В корзине: 1 шт.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/menyu\/coffee\/103$/,
    );
  });

  it('/blyudo lists dishes linking to /blyudo/{id}, and a dish page shows the dish', async () => {
    open('/blyudo');
    await screen.findAllByTestId('product-card');
    expect(within(card(101)).getByRole('link', { name: 'Эспрессо' })).toHaveAttribute('href', '/blyudo/101');
    open('/blyudo/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Эспрессо' })).toBeInTheDocument();
  });

  it.each(['/blyudo/999999', '/torty-na-zakaz/abc', '/en/blyudo/999999'])(
    '%s is the 404 page',
    async (path) => {
      open(path);
      expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    },
  );

  it('a cake reached under /blyudo moves to its own page', async () => {
    const app = open('/blyudo/1186');
    expect(await screen.findByRole('heading', { level: 1, name: 'Торт «Медовик»' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/torty-na-zakaz/1186');
  });

  it('keeps the retry when the menu cannot be loaded on an item page', async () => {
    open('/blyudo/101', { scenario: 'server-errors' });
    expect(await screen.findByTestId('catalogue-error')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});

describe('cakes', () => {
  it('lists the cakes with the price per kg and leads to the individual cake', async () => {
    open('/torty-na-zakaz');
    await screen.findAllByTestId('product-card');
    expect(screen.getAllByTestId('product-card')).toHaveLength(11);
    expect(card(1186)).toHaveTextContent(/2\s900\s*р\.\s*\/\s*кг/);
    expect(screen.getByTestId('individual-cake-banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Описать свой торт' })).toHaveAttribute(
      'href',
      '/tort-po-individualnomu-zakazu',
    );
  });

  it('a cake page puts weight × price per kg into the cart with the options in `well`', async () => {
    const app = open('/torty-na-zakaz/1186');
    await screen.findByTestId('cake-options');
    expect(screen.getByTestId('cake-price')).toHaveTextContent(/4\s350/); // 1.5 kg by default
    await userEvent.click(screen.getByRole('button', { name: '2\u00A0кг' }));
    expect(screen.getByTestId('cake-price')).toHaveTextContent(/5\s800/);
    await userEvent.selectOptions(screen.getByTestId('cake-filling'), 'С варёной сгущёнкой');
    await fill(screen.getByTestId('cake-inscription'), 'С днём рождения!');
    await userEvent.click(screen.getByTestId('add-to-cart'));
    expect(app.store.cart.lines).toHaveLength(1);
    expect(app.store.cart.lines[0]).toMatchObject({
      id: 1186,
      parent: 1184,
      price: 5800,
      count: 1,
      well: 'Вес: 2 кг; Начинка: С варёной сгущёнкой; Надпись: «С днём рождения!»',
      choiceName: '2 кг · С варёной сгущёнкой · «С днём рождения!»',
    });
    expect(screen.getByTestId('cake-added')).toBeInTheDocument();
    // Another weight of the same cake is another line, not a bigger count.
    await userEvent.click(screen.getByRole('button', { name: '3\u00A0кг' }));
    await userEvent.click(screen.getByTestId('add-to-cart'));
    expect(app.store.cart.lines.map((l) => l.price)).toEqual([5800, 8700]);
  });

  it('the inscription stops at 40 characters', async () => {
    open('/torty-na-zakaz/1186');
    await screen.findByTestId('cake-options');
    fireEvent.change(screen.getByTestId('cake-inscription'), { target: { value: 'x'.repeat(60) } });
    // On a busy machine the first test of a run sometimes commits the change after the event returns.
    await waitFor(() => expect(screen.getByTestId('cake-inscription')).toHaveValue('x'.repeat(40)));
  });

  it('writes the English options on the English cake page', async () => {
    const app = open('/en/torty-na-zakaz/1187');
    await screen.findByTestId('cake-options');
    await userEvent.click(screen.getByRole('button', { name: '1\u00A0kg' }));
    await userEvent.click(screen.getByTestId('add-to-cart'));
    expect(app.store.cart.lines[0]).toMatchObject({
      id: 1187,
      price: 2900,
      well: 'Weight: 1 kg; Filling: Vanilla custard',
    });
  });
});

describe('individual cake', () => {
  it('marks what is missing and adds nothing', async () => {
    const app = open('/tort-po-individualnomu-zakazu');
    await screen.findByTestId('individual-cake-form');
    await userEvent.click(screen.getByTestId('individual-submit'));
    expect(screen.getByTestId('individual-errors')).toBeInTheDocument();
    expect(screen.getByTestId('individual-description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('individual-date-help')).toHaveTextContent('Заполните это поле');
    expect(app.store.cart.lines).toHaveLength(0);
  });

  it('puts product 1185 with indZakaz 1 and the description into the cart', async () => {
    const app = open('/tort-po-individualnomu-zakazu');
    await screen.findByTestId('individual-cake-form');
    await fill(screen.getByTestId('individual-description'), 'Два яруса, белый крем и живые ягоды');
    await userEvent.selectOptions(screen.getByTestId('individual-weight'), '3');
    await userEvent.click(within(screen.getByTestId('individual-date')).getAllByRole('button')[0]!);
    await fill(screen.getByTestId('individual-name'), 'Анна');
    await fill(screen.getByTestId('individual-phone'), '9991234567');
    expect(screen.getByTestId('individual-phone')).toHaveValue('+7 (999) 123-45-67');
    expect(screen.getByTestId('individual-price')).toHaveTextContent(/11\s700/);
    await userEvent.click(screen.getByTestId('individual-submit'));
    expect(await screen.findByTestId('individual-cake-done')).toBeInTheDocument();
    const line = app.store.cart.lines[0]!;
    expect(line).toMatchObject({
      id: 1185,
      indZakaz: 1,
      parent: 1184,
      price: 11700,
      count: 1,
      link: '/tort-po-individualnomu-zakazu',
    });
    expect(line.well).toContain('Описание: Два яруса, белый крем и живые ягоды');
    expect(line.well).toContain('Вес: 3 кг');
    expect(line.well).toContain('Контакт: Анна, +7 (999) 123-45-67');
  });

  it('offers no date before the lead time (the first day chip is the earliest date)', async () => {
    open('/tort-po-individualnomu-zakazu');
    await screen.findByTestId('individual-cake-form');
    const days = within(screen.getByTestId('individual-date')).getAllByRole('button');
    const first = new Date();
    first.setDate(first.getDate() + 5);
    const iso = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-${String(first.getDate()).padStart(2, '0')}`;
    expect(days[0]).toHaveAttribute('data-date', iso);
    expect(days).toHaveLength(60);
  });
});
