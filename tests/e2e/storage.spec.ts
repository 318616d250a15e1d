import { LOCAL_KEYS, SESSION_KEYS } from '../../src/stores/storage';
import { expect, open, test } from './fixtures';

/**
 * Browser storage in a real browser: every key of SPEC.md section 3 holding old shapes and huge values, and a
 * storage that is full (every setItem throws QuotaExceededError). The integration table
 * (tests/integration/storage.test.tsx) goes through each key and value; these prove the same in Chromium.
 */

test.skip(({ isMobile }) => isMobile, 'storage does not depend on the width: desktop project only');

test('every key with an old shape or a huge value: the pages and the cart work', async ({ page }) => {
  await page.addInitScript(
    ({ local, session }) => {
      if (sessionStorage.getItem('storage-test-seeded')) return;
      sessionStorage.setItem('storage-test-seeded', '1');
      const huge = JSON.stringify(
        Array.from({ length: 3000 }, (_, i) => ({
          id: 100_000 + i,
          name: 'x'.repeat(50),
          count: '1',
          price: '100',
        })),
      );
      local.forEach((key, i) =>
        localStorage.setItem(key, i % 2 ? huge : '{"__proto__":{"polluted":1},"v":[1,"2",null]}'),
      );
      session.forEach((key) => sessionStorage.setItem(key, '{"type":"persent","promo":"X","value":"100"}'));
      // The confirmations the fixture set are part of the garbage now; keep the banner and popup out of the way.
      localStorage.setItem('confirmCookiesModal', '1');
      localStorage.setItem('showOneOpenModal', '1');
    },
    { local: Object.values(LOCAL_KEYS), session: Object.values(SESSION_KEYS) },
  );
  for (const path of ['/', '/menyu/coffee', '/kabinet', '/en/sobytiya']) {
    await open(page, path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  }
  await open(page, '/menyu/coffee');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  expect(Number(await page.getByTestId('cart-total').getAttribute('data-value'))).toBeGreaterThan(0);
  expect(await page.evaluate(() => (({}) as { polluted?: number }).polluted)).toBeUndefined();
});

test('a full storage quota never loses the cart in memory', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Storage.prototype.setItem;
    // The app's keys cannot be written once the page runs (the mock's own data may be).
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (document.readyState === 'complete' && !key.startsWith('mock'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  });
  await open(page, '/menyu/coffee');
  await page.waitForLoadState('load');
  const card = page.getByTestId('product-card').first();
  await card.getByTestId('add-to-cart').click();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('cart-line').first().getByTestId('stepper-plus').click();
  await expect(page.getByTestId('cart-line').first().getByTestId('stepper-input')).toHaveValue('3');
  await page.getByTestId('promo-input').fill('SKIDKA10');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-applied')).toBeVisible();
});
