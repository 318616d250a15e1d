import { expect, open, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Opens a page (optionally in a mock scenario) and then the cart panel from the header. */
async function openCart(page: Page, path: string) {
  await open(page, path);
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-view', 'cart');
  return panel;
}

const value = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-value'));
const line = (page: Page, id: number) => page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`);

test.describe('adding to the cart', () => {
  test('from a product card with a choice: the toast shows 1.5 s with image and name, the line keeps the choice', async ({ page }, info) => {
    await open(page, '/menyu/coffee');
    const card = page.locator('[data-testid="product-card"][data-product-id="103"]');
    await card.getByTestId('choice-select').selectOption({ label: 'Овсяное молоко' });
    await card.getByTestId('add-to-cart').click();
    const toast = page.getByTestId('cart-added-toast');
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toContainText('Вы добавили в корзину');
    await expect(toast).toContainText('Капучино');
    await expect(toast.locator('img')).toHaveAttribute('src', /products\/103\.svg/);
    if (info.project.name === 'desktop') {
      // Top right, but below the header: under the cart button (whose bottom is at most 84 px), never over it.
      const box = await toast.boundingBox();
      expect(box!.x).toBeGreaterThan(683);
      expect(box!.y).toBeGreaterThan(84);
      expect(box!.y).toBeLessThan(250);
    }
    // Still there a second after it appeared (the checks above take part of that second).
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - shownAt)));
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2000 });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await card.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByTestId('cart-button').click();
    await expect(line(page, 103)).toHaveCount(1);
    await expect(line(page, 103)).toContainText('Овсяное молоко');
    await expect(line(page, 103).getByTestId('stepper-input')).toHaveValue('2');
    expect(await value(page, 'cart-sum')).toBe(800);
  });

  test('from an item page in English, with its choice', async ({ page }) => {
    await open(page, '/en/menyu/coffee/105');
    const select = page.getByTestId('product-details').getByTestId('choice-select');
    const almond = await select.locator('option', { hasText: 'Almond milk' }).getAttribute('value');
    await select.selectOption(almond!);
    await page.getByTestId('product-details').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-added-toast')).toContainText('You have added to cart');
    await expect(page.getByTestId('cart-added-toast')).toContainText('Latte');
    await page.getByTestId('cart-button').click();
    await expect(line(page, 105)).toContainText('Latte');
    await expect(line(page, 105)).toContainText('Almond milk');
    await expect(page.getByRole('heading', { name: /Cart/ })).toBeVisible();
    expect(await value(page, 'cart-total')).toBe(440 + 350);
  });

  test('a cake to order from its page makes a tnz cart without gifts', async ({ page }) => {
    await open(page, '/torty-na-zakaz/1188');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-tnz-notice')).toBeVisible();
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
  });
});

test.describe('the panel', () => {
  test('is a 586 px dialog on desktop, full width on phones; Esc closes it; focus stays inside', async ({ page }, info) => {
    const panel = await openCart(page, '/?scenario=gift-boundary');
    await expect(panel).toHaveAttribute('role', 'dialog');
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    const box = await panel.boundingBox();
    expect(box!.width).toBe(info.project.name === 'desktop' ? 586 : 390);
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-panel"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('shows the empty cart with a way to the menu', async ({ page }) => {
    await openCart(page, '/en');
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty');
    await page.getByRole('link', { name: 'Go to the menu' }).click();
    await expect(page).toHaveURL(/\/en\/menyu$/);
    await expect(page.getByTestId('cart-panel')).toBeHidden();
  });

  test('keeps the valid lines of a corrupted stored cart', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', JSON.stringify([{ id: 701, name: 'Медовик', count: '2', price: 420, parent: 16 }, { id: 'x' }, null, 'junk']));
    });
    await openCart(page, '/');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect(await value(page, 'cart-sum')).toBe(840);
  });

  test('the stepper resets letters and negative numbers to the minimum, and goes to checkout', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    const input = line(page, 202).getByTestId('stepper-input');
    await input.fill('abc');
    await input.press('Enter');
    await expect(input).toHaveValue('1');
    await input.fill('-7');
    await input.press('Enter');
    await expect(input).toHaveValue('1');
    await input.fill('5');
    await input.press('Enter');
    expect(await value(page, 'cart-sum')).toBe(5 * 790 + 2 * 590 + 2 * 420);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/ordering$/);
    await expect(page.getByTestId('cart-panel')).toBeHidden();
  });
});

test.describe('gifts', () => {
  test('exactly 3600 gives the lemonade; one honey cake less takes it away and the reminder says 420 р. more', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    expect(await value(page, 'cart-sum')).toBe(3600);
    expect(await value(page, 'cart-delivery-price')).toBe(350);
    expect(await value(page, 'cart-total')).toBe(3950);
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3001');
    await line(page, 701).getByTestId('stepper-minus').click();
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
    await expect(page.getByTestId('gift-reminder')).toContainText('Ещё 420');
    await expect(page.getByTestId('gift-reminder-toast')).toContainText('Добавьте в заказ ещё на 420');
    await line(page, 701).getByTestId('stepper-plus').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3001');
  });

  test('the chosen lemonade, or no gift, survives a reload (session storage)', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    await page.getByTestId('gift-change').click();
    await expect(page.getByTestId('gift-choice')).toBeVisible();
    await page.locator('[data-testid="gift-option"][data-present-id="3003"]').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3003');
    await page.reload();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3003');
    await page.getByTestId('gift-change').click();
    await page.getByTestId('gift-none').click();
    await expect(page.getByTestId('gift-declined')).toBeVisible();
    await page.reload();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('gift-declined')).toBeVisible();
  });

  test('just below the tier, one more eclair reaches it (English)', async ({ page }) => {
    await openCart(page, '/en?scenario=below-gift');
    expect(await value(page, 'cart-sum')).toBe(3580);
    await expect(page.getByTestId('gift-reminder')).toContainText('20 р. more and the gift is yours: LEMONADE');
    await line(page, 705).getByTestId('stepper-plus').click();
    await expect(page.getByTestId('gift-selected')).toContainText('Citrus-mint lemonade');
  });

  test('pickup: the discount from the server, no delivery price, no tier gift', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    await page.getByTestId('delivery-type-pickup').click();
    await expect(page.getByTestId('delivery-type-pickup')).toContainText('−10 %');
    expect(await value(page, 'cart-delivery-price')).toBe(0);
    expect(await value(page, 'cart-discount')).toBe(360);
    expect(await value(page, 'cart-total')).toBe(3240);
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
  });

  test('a business lunch stops the gifts', async ({ page }) => {
    await open(page, '/menyu/biznes-lanch?scenario=gift-boundary');
    await page.locator('[data-testid="product-card"][data-product-id="1002"]').getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-gifts-stopped')).toBeVisible();
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
  });
});

test.describe('promo codes', () => {
  test('SKIDKA10 takes 10 % and the gift; clearing it restores both; it survives a reload', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    await page.getByTestId('promo-input').fill('  SKIDKA10 ');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toContainText('SKIDKA10');
    expect(await value(page, 'cart-discount')).toBe(360);
    expect(await value(page, 'cart-total')).toBe(3590);
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
    await page.reload();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('promo-applied')).toContainText('SKIDKA10');
    expect(await value(page, 'cart-total')).toBe(3590);
    await page.getByTestId('promo-clear').click();
    expect(await value(page, 'cart-total')).toBe(3950);
    await expect(page.getByTestId('gift-selected')).toBeVisible();
  });

  test('MINUS500 takes 500 р.; an unknown code shows the error', async ({ page }) => {
    await openCart(page, '/en?scenario=gift-boundary');
    await page.getByTestId('promo-input').fill('NOSUCHCODE');
    await page.getByTestId('promo-input').press('Enter');
    await expect(page.getByTestId('promo-error')).toContainText('There is no such promo code');
    await page.getByTestId('promo-input').fill('MINUS500');
    await expect(page.getByTestId('promo-error')).toHaveCount(0);
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toContainText('500');
    expect(await value(page, 'cart-total')).toBe(3450);
  });

  test('PODAROK puts the promo gift in; from 3200 it can be swapped for a lemonade', async ({ page }) => {
    await openCart(page, '/?scenario=gift-boundary');
    await page.getByTestId('promo-input').fill('PODAROK');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3101');
    await page.getByRole('button', { name: 'Заменить подарок по промокоду' }).click();
    await page.locator('[data-testid="gift-option"][data-present-id="3002"]').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3002');
    await line(page, 202).getByTestId('stepper-minus').click(); // 2810: below 3200
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3101');
    await expect(page.getByRole('button', { name: 'Заменить подарок по промокоду' })).toHaveCount(0);
  });

  test('a used gift promo gives the used error; short codes are not sent', async ({ page }) => {
    await openCart(page, '/?scenario=used-promo');
    await page.getByTestId('promo-input').fill('PODA');
    await expect(page.getByTestId('promo-apply')).toBeDisabled();
    await page.getByTestId('promo-input').fill('podarok');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-used')).toBeVisible();
    await page.getByTestId('promo-input').fill('DESERT');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3102');
  });

  test('closing the cart below 1500 drops a small-order gift promo', async ({ page }) => {
    await openCart(page, '/?scenario=used-promo');
    await page.getByTestId('promo-input').fill('DESERT');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toBeVisible();
    await line(page, 605).getByTestId('cart-line-remove').click(); // 790 left
    await expect(page.getByTestId('promo-small-order')).toBeVisible();
    await page.getByTestId('cart-close').click();
    await expect(page.getByTestId('promo-dropped-toast')).toContainText('DESERT');
    // The toast sits where the close button was (and over the phone's cart button); hovering it keeps it open.
    await page.mouse.move(5, 600);
    await expect(page.getByTestId('promo-dropped-toast')).toBeHidden({ timeout: 6000 });
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('promo-input')).toBeVisible();
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
  });
});

test.describe('tnz and buffet', () => {
  test('a tnz cart: notice, no gift, checkout allowed', async ({ page }) => {
    await openCart(page, '/?scenario=tnz-cart');
    await expect(page.getByTestId('cart-tnz-notice')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('gift-selected')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).toBeEnabled();
  });

  test('the buffet minimum blocks checkout until 5000', async ({ page }) => {
    await open(page, '/menyu/furshet');
    await page.locator('[data-testid="product-card"][data-product-id="1301"]').getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('buffet-minimum')).toContainText('Минимальная сумма заказа фуршетного меню');
    await expect(line(page, 1301).getByTestId('stepper-input')).toHaveValue('12');
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true');
    const input = line(page, 1301).getByTestId('stepper-input');
    await input.fill('30');
    await input.press('Enter');
    await expect(page.getByTestId('buffet-minimum')).toContainText('200');
    await line(page, 1301).getByTestId('stepper-plus').click(); // 36 × 160 = 5760
    await expect(page.getByTestId('buffet-minimum')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).not.toHaveAttribute('aria-disabled', 'true');
  });
});
