import { expect, open, test } from './fixtures';

test.describe('QA scenarios (?scenario=NAME)', () => {
  test('default: the menu loads and the delivery banner shows', async ({ page }) => {
    await open(page, '/menyu?scenario=default');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('delivery-banner')).toBeVisible();
    await expect(page.getByTestId('qa-badge')).toContainText('default');
  });

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
  test('works from /shop/ with hash routes and shows the demo mark', async ({ page, baseURL }) => {
    const demo = baseURL!.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`);
    await page.goto(`${demo}/shop/`);
    await expect(page.getByTestId('demo-mark')).toBeVisible();
    await expect(page.getByTestId('header')).toBeVisible();
    await page.goto(`${demo}/shop/#/en/menyu`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery menu' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const img = page.getByTestId('product-card').first().locator('img');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const pdf = await page.request.get(`${demo}/shop/assets/pdf/bar-menu.pdf`);
    expect(pdf.ok()).toBe(true);
  });
});
