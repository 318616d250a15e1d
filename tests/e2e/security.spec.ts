import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/**
 * The built site under its own Content Security Policy (every build carries it, scripts/build/csp.ts):
 * nothing is blocked, emotion's run-time styles and the self-hosted fonts apply. And the password
 * never lands in browser storage, whatever the customer does.
 */

test.skip(
  ({ isMobile }) => isMobile,
  'the policy and storage do not depend on the width: desktop project only',
);

/** Collects every CSP violation of the page into window.__csp. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as { __csp?: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as { __csp?: string[] }).__csp ?? []);

test('the policy is in force and blocks nothing the site needs', async ({ page }) => {
  await watchCsp(page);
  await open(page, '/menyu');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  // emotion's <style> elements apply (the header's sticky position comes from them) and fonts load.
  expect(await page.getByTestId('header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px Manrope'))))
    .toBe(true);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  // An inline script is refused: the policy really works.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.head.appendChild(s);
  });
  expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBeUndefined();
  expect((await violations(page)).filter((v) => !v.startsWith('script-src-elem inline'))).toEqual([]);
});

/** Every value of local and session storage and the cookies, minus the mock's own keys (not in production). */
async function storedValues(page: Page): Promise<string[]> {
  const values = await page.evaluate(() => {
    const mock = new Set(['mockDb', 'mockScenario', 'mockControl']);
    const read = (s: Storage) =>
      Object.keys(s)
        .filter((k) => !mock.has(k))
        .map((k) => `${k}=${s.getItem(k)}`);
    return [...read(localStorage), ...read(sessionStorage), document.cookie];
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  return [...values, ...cookies];
}

test('the password is never stored: login', async ({ page }) => {
  await open(page, '/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-email').fill('demo@example.com');
  await page.getByTestId('login-password').fill('demo1234');
  // A successful login reloads the page: read the storage after the reload, not during it.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-submit').click();
  await reloaded;
  await expect(page.getByTestId('account-link')).toBeVisible();
  const values = await storedValues(page);
  expect(values.some((v) => v.startsWith('isAuth='))).toBe(true);
  expect(values.filter((v) => v.includes('demo1234'))).toEqual([]);
});

test('the password is never stored: registration, also when it fails', async ({ page }) => {
  const password = 'Kor1ca-Secret-77';
  await open(page, '/registraciya?fault=register:network');
  await page.getByTestId('registration-name').fill('Мария');
  await page.getByTestId('registration-phone').pressSequentially('9265551234');
  await page.getByTestId('registration-email').fill('maria@example.com');
  await page.getByTestId('registration-password').fill(password);
  await page.getByTestId('registration-consent').check();
  await page.getByTestId('registration-submit').click();
  await expect(page.getByText('Не удалось связаться с сервером')).toBeVisible();
  expect((await storedValues(page)).filter((v) => v.includes(password))).toEqual([]);
  await page.goto('/registraciya?fault=none');
  await page.getByTestId('registration-name').fill('Мария');
  await page.getByTestId('registration-phone').pressSequentially('9265551234');
  await page.getByTestId('registration-email').fill('maria@example.com');
  await page.getByTestId('registration-password').fill(password);
  await page.getByTestId('registration-consent').check();
  await page.getByTestId('registration-submit').click();
  await expect(page).toHaveURL(/\/kabinet$/);
  expect((await storedValues(page)).filter((v) => v.includes(password))).toEqual([]);
});
