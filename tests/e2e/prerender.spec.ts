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
      // The web fonts wait for the starter (scripts/prerender.mjs): the page paints in their stand-ins.
      await expect(page.locator('html')).not.toHaveClass(/\bwf\b/);
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

  test('the web fonts are switched on after the first paint, a part at a time, and load', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/menyu');
    await expect(page.locator('html')).toHaveClass(/\bwf\b/);
    // The parts' marks go once the whole page has the fonts.
    await expect(page.locator('[data-wf]')).toHaveCount(0);
    const timing = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        fonts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2'))
          .map((e) => e.startTime),
      }));
    await expect.poll(async () => (await timing()).fonts.length).toBeGreaterThan(0);
    const { paint, fonts } = await timing();
    expect(Math.min(...fonts)).toBeGreaterThanOrEqual(paint);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Playfair Display"', 'Меню')))
      .toBe(true);
    // The worker that readies ICU's locale lists off the main thread loaded (the policy allows it).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((name) => /\/assets\/intl-\w+\.js$/.test(name))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a page that is not prerendered gets the plain shell and renders as before', async ({ page }) => {
    await page.goto('/o-nas');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
  });
});
