import type { Page } from '@playwright/test';
import { expectNothingRan, watchPayloads } from './checks';
import { expect, navigate, open, test } from './fixtures';

/**
 * Hostile data in the dialogs that show API text: with the `hostile-data` scenario every text of the API carries
 * one of the XSS payloads and every link a script URL; in the cart (lines, gift choice, promo gift), the
 * requisites, the press list and the feedback cafe list no payload runs (window.__xss stays unset, no alert)
 * and no script URL becomes a link, in Russian (opened) and English (by navigation). Every route's page is swept
 * the same way in routes.spec.ts.
 * Text is the same at both widths, so this runs in the desktop project only.
 */

test.skip(({ isMobile }) => isMobile, 'hostile data does not depend on the width: desktop project only');

/** Opens the home page with hostile data in Russian, runs `check`, then the same in English by navigation. */
async function inBothLocales(page: Page, check: (locale: 'ru' | 'en') => Promise<void>) {
  await open(page, '/?scenario=hostile-data');
  await test.step('ru', () => check('ru'));
  await navigate(page, '/en?scenario=hostile-data');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await test.step('en', () => check('en'));
}

test.describe('no payload runs in the dialogs that show API text', () => {
  test('cart with lines, gift choice and a promo gift', async ({ page }) => {
    const dialogs = await watchPayloads(page);
    await inBothLocales(page, async (locale) => {
      await page.getByTestId('cart-button').click();
      await expect(page.getByTestId('cart-line').first()).toContainText('<');
      const change = page.getByTestId('gift-change');
      if (await change.isVisible()) {
        await change.click();
        await expect(page.getByTestId('gift-option').first()).toBeVisible();
        await page.getByTestId('gift-option').first().click();
      }
      if (locale === 'ru') {
        await page.getByTestId('promo-input').fill('PODAROK');
        await page.getByTestId('promo-apply').click();
      }
      // The promo code stays applied in the other locale.
      await expect(page.getByTestId('promo-applied')).toContainText('<');
      await expectNothingRan(page, dialogs);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-panel')).toBeHidden();
    });
  });

  test('requisites, feedback cafe list and press', async ({ page }) => {
    const dialogs = await watchPayloads(page);
    await inBothLocales(page, async (locale) => {
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
        await expectNothingRan(page, dialogs);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('modal-feedback')).toBeHidden();
      }
    });
  });
});
