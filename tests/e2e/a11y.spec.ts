import type { Page } from '@playwright/test';
import { animationsDone, blockingViolations } from './checks';
import { expect, navigate, pageRendered, test } from './fixtures';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the cart, login and feedback dialogs, open, in both locales (Russian opened,
 * English by navigation), at the desktop and phone widths (the two projects): nothing serious or critical. Every
 * route's own axe check is part of the route sweep (routes.spec.ts).
 */

/** Opens a URL and waits until the page has its content: a heading, and no skeleton still loading. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await pageRendered(page);
}

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

test.describe('axe: dialogs open', { tag: '@phone' }, () => {
  for (const dialog of DIALOGS) {
    test(dialog.name, async ({ page }) => {
      // A cart at the gift boundary: lines, gift and totals are all on screen.
      await load(page, '/?scenario=gift-boundary');
      for (const locale of ['ru', 'en'] as const) {
        await test.step(locale, async () => {
          if (locale === 'en') {
            await page.keyboard.press('Escape');
            await expect(page.locator(dialog.selector)).toBeHidden();
            await navigate(page, '/en?scenario=gift-boundary');
            await expect(page.locator('html')).toHaveAttribute('lang', 'en');
          }
          await dialog.open(page);
          // The dialog's opening transition must be over, or axe measures half-faded colours.
          await animationsDone(page);
          expect(await blockingViolations(page, dialog.selector)).toEqual([]);
        });
      }
    });
  }
});
