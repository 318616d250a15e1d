import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS, XSS_URLS } from '../../mock-server/scenarios/hostile';
import { blockingViolations, expectNothingRan, watchPayloads } from './checks';
import { expect, test } from './fixtures';
import { inLocale, routeCases, urlOf, type RouteCase } from './routeTable';

/**
 * The one sweep of every route of the route table (src/app/paths.ts via tests/e2e/routeTable.ts), one test per
 * route, both locales:
 * - with the fixtures: it renders a real page (a heading, or the route's own error page for a parameter without
 *   a sample), `<html lang>` is the locale, the title, description and language links are the page's own, and
 *   axe-core (WCAG 2.0/2.1 A and AA) finds nothing serious or critical;
 * - with the `hostile-data` scenario (an XSS payload in every API text, a script URL in every API link): no
 *   payload runs (window.__xss stays unset, no alert) and no script URL becomes a link. Axe is not run on that
 *   visit: payload text in names (bidi overrides, odd characters) makes findings of its own.
 * Text, meta and escaping do not depend on the width: desktop project only. Axe runs at both widths.
 */

type User = { id: number; user: string; fullname: string; phone: string; email: string; extended: unknown };
// Read as a file: Playwright's loader needs import attributes for JSON modules.
const admin = (JSON.parse(readFileSync('fixtures/users.json', 'utf8')) as User[]).find(
  (u) => u.email === 'admin@example.com',
)!;

async function meta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
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

/** Opens a URL and waits until the page has its content: a heading or the error page, and no skeleton still loading. */
async function load(page: Page, url: string, sampled: boolean) {
  await page.goto(url);
  await expect(page.locator('main h1, [data-testid="error-page"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  if (sampled) await expect(page.getByTestId('error-page')).toHaveCount(0);
}

test.describe(
  'every route, both locales: render, lang, meta, axe, and hostile data',
  { tag: '@phone' },
  () => {
    for (const route of routeCases() as RouteCase[]) {
      test(`${route.name} ${route.path}`, async ({ page, isMobile }) => {
        // Four page loads and two axe runs: a long test on a busy machine.
        test.slow();
        if (!route.sampled)
          test.info().annotations.push({
            type: 'note',
            description: `no sample parameter for ${route.name}: add one in tests/e2e/routeTable.ts`,
          });
        for (const locale of ['ru', 'en'] as const) {
          await test.step(`${locale}: the page, its meta and axe`, async () => {
            await load(page, urlOf(route, locale), route.sampled);
            if (!isMobile) {
              await expect(page.locator('h1').first()).not.toHaveText('');
              expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
              const m = await meta(page);
              expect(m.title).toContain(locale === 'ru' ? 'Корица и Сливки' : 'Cinnamon & Cream');
              expect(m.description.length).toBeGreaterThan(unlisted(route.name) ? 0 : 20);
              expect(m.ru).toMatch(/^http:\/\/localhost:\d+\/?/);
              expect(m.en).toMatch(/\/en(\/|$)/);
              expect(new URL(m.ru).pathname.replace(/^\/en/, '')).toBe(
                new URL(m.en).pathname.replace(/^\/en/, '') || '/',
              );
            }
            expect(await blockingViolations(page)).toEqual([]);
          });
        }
        if (isMobile) return;
        // Then the hostile data (the scenario switches with the URL), served without the CSP.
        const dialogs = await watchPayloads(page);
        if (route.scenario === 'logged-in-admin') await asAdmin(page);
        for (const locale of ['ru', 'en'] as const) {
          await test.step(`${locale}: hostile data`, async () => {
            await load(page, `${inLocale(route.path, locale)}?scenario=hostile-data`, false);
            // Below-the-fold parts (footer, lazy images) render too.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await expectNothingRan(page, dialogs);
          });
        }
      });
    }
  },
);
