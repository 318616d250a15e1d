import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test starts with a fresh tab: storage empty, cookie banner accepted unless a test wants it,
 * and the once-only promotional popup already seen unless a test wants it (it would cover the page).
 * `clockAt`: the page's `Date` starts at that time and goes on from there (timers stay real); tests that pick an
 * order slot set it to SHOP_MORNING (tests/support/shopMorning.ts), so that no slot closes while they run.
 */
export const test = base.extend<{ acceptCookies: boolean; promoPopup: boolean; clockAt: string | null }>({
  acceptCookies: [true, { option: true }],
  promoPopup: [false, { option: true }],
  clockAt: [null, { option: true }],
  page: async ({ page, acceptCookies, promoPopup, clockAt }, use) => {
    if (clockAt) await page.clock.setSystemTime(new Date(clockAt));
    if (acceptCookies)
      await page.addInitScript(() => window.localStorage.setItem('confirmCookiesModal', '1'));
    if (!promoPopup) await page.addInitScript(() => window.localStorage.setItem('showOneOpenModal', '1'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A prerendered page is on screen before its code runs: the test acts, as a person would, once the app has it.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appHasPage(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appHasPage(page);
      return response;
    };
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/**
 * Resolves once React has the page: at once for the plain shell; for a prerendered page (scripts/prerender.mjs:
 * the e2e and production builds prerender every public page) once its elements are React's, hydrated
 * or rendered afresh (a scenario, a cart, a login), so that a test may read or set the stores and the router's
 * history (the page in <main>, behind the layout's Suspense boundary, hydrates after the shell and is waited for
 * too). A tap needs no wait: a control is disabled until its part has hydrated (LiveButton), and Playwright's
 * click waits for it to be enabled (tests/e2e/first-tap.spec.ts taps so).
 */
async function appHasPage(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root?.dataset.prerendered) return true;
      const hydrated = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const content = root.querySelector('main > *');
      return [...root.children].some(hydrated) && (!content || hydrated(content));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Opens a path and waits until the menu call has answered (the app is interactive). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('header')).toBeVisible();
}

/** Waits until the page has its content: a heading or the error page, and no skeleton still loading. */
export async function pageRendered(page: Page) {
  await expect(page.locator('main h1, [data-testid="error-page"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Goes to a path of the app as its links do (a client-side navigation: the router follows the history), without
 * booting the app again: the cheap way to see the same page in the other locale.
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === path);
}

/**
 * The URL of the chunk that holds a source module in a build (the e2e build, dist-e2e, unless named), for
 * `page.route`: chunks are named by their hash (vite.config.ts), so the build's manifest says which file a page is.
 */
export function chunkUrl(source: string, dist: 'dist-e2e' | 'dist-prerendered' = 'dist-e2e'): RegExp {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  const build = dist.replace(/^dist-/, 'build:');
  if (!chunk) throw new Error(`${source} has no chunk of its own in ${dist} (run npm run ${build})`);
  return new RegExp(`/${chunk.file.replace(/[.]/g, '\\.')}$`);
}

/**
 * A journey told once, in Russian: `story(title, body)` declares it for the Russian locale and declares
 * nothing under /en (each spec names where its English texts are proven), so no skipped copies pile up.
 */
export function storyIn(russian: boolean): (title: string, body: Parameters<typeof test>[2]) => void {
  return (title, body) => {
    if (russian) test(title, body);
  };
}
