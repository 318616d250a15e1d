import type { Page } from '@playwright/test';
import { expect, storyIn, test } from './fixtures';
import { SHOP_MORNING } from '#tests/support/shopMorning.ts';

// A journey here picks an order slot: the page on a fixed morning clock (tests/support/shopMorning.ts).
test.use({ clockAt: SHOP_MORNING });

const texts = {
  '': {
    panel: 'Панель оператора',
    brand: 'Кофейня «Городской сад»',
    medovik: 'Медовик',
    search: 'медовик',
    cappuccino: 'капучино',
    oat: 'Овсяное молоко',
    address: 'Тверская 7',
    option: /Тверская, д\. 7/,
    card: /Картой онлайн/,
    placed: 'принят',
    freeText: 'Торт «Наполеон» на 12 человек и 20 эклеров',
  },
  '/en': {
    panel: 'Operator panel',
    brand: 'City Garden Coffee House',
    medovik: 'Honey cake',
    search: 'honey',
    cappuccino: 'cappuccino',
    oat: 'Oat milk',
    address: 'Tverskaya 7',
    option: /7 Tverskaya/,
    card: /Card online|card/i,
    placed: 'placed',
    freeText: 'Napoleon cake for 12 people and 20 eclairs',
  },
} as const;

/** Picks the first open date and its first slot. */
async function pickSlot(page: Page, prefix: string) {
  await page.getByTestId(`${prefix}-date`).getByRole('button').first().click();
  await page.getByTestId(`${prefix}-time`).getByRole('button').first().click();
}

type KeptOrder = {
  orderId: number;
  brand?: string;
  freeText?: string;
  payment: string;
  cart: { id: number; count: number; choiceName: string }[];
};

/** The orders the mock keeps for the tab (sessionStorage `mockDb`). */
async function orders(page: Page): Promise<KeptOrder[]> {
  return page.evaluate(
    () =>
      (JSON.parse(window.sessionStorage.getItem('mockDb') ?? '{}') as { orders?: KeptOrder[] }).orders ?? [],
  );
}

for (const prefix of ['', '/en'] as const) {
  const t = texts[prefix];
  // The operator's order, once, in Russian, end to end in a browser. The English admin area, test_dadata, hand
  // ordering and the legacy pages are proven in tests/integration/admin.test.tsx.
  const story = storyIn(!prefix);

  test.describe(`admin area ${prefix || '/'}`, () => {
    story(
      'logged-in-admin: the panel lists the brand forms; an operator order goes end to end with a card link, then the form is clear',
      async ({ page }) => {
        // A long journey (catalogue, customer, address, slot) on a shared machine.
        test.slow();
        // The logged-in-admin scenario of DECISIONS.md section 1: the admin area opens without a login.
        await page.goto(`${prefix}/udc_adminpanel?scenario=logged-in-admin`);
        await expect(page.getByRole('heading', { level: 1, name: t.panel })).toBeVisible();
        await expect(page.getByTestId('admin-form-link')).toHaveCount(5);
        await page.getByTestId('admin-form-link').filter({ hasText: t.brand }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/udc_adminpanel/cg-ordering$`));
        await expect(page.getByTestId('admin-order-form')).toHaveAttribute('data-brand', 'cg');

        const search = page.getByTestId('admin-product-search');
        await search.fill(t.search);
        const medovik = page.locator('[data-testid="admin-product"][data-product-id="701"]');
        await expect(medovik).toContainText(t.medovik);
        await medovik.getByTestId('stepper-plus').click();
        await medovik.getByTestId('admin-add').click();
        await search.fill(t.cappuccino);
        const cappuccino = page.locator('[data-testid="admin-product"][data-product-id="103"]');
        await cappuccino.getByTestId('choice-select').selectOption({ label: t.oat });
        await cappuccino.getByTestId('admin-add').click();
        await expect(page.getByTestId('admin-cart-line')).toHaveCount(2);
        await expect(page.getByTestId('admin-cart-line').first().getByTestId('stepper-input')).toHaveValue(
          '2',
        );
        await expect(page.getByTestId('admin-delivery-price')).toContainText('350');

        await page.getByTestId('admin-name').fill('Анна Смирнова');
        await page.getByTestId('admin-phone').pressSequentially('9161234567');
        await page.getByTestId('admin-address').pressSequentially(t.address);
        await page.getByRole('option', { name: t.option }).click();
        await pickSlot(page, 'admin');
        await page.getByRole('radio', { name: t.card }).check();
        await page.getByTestId('admin-submit').dblclick();

        const placed = page.getByTestId('admin-placed');
        await expect(placed).toContainText(t.placed);
        const number = await placed.getAttribute('data-order-id');
        await expect(page.getByTestId('admin-payment-link')).toHaveValue(
          new RegExp(`/mock-bank\\?order=${number}&lang=${prefix ? 'en' : 'ru'}$`),
        );
        await expect(page.getByTestId('admin-cart-empty')).toBeVisible();
        await expect(page.getByTestId('admin-name')).toHaveValue('');
        // The shop's own cart is not the operator's.
        expect(await page.evaluate(() => window.localStorage.getItem('cart') ?? '[]')).toBe('[]');
        // A double click placed one order, with the brand and the lines.
        const kept = await orders(page);
        expect(kept).toHaveLength(1);
        expect(kept[0]).toMatchObject({ orderId: Number(number), brand: 'cg', payment: 'card' });
        expect(kept[0]!.cart.map((line) => [line.id, line.count, line.choiceName])).toEqual([
          [701, 2, ''],
          [103, 1, 'Овсяное молоко'],
        ]);
      },
    );
  });
}
