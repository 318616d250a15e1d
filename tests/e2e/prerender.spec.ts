import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The production build with prerendered pages (scripts/prerender.mjs from the fixtures), on the plain static
 * host `npm run bench` uses (scripts/serve.mjs, the API on the fixtures): the page is there before any script runs, React
 * hydrates it without replacing a node, and the data is then refreshed live.
 */
const PRERENDERED = `http://localhost:${Number(process.env.E2E_PORT ?? 4317) + 2}`;
test.use({ baseURL: PRERENDERED });

const PAGES = [
  {
    path: '/',
    lang: 'ru',
    heading: 'Свежая выпечка и торты с доставкой к вашему столу',
    title: /^Кафе, доставка и торты на заказ в Москве — Корица и Сливки$/,
  },
  { path: '/menyu', lang: 'ru', heading: 'Меню доставки', title: /^Меню доставки — Корица и Сливки$/ },
  {
    path: '/torty-na-zakaz',
    lang: 'ru',
    heading: 'Торты на заказ',
    title: /^Торты на заказ — Корица и Сливки$/,
  },
  {
    path: '/en',
    lang: 'en',
    heading: 'Fresh pastries and cakes delivered to your table',
    title: /Cinnamon & Cream$/,
  },
  { path: '/en/menyu', lang: 'en', heading: 'Delivery menu', title: /^Delivery menu — Cinnamon & Cream$/ },
  { path: '/en/torty-na-zakaz', lang: 'en', heading: 'Cakes to order', title: /Cinnamon & Cream$/ },
];

/** Counts the nodes removed from #root from now on (a hydration that fails replaces the page). */
async function watchRemovals(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { removedNodes: number };
    w.removedNodes = 0;
    new MutationObserver((list) => list.forEach((m) => (w.removedNodes += m.removedNodes.length))).observe(
      document.getElementById('root')!,
      { childList: true, subtree: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes);
}

test.describe('prerendered pages', () => {
  for (const { path, lang, heading, title } of PAGES) {
    test(`${path} is whole before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(PRERENDERED + path);
      await expect(page).toHaveTitle(title);
      // The page's own description (not the shell's), written into <head> by the build.
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
        'content',
        /^Кафе и кондитерская/,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('header')).toBeVisible();
      await expect(page.getByTestId('footer')).toBeVisible();
      if (path !== '/' && path !== '/en')
        expect(await page.getByTestId('product-card').count()).toBeGreaterThan(3);
      // Styled by its own CSS (not waiting for a script): the header is laid out as a row.
      await expect(page.getByTestId('header')).not.toHaveCSS('display', 'none');
      await context.close();
    });

    test(`${path} hydrates without replacing the page, then refreshes its data live`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      const liveMenu = page.waitForRequest((r) => r.url().includes('/api/main_pages/menu_catalog.php'));
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('#root[data-prerendered]', { state: 'attached' });
      const removed = await watchRemovals(page);
      // The live call goes out once React has hydrated (the first one was answered from the page).
      await liveMenu;
      await page.waitForLoadState('networkidle');
      expect(await removed()).toBe(0);
      expect(consoleErrors).toEqual([]);
      // React takes over the build's head tags and adds the absolute links as the page hydrates (in the same
      // commit: the canonical link first), one of each.
      for (const selector of [
        'link[rel="canonical"]',
        'title',
        'meta[name="description"]',
        'meta[property="og:title"]',
      ])
        await expect(page.locator(selector)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('a hydrated menu takes an order: add to cart, the count and the panel follow', async ({ page }) => {
    const liveMenu = page.waitForRequest((r) => r.url().includes('/api/main_pages/menu_catalog.php'));
    await page.goto('/menyu');
    await liveMenu;
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a returning visitor with a cart gets the page rendered afresh with their cart, no error', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('cart')) {
        window.localStorage.setItem(
          'cart',
          JSON.stringify([{ id: 701, name: 'Медовик', count: 2, price: 420, parent: 16 }]),
        );
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/menyu');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Меню доставки');
    expect(consoleErrors).toEqual([]);
  });

  test('the web fonts load on their own (font-display: swap), with no error', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/menyu');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Playfair Display"', 'Меню')))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Manrope', 'Меню'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a page styled by MUI (a cake) hydrates from its server styles without replacing the page', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const liveMenu = page.waitForRequest((r) => r.url().includes('/api/main_pages/menu_catalog.php'));
    await page.goto('/en/torty-na-zakaz/1186', { waitUntil: 'commit' });
    await page.waitForSelector('#root[data-prerendered]', { state: 'attached' });
    const removed = await watchRemovals(page);
    await liveMenu;
    await page.waitForLoadState('networkidle');
    expect(await removed()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Honey cake');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('a live menu that differs from the build shows at once: a new price, a product gone, no error', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    // The live answer (the page's own was answered from its snapshot): Medovik costs more, Napoleon is gone.
    await page.route('**/api/main_pages/menu_catalog.php*', async (route) => {
      const body: unknown = await (await route.fetch()).json();
      const change = (node: unknown): unknown =>
        Array.isArray(node)
          ? node.filter((n: { id?: number }) => n?.id !== 702).map(change)
          : node && typeof node === 'object'
            ? Object.fromEntries(
                Object.entries(node).map(([k, v]) => [
                  k,
                  k === 'price' && (node as { id?: number }).id === 701 ? 777 : change(v),
                ]),
              )
            : node;
      await route.fulfill({ json: change(body) });
    });
    await page.goto('/menyu');
    const medovik = page.locator('[data-testid="product-card"][data-product-id="701"]');
    await expect(medovik).toContainText('777');
    await expect(page.locator('[data-product-id="702"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test("a private page gets the app's shell with noindex and renders as before", async ({ page }) => {
    await page.goto('/ordering');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('footer')).toBeVisible();
  });

  test('sitemap.xml, robots.txt and the web app manifest are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).toContain('<loc>https://korica-slivki.ru/torty-na-zakaz/1186</loc>');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/ordering$/m);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThan(1);
  });
});
