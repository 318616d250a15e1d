import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS, XSS_URLS } from '../../mock-server/scenarios/hostile';
import { expect, open, test } from './fixtures';
import { inLocale, routeCases } from './routeTable';

/**
 * Hostile data: with the `hostile-data` scenario every text of the API carries one of the XSS payloads and
 * every link a script URL. On every route of src/app/paths.ts, in both locales, and in the dialogs that show
 * API text, no payload runs (window.__xss stays unset, no alert) and no script URL becomes a link.
 * Text is the same at both widths, so this runs in the desktop project only.
 */

test.skip(({ isMobile }) => isMobile, 'hostile data does not depend on the width: desktop project only');

type User = { id: number; user: string; fullname: string; phone: string; email: string; extended: unknown };
// Read as a file: Playwright's loader needs import attributes for JSON modules.
const admin = (JSON.parse(readFileSync('fixtures/users.json', 'utf8')) as User[]).find((u) => u.email === 'admin@example.com')!;

/** Records any alert/confirm/prompt the page opens (and serves the pages without their CSP). */
async function watchDialogs(page: Page): Promise<string[]> {
  await withoutCsp(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * The build's Content Security Policy would block a payload that got through, hiding it: the pages are
 * served without it here, so what is proven is the escaping and sanitising alone (security.spec.ts checks the
 * policy). Not a violation count either: DOMPurify parsing a payload in its inert document makes Chrome report
 * script-src-attr although nothing runs.
 */
async function withoutCsp(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  // Event handlers (onerror of a broken image, ontoggle…) fire asynchronously: give them a moment.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]'))).toBeNull();
  expect(dialogs).toEqual([]);
  // No link the API gave may be a script URL.
  const badLinks = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*(javascript|data|vbscript):/i.test(h)));
  expect(badLinks).toEqual([]);
}

test('the payload list', () => {
  expect(XSS_PAYLOADS.length + XSS_URLS.length).toBeGreaterThanOrEqual(15);
});

test.describe('no payload runs on any route', () => {
  for (const route of routeCases()) {
    test(`${route.name} ${route.path}`, async ({ page }) => {
      const dialogs = await watchDialogs(page);
      if (route.scenario === 'logged-in-admin') {
        await page.addInitScript((u) => {
          Object.entries({ auth: 'hostile-session', isAuth: '1', iduser: String(u.id), user: u.user, fullname: u.fullname, mobilephone: u.phone, email: u.email, extended: JSON.stringify(u.extended) }).forEach(([k, v]) => localStorage.setItem(k, v));
        }, admin);
      }
      for (const locale of ['ru', 'en'] as const) {
        await page.goto(`${inLocale(route.path, locale)}?scenario=hostile-data`);
        await expect(page.locator('main h1, [data-testid="error-page"]').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        // Below-the-fold parts (footer, lazy images) render too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectNothingRan(page, dialogs);
      }
    });
  }
});

test.describe('no payload runs in the dialogs that show API text', () => {
  for (const locale of ['ru', 'en'] as const) {
    const home = locale === 'ru' ? '/' : '/en';

    test(`cart with lines, gift choice and a promo gift (${locale})`, async ({ page }) => {
      const dialogs = await watchDialogs(page);
      await open(page, `${home}?scenario=hostile-data`);
      await page.getByTestId('cart-button').click();
      await expect(page.getByTestId('cart-line').first()).toContainText('<');
      const change = page.getByTestId('gift-change');
      if (await change.isVisible()) {
        await change.click();
        await expect(page.getByTestId('gift-option').first()).toBeVisible();
        await page.getByTestId('gift-option').first().click();
      }
      await page.getByTestId('promo-input').fill('PODAROK');
      await page.getByTestId('promo-apply').click();
      await expect(page.getByTestId('promo-applied')).toContainText('<');
      await expectNothingRan(page, dialogs);
    });

    test(`requisites, feedback cafe list and press (${locale})`, async ({ page }) => {
      const dialogs = await watchDialogs(page);
      await open(page, `${home}?scenario=hostile-data`);
      await page.getByTestId('footer-requisites').click();
      await expect(page.getByTestId('requisites-modal').locator('section').first()).toBeVisible();
      await expectNothingRan(page, dialogs);
      await page.keyboard.press('Escape');
      await page.getByTestId('footer-press').click();
      await expect(page.getByTestId('press-item').first()).toBeVisible();
      await expectNothingRan(page, dialogs);
      await page.keyboard.press('Escape');
      if (locale === 'ru') {
        // The English feedback form is "temporarily unavailable" (SPEC.md section 4): no cafe list there.
        await page.getByTestId('footer-feedback').click();
        await page.getByTestId('feedback-type-cafe').click();
        await page.getByTestId('feedback-cafe').click();
        await expect(page.getByTestId('feedback-cafe-list').getByRole('option').first()).toBeVisible();
      }
      await expectNothingRan(page, dialogs);
    });
  }
});
