import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { routeCases, urlOf } from './routeTable';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every route of src/app/paths.ts, in both locales, at the desktop and
 * phone widths (the two projects), and with the cart, login and feedback dialogs open: nothing serious or
 * critical. One page load per route, locale and project.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page (the mock's QA panel is a tool of the test builds, not part of the shop) and lists what blocks. */
async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).exclude('#qa-root');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`);
}

/** Opens a URL and waits until the page has its content: a heading, and no skeleton still loading. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main h1, [data-testid="error-page"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('axe: every route, both locales', () => {
  for (const route of routeCases()) {
    for (const locale of ['ru', 'en'] as const) {
      const url = urlOf(route, locale);
      test(`${route.name} ${url}`, async ({ page }) => {
        if (!route.sampled) test.info().annotations.push({ type: 'note', description: `no sample parameter for ${route.name}: add one in tests/e2e/routeTable.ts` });
        await load(page, url);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  }
});

/** The dialogs of SPEC.md section 2: opened the way a customer opens them. */
const DIALOGS: { name: string; open: (page: Page) => Promise<void>; selector: string }[] = [
  {
    name: 'cart panel',
    selector: '[data-testid="cart-panel"]',
    open: async (page) => {
      await page.getByTestId('cart-button').click();
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
    },
  },
  {
    name: 'login modal',
    selector: '[data-testid="login-modal"]',
    open: async (page) => {
      await page.getByTestId('login-button').click();
      await expect(page.getByTestId('login-email')).toBeVisible();
    },
  },
  {
    name: 'feedback modal',
    selector: '[data-testid="modal-feedback"]',
    open: async (page) => {
      await page.getByTestId('footer-feedback').click();
      await expect(page.getByTestId('modal-feedback').getByRole('heading').first()).toBeVisible();
    },
  },
];

test.describe('axe: dialogs open', () => {
  for (const dialog of DIALOGS) {
    for (const locale of ['ru', 'en'] as const) {
      test(`${dialog.name} (${locale})`, async ({ page }) => {
        // A cart at the gift boundary: lines, gift and totals are all on screen.
        await load(page, `${locale === 'ru' ? '/' : '/en'}?scenario=gift-boundary`);
        await dialog.open(page);
        // The dialog's opening transition must be over, or axe measures half-faded colours.
        await page.waitForTimeout(400);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  }
});
