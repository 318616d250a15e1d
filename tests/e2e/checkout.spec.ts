import { expect, open, storyIn, test } from './fixtures';
import type { Page } from '@playwright/test';
import { SHOP_MORNING } from '#tests/support/shopMorning.ts';

// A journey here picks an order slot: the page on a fixed morning clock (tests/support/shopMorning.ts).
test.use({ clockAt: SHOP_MORNING });

const LOCALES = [
  {
    prefix: '',
    address: 'Тверская 7',
    picked: 'Москва, ул. Тверская, д. 7',
    far: 'Химки',
    outOfZone: 'По этому адресу мы пока не доставляем',
  },
  {
    prefix: '/en',
    address: 'Tverskaya 7',
    picked: 'Moscow, 7 Tverskaya St.',
    far: 'Khimki',
    outOfZone: 'We do not deliver to this address yet',
  },
] as const;

/** Opens the checkout in the out-of-zone scenario: the demo customer logged in, a cart ready to check out. */
async function openCheckout(page: Page, prefix: string) {
  await open(page, `${prefix}/ordering?scenario=out-of-zone`);
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  // The summary's total is final once getCart has named the delivery price.
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('data-status', 'ready');
}

async function pickAddress(page: Page, query: string, option: string | RegExp) {
  const field = page.getByTestId('checkout-address');
  await field.fill(query);
  await page.getByRole('option', { name: option }).click();
}

async function pickSlot(page: Page) {
  await page.getByTestId('checkout-time').getByRole('button').first().click();
}

async function pickCafe(page: Page) {
  await page.getByTestId('delivery-type-pickup').click();
  await page.getByTestId('checkout-cafe').locator('input[type="radio"]').first().check();
}

for (const l of LOCALES) {
  // Every checkout story in Russian; in English the delivery + cash order with an address out of the zone first
  // (the English texts of the rest are proven in tests/integration/checkout.test.tsx).
  const story = storyIn(!l.prefix);

  test.describe(`checkout ${l.prefix || '/'}`, () => {
    test('delivery + cash → /spasibo with the order number, the cart emptied', async ({ page }) => {
      await openCheckout(page, l.prefix);
      const total = await page.getByTestId('checkout-total').getAttribute('data-value');
      // An address outside the zone is said at once, and nothing is placed with it.
      await page.getByTestId('checkout-address').fill(l.far);
      const far = page.getByRole('option').first();
      await expect(far).toHaveAttribute('data-in-zone', '0');
      await far.click();
      await expect(page.getByText(l.outOfZone)).toBeVisible();
      await pickSlot(page);
      await page.getByTestId('checkout-submit').click();
      await expect(page.getByTestId('checkout-address')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/ordering`));
      await pickAddress(page, l.address, l.picked);
      await page.getByTestId('checkout-payment-cash').check();
      await page.getByTestId('checkout-submit').dblclick();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/spasibo\\?order=10001$`));
      await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'cash');
      await expect(page.getByTestId('thanks-order-number')).toContainText('10001');
      await expect(page.getByTestId('cart-count')).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('lastTotalPrice'))).toBe(total);
      expect(await page.evaluate(() => window.analyticsGoals ?? [])).toContain('order_placed');
    });

    story(
      'pickup + card → the bank page → pay → /spasibo paid; cancelled from the QA panel shows the full-refund note',
      async ({ page }) => {
        await openCheckout(page, l.prefix);
        await pickCafe(page);
        await pickSlot(page);
        await page.getByTestId('checkout-payment-card').check();
        await page.getByTestId('checkout-submit').click();
        await expect(page.getByTestId('mock-bank')).toBeVisible();
        await expect(page.getByTestId('mock-bank-order')).toContainText('10001');
        await page.getByTestId('mock-bank-pay').click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/spasibo\\?order=10001$`));
        // A whole new document (back from the bank) loads /spasibo's code afresh: slow on a busy machine.
        await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });
        await expect(page.getByTestId('thanks-paid')).toBeVisible();
        await page.getByTestId('qa-badge').click();
        await page.getByTestId('qa-cancel-10001').click();
        await page.reload();
        await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'cancelled');
        await expect(page.getByTestId('thanks-refund')).toContainText('полная сумма возвращается на карту');
      },
    );

    story(
      'card → the bank fails → pay in cash → /spasibo cash; cancelled from the QA panel shows its note',
      async ({ page }) => {
        await openCheckout(page, l.prefix);
        await pickAddress(page, l.address, l.picked);
        await pickSlot(page);
        await page.getByTestId('checkout-submit').click();
        await page.getByTestId('mock-bank-fail').click();
        await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'payment_failed');
        await page.getByTestId('thanks-pay-cash').click();
        await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'cash');
        await expect(page.getByTestId('thanks-order-number')).toContainText('10001');
        await page.getByTestId('qa-badge').click();
        await page.getByTestId('qa-cancel-10001').click();
        await page.reload();
        await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'cancelled');
        await expect(page.getByTestId('thanks-refund')).toHaveCount(0);
      },
    );
  });
}
