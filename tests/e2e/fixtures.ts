import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test starts with a fresh tab: storage empty, cookie banner accepted unless a test wants it,
 * and the once-only promotional popup already seen unless a test wants it (it would cover the page).
 */
export const test = base.extend<{ acceptCookies: boolean; promoPopup: boolean }>({
  acceptCookies: [true, { option: true }],
  promoPopup: [false, { option: true }],
  page: async ({ page, acceptCookies, promoPopup }, use) => {
    if (acceptCookies) await page.addInitScript(() => window.localStorage.setItem('confirmCookiesModal', '1'));
    if (!promoPopup) await page.addInitScript(() => window.localStorage.setItem('showOneOpenModal', '1'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Opens a path and waits until the menu call has answered (the app is interactive). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('header')).toBeVisible();
}
