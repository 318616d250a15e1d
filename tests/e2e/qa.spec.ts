import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { SHOP_MORNING } from '#tests/support/shopMorning.ts';

// A journey here picks an order slot: the page on a fixed morning clock (tests/support/shopMorning.ts).
test.use({ clockAt: SHOP_MORNING });

test.describe('QA scenarios (?scenario=NAME)', () => {
  test('default: the menu loads and the delivery banner shows', async ({ page }) => {
    await open(page, '/menyu?scenario=default');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('delivery-banner')).toBeVisible();
    await expect(page.getByTestId('qa-badge')).toContainText('default');
  });

  test(
    "the badge keeps off the open cart: small, in the panel's title bar",
    { tag: '@phone' },
    async ({ page }) => {
      await open(page, '/menyu?scenario=default');
      const badge = page.getByTestId('qa-badge');
      await expect(badge).toContainText('QA · default');
      await page.getByTestId('cart-button').click();
      const panel = page.getByTestId('cart-panel');
      await expect(panel).toBeVisible();
      await expect(badge).toHaveText('QA');
      const [box, titleBar, close] = await Promise.all([
        badge.boundingBox(),
        panel.locator('header').boundingBox(),
        page.getByTestId('cart-close').boundingBox(),
      ]);
      if (!box || !titleBar || !close)
        throw new Error('the badge, the title bar or the close button is not shown');
      expect(box.y).toBeGreaterThanOrEqual(titleBar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(titleBar.y + titleBar.height);
      expect(box.x + box.width).toBeLessThanOrEqual(close.x);
      await page.getByTestId('cart-close').click();
      await expect(badge).toContainText('QA · default');
    },
  );

  test('stop-delivery: the banner hides, the notice shows, and the scenario survives a reload', async ({
    page,
  }) => {
    await open(page, '/?scenario=stop-delivery');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Время доставки может быть увеличено' })
        .filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByTestId('delivery-banner')).toHaveCount(0);
    await page.goto('/menyu');
    await expect(page.getByTestId('qa-badge')).toContainText('stop-delivery');
    await expect(page.getByTestId('delivery-banner')).toHaveCount(0);
    await page.goto('/menyu?scenario=default');
    await expect(page.getByTestId('delivery-banner')).toBeVisible();
  });

  test('slow-network: skeletons first, the menu about 3 s later', async ({ page }) => {
    const started = Date.now();
    await open(page, '/menyu?scenario=slow-network');
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  for (const name of ['server-errors', 'offline']) {
    test(`${name}: the page stays usable and offers a retry`, async ({ page }) => {
      await open(page, `/menyu?scenario=${name}`);
      await expect(page.getByTestId('catalogue-error')).toBeVisible();
      await expect(page.getByTestId('footer')).toBeVisible();
    });
  }

  test('empty-catalogue: a friendly note instead of an empty page', async ({ page }) => {
    await open(page, '/en/menyu?scenario=empty-catalogue');
    await expect(page.getByTestId('catalogue-empty')).toBeVisible();
  });

  test('logged-in: the demo customer is logged in', async ({ page }) => {
    await open(page, '/?scenario=logged-in');
    await expect(page.getByTestId('account-link')).toBeVisible();
    await expect(page.getByTestId('login-button')).toHaveCount(0);
  });
});

test.describe('QA panel', () => {
  test('makes one endpoint fail live and resets', async ({ page }) => {
    await open(page, '/menyu?scenario=default');
    await page.getByTestId('qa-badge').click();
    await expect(page.getByTestId('qa-panel')).toBeVisible();
    await page.getByTestId('qa-fault-menuCatalog').selectOption('http500');
    await expect(page.getByTestId('qa-badge')).toContainText('1 fault');
    await page.reload();
    await expect(page.getByTestId('catalogue-error')).toBeVisible();
    await page.getByTestId('qa-badge').click();
    await page.getByTestId('qa-reset').click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('qa-badge')).not.toContainText(/\d+ faults?/);
  });

  test('copies a link that rebuilds the scenario and cart in another browser', async ({ page, browser }) => {
    await open(page, '/en/menyu?scenario=stop-delivery');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('qa-badge').click();
    await page.getByTestId('qa-copy-link').click();
    const link = await page.getByTestId('qa-link').inputValue();
    expect(link).toContain('/en/menyu?qa=');
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh.getByTestId('cart-count')).toHaveText('1');
    await expect(fresh.getByTestId('qa-badge')).toContainText('stop-delivery');
    expect(fresh.url()).not.toContain('qa=');
    await other.close();
  });
});

test.describe('demo build on a plain static host, in a sub-folder', () => {
  // scripts/static-server.mjs: dist-demo under /shop/, answering what has no file with 404.html (GitHub Pages).
  const demo = (baseURL: string | undefined) =>
    `${baseURL!.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`)}/shop/`;
  const imageShown = (page: Page) =>
    expect
      .poll(() =>
        page
          .getByTestId('product-card')
          .first()
          .locator('img')
          .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
      )
      .toBe(true);

  test('its first-paint pages are whole before any script runs, and hydrate in place', async ({
    page,
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${demo(baseURL)}en/menyu`);
    expect(bare.url()).toBe(`${demo(baseURL)}en/menyu/`);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Delivery menu');
    await imageShown(bare);
    // A card's link opens in the folder too (a tap before the app starts, a new tab).
    const cardLink = bare.getByTestId('product-card').first().locator('h3 a');
    expect(await cardLink.evaluate((a: HTMLAnchorElement) => a.href)).toMatch(
      new RegExp(`^${demo(baseURL)}en/menyu/[^/]+/\\d+$`),
    );
    await context.close();

    await page.goto(`${demo(baseURL)}menyu/`, { waitUntil: 'commit' });
    await page.waitForSelector('#root[data-prerendered]', { state: 'attached' });
    await page.evaluate(() => {
      const w = window as unknown as { removedNodes: number };
      w.removedNodes = 0;
      new MutationObserver((list) => list.forEach((m) => (w.removedNodes += m.removedNodes.length))).observe(
        document.getElementById('root')!,
        { childList: true, subtree: true, attributes: false },
      );
    });
    await page.waitForFunction(() =>
      [...document.getElementById('root')!.children].some((child) =>
        Object.keys(child).some((key) => key.startsWith('__reactFiber$')),
      ),
    );
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Меню доставки');
    await expect(page.getByTestId('demo-mark')).toBeVisible();
  });

  test('old hash links and state links become paths; the app navigates inside the folder', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${demo(baseURL)}#/en/menyu`);
    await expect(page).toHaveURL(`${demo(baseURL)}en/menyu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery menu' })).toBeVisible();
    await imageShown(page);
    await page.goto(`${demo(baseURL)}?scenario=stop-delivery#/torty-na-zakaz`);
    await expect(page).toHaveURL(`${demo(baseURL)}torty-na-zakaz?scenario=stop-delivery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Торты на заказ' })).toBeVisible();
    await expect(page.getByTestId('qa-badge')).toContainText('stop-delivery');
    await page.goto(`${demo(baseURL)}en/`);
    await page.getByTestId('header').locator('a[href$="menyu"]').first().click();
    await expect(page).toHaveURL(`${demo(baseURL)}en/menyu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery menu' })).toBeVisible();
    await imageShown(page);
    // A card's link names the folder, and a tap on it stays in the app.
    const card = page.getByTestId('product-card').first().locator('h3 a');
    const href = await card.evaluate((a: HTMLAnchorElement) => a.href);
    expect(href).toMatch(new RegExp(`^${demo(baseURL)}en/menyu/[^/]+/\\d+$`));
    await card.click();
    await expect(page).toHaveURL(href);
    await page.goBack();
    await expect(page).toHaveURL(`${demo(baseURL)}en/menyu`);
    const pdf = await page.request.get(`${demo(baseURL)}assets/pdf/bar-menu.pdf`);
    expect(pdf.ok()).toBe(true);
  });

  test("a card order goes to the bank page on the folder's home and back to /spasibo in the folder", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${demo(baseURL)}ordering?scenario=out-of-zone`);
    await expect(page.getByTestId('checkout-summary')).toHaveAttribute('data-status', 'ready');
    await page.getByTestId('delivery-type-pickup').click();
    await page.getByTestId('checkout-cafe').locator('input[type="radio"]').first().check();
    await page.getByTestId('checkout-time').getByRole('button').first().click();
    await page.getByTestId('checkout-payment-card').check();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('mock-bank')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await page.getByTestId('mock-bank-pay').click();
    await expect(page).toHaveURL(`${demo(baseURL)}spasibo?order=10001`);
    await expect(page.getByTestId('thanks')).toHaveAttribute('data-state', 'paid', { timeout: 30_000 });
  });

  test("a page without a file of its own opens from the host's 404.html, at any depth", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${demo(baseURL)}en/o-nas`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByTestId('demo-mark')).toBeVisible();
    await page.goto(`${demo(baseURL)}en/menyu/coffee/101`);
    await expect(page.getByRole('heading', { level: 1, name: 'Espresso' })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  });
});
