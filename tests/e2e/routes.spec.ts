import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS, XSS_URLS } from '../../mock-server/scenarios/hostile';
import { blockingViolations, expectNothingRan, watchPayloads } from './checks';
import { expect, navigate, pageRendered, test } from './fixtures';
import { inLocale, routeCases, urlOf, type RouteCase } from './routeTable';

/**
 * The one sweep of every route of the route table (src/app/paths.ts via tests/e2e/routeTable.ts), one test per
 * route. Each locale of each route is opened directly once; the other locale of a visit is reached by a
 * client-side navigation (what the locale switch does), which costs a render instead of a boot.
 * - The fixtures, Russian opened directly: a real page (a heading, or the route's own error page for a parameter
 *   without a sample), `<html lang>`, the page's own title, description and language links (one title, description
 *   and canonical link), and axe-core (WCAG 2.0/2.1 A and AA: nothing serious or critical) at the desktop width.
 *   Then English by navigation: the same, and axe at the phone width (390 px: the page reflows as on a phone).
 * - The `hostile-data` scenario (an XSS payload in every API text, a script URL in every API link): a few tests,
 *   each booting the scenario once and going through its share of the routes by client-side navigation, one
 *   locale a route, English and Russian in turns: no payload runs (window.__xss stays unset, no alert) and no script URL becomes a link, below the
 *   fold included. The menu tree is read at boot, so every page shows the scenario's data. Axe is not run on it:
 *   payload text in names (bidi overrides, odd characters) makes findings of its own.
 * What only a phone shows (the burger, touch) is proven in the phone project's @phone tests.
 */

type User = { id: number; user: string; fullname: string; phone: string; email: string; extended: unknown };
// Read as a file: Playwright's loader needs import attributes for JSON modules.
const admin = (JSON.parse(readFileSync('fixtures/users.json', 'utf8')) as User[]).find(
  (u) => u.email === 'admin@example.com',
)!;

async function meta(page: Page) {
  return page.evaluate(() => ({
    // One of each, whichever way the page was reached (React hoists the page's own and removes the last page's).
    counts: ['title', 'meta[name="description"]', 'link[rel="canonical"]'].map(
      (selector) => document.querySelectorAll(selector).length,
    ),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ru: document.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute('href') ?? '',
    en: document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href') ?? '',
  }));
}

/** Admin pages need an admin: a session in storage, as the login would leave it (the scenario is hostile-data). */
async function asAdmin(page: Page) {
  await page.addInitScript((u) => {
    Object.entries({
      auth: 'hostile-session',
      isAuth: '1',
      iduser: String(u.id),
      user: u.user,
      fullname: u.fullname,
      mobilephone: u.phone,
      email: u.email,
      extended: JSON.stringify(u.extended),
    }).forEach(([k, v]) => localStorage.setItem(k, v));
  }, admin);
}

test('the payload list', () => {
  expect(XSS_PAYLOADS.length + XSS_URLS.length).toBeGreaterThanOrEqual(15);
});

/** Pages nobody finds through a search engine (the operator's area, the thank-you page) may have a short description. */
const unlisted = (name: string) => name === 'thanks' || name.startsWith('admin');

/** The phone project's viewport (playwright.config.ts). */
const PHONE = { width: 390, height: 844 };

/** The page has its content, and a sampled route is not its own error page. */
async function rendered(page: Page, sampled: boolean) {
  await pageRendered(page);
  if (sampled) await expect(page.getByTestId('error-page')).toHaveCount(0);
}

/** Opens a URL directly (a boot) and waits for its content. */
async function open(page: Page, url: string, sampled: boolean) {
  await page.goto(url);
  await rendered(page, sampled);
}

/** The same route in the other locale by a client-side navigation, and waits for its content. */
async function switchTo(page: Page, url: string, sampled: boolean) {
  await navigate(page, url);
  await rendered(page, sampled);
}

/**
 * `<html lang>`, the title, the description and the language links are the page's own in that locale; so are the
 * h1, the piece that makes a content page real and its layout (routeTable.ts CONTENT).
 */
async function expectLocaleAndMeta(page: Page, route: RouteCase, locale: 'ru' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('h1').first()).not.toHaveText('');
  const content = route.content;
  if (content) {
    await expect(
      page.getByRole('heading', { level: 1, name: content.h1[locale === 'ru' ? 0 : 1] }),
    ).toBeVisible();
    if (content.testId) await expect(page.getByTestId(content.testId).first()).toBeVisible();
    if (content.layout)
      await expect(page.getByTestId('header')).toHaveAttribute('data-variant', content.layout);
  }
  await expect(page).toHaveTitle(locale === 'ru' ? /Корица и Сливки/ : /Cinnamon & Cream/);
  const m = await meta(page);
  expect(m.counts, 'title, description, canonical').toEqual([1, 1, 1]);
  expect(m.description.length).toBeGreaterThan(unlisted(route.name) ? 0 : 20);
  expect(m.ru).toMatch(/^http:\/\/localhost:\d+\/?/);
  expect(m.en).toMatch(/\/en(\/|$)/);
  expect(new URL(m.ru).pathname.replace(/^\/en/, '')).toBe(
    new URL(m.en).pathname.replace(/^\/en/, '') || '/',
  );
}

test.describe('every route: render, lang, meta, axe at both widths', () => {
  for (const route of routeCases() as RouteCase[]) {
    test(`${route.name} ${route.path}`, async ({ page }) => {
      // A boot, a navigation and two axe runs: long on a busy machine (the menu has 6 000 nodes).
      test.slow();
      if (!route.sampled)
        test.info().annotations.push({
          type: 'note',
          description: `no sample parameter for ${route.name}: add one in tests/e2e/routeTable.ts`,
        });
      await test.step('ru, opened: the page, its meta, axe at the desktop width', async () => {
        await open(page, urlOf(route, 'ru'), route.sampled);
        await expectLocaleAndMeta(page, route, 'ru');
        expect(await blockingViolations(page)).toEqual([]);
      });
      await test.step('en, navigated: the page, its meta, axe at the phone width', async () => {
        await switchTo(page, urlOf(route, 'en'), route.sampled);
        await expectLocaleAndMeta(page, route, 'en');
        const desktop = page.viewportSize()!;
        await page.setViewportSize(PHONE);
        expect(await blockingViolations(page)).toEqual([]);
        await page.setViewportSize(desktop);
      });
    });
  }
});

/** At most this many routes per hostile-data test: a boot, then a navigation a route. */
const HOSTILE_SHARE = 12;

/** A list cut into the fewest even shares of at most `size` (25 in shares of 12: 8, 9, 8, not 12, 12, 1). */
function shares<T>(list: T[], size: number): T[][] {
  const count = Math.ceil(list.length / size);
  return Array.from({ length: count }, (_, i) =>
    list.slice(Math.round((i * list.length) / count), Math.round(((i + 1) * list.length) / count)),
  );
}

test.describe('hostile data on every route, by navigation', () => {
  const cases = routeCases() as RouteCase[];
  // Admin pages need an admin session at boot (asAdmin); the public pages are seen as a visitor.
  const groups = [cases.filter((c) => !c.scenario), cases.filter((c) => c.scenario)];
  for (const group of groups)
    for (const share of shares(group, HOSTILE_SHARE)) {
      test(`${share[0]!.name} … ${share[share.length - 1]!.name}`, async ({ page }) => {
        test.slow();
        // Served without the CSP, which would hide a payload that got through.
        const dialogs = await watchPayloads(page);
        if (share[0]!.scenario) await asAdmin(page);
        const hostile = (path: string, locale: 'ru' | 'en') =>
          `${inLocale(path, locale)}?scenario=hostile-data`;
        await page.goto(hostile(share[0]!.path, 'en'));
        for (const route of share) {
          // One locale a route, in turns down the route table: the payloads are in every language's text, and
          // each page renders them with the same code whichever language it shows.
          const locale = cases.indexOf(route) % 2 ? 'ru' : 'en';
          await test.step(`${locale} ${route.path}`, async () => {
            await switchTo(page, hostile(route.path, locale), false);
            // Below-the-fold parts (footer, lazy images) render too.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await expectNothingRan(page, dialogs);
          });
        }
      });
    }
});
