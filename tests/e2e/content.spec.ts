import { PROMO_POPUP_DELAY_MS } from '../../src/features/content/promo';
import { expect, open, test } from './fixtures';

/**
 * Every content page in both languages (its h1, the piece that makes it real, its layout) is proven by the route
 * sweep (routes.spec.ts, routeTable.ts CONTENT) for the sampled event. An event also opens by its numeric id, and
 * another article by its slug.
 */
test('an event opens by its id as by its slug', async ({ page }) => {
  await open(page, '/sobytiya/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Мастер-класс: эклеры с шеф-кондитером' }),
  ).toBeVisible();
  await expect(page.getByTestId('event-article')).toBeVisible();
  await open(page, '/sobytiya/podarok-k-kazhdomu-tortu');
  await expect(page.getByRole('heading', { level: 1, name: 'Подарок к каждому торту' })).toBeVisible();
  await expect(page.getByTestId('event-article')).toBeVisible();
});

for (const [prefix, lang] of [
  ['', 'ru'],
  ['/en', 'en'],
] as const) {
  test.describe(`forms and footer texts (${lang})`, () => {
    test.skip(({ isMobile }) => isMobile, 'does not depend on the width: desktop project only');

    test('the franchise request is sent and confirmed', async ({ page }) => {
      await open(page, `${prefix}/franshiza`);
      await page.getByTestId('franchise-submit').click();
      await expect(page.getByText(lang === 'ru' ? 'Заполните поля!' : 'Fill required fields!')).toBeVisible();
      await page.getByTestId('franchise-name').fill('Анна');
      await page.getByTestId('franchise-phone').pressSequentially('9991234567');
      await page.getByTestId('franchise-email').fill('anna@example.com');
      await page.getByTestId('franchise-city').fill('Казань');
      await page.getByTestId('franchise-submit').click();
      await expect(page.getByTestId('franchise-success')).toContainText(
        lang === 'ru' ? 'Ваше сообщение успешно отправлено!' : 'Your message has been sent successfully!',
      );
    });

    test('the press modal lists the publications; payment and partnership texts open', async ({ page }) => {
      await open(page, prefix || '/');
      await page.getByTestId('footer-press').click();
      await expect(page.getByTestId('press-item')).toHaveCount(5);
      await page.keyboard.press('Escape');
      await page.getByTestId('footer-payment').click();
      await expect(page.getByTestId('modal-payment')).toContainText('Visa');
      await page.keyboard.press('Escape');
      await page.getByTestId('footer-partnership').click();
      await expect(page.getByTestId('modal-partnership')).toContainText(lang === 'ru' ? 'Аренда' : 'Rentals');
    });
  });
}

// The popup's timing and its gates (the cookie banner, the promo layout) are proven in
// tests/integration/content.test.tsx; here, what needs a real browser: a reload, and the keyboard.
test.describe('promotional popup', () => {
  test.use({ promoPopup: true });

  test('shows once, links to the events article and never comes back', async ({ page }) => {
    await page.clock.install();
    await open(page, '/menyu');
    await page.clock.fastForward(PROMO_POPUP_DELAY_MS);
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Подарок к каждому торту' })).toBeVisible();
    await popup.getByTestId('promo-popup-link').click();
    await expect(page).toHaveURL(/\/sobytiya\/podarok-k-kazhdomu-tortu$/);
    await expect(page.getByTestId('event-article')).toBeVisible();
    await open(page, '/');
    await page.clock.fastForward(PROMO_POPUP_DELAY_MS * 2);
    // The popup's code would load now if it were due: wait for the network to settle, then it is not there.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('promo-popup')).toHaveCount(0);
  });

  test('is English on the English site and closes', async ({ page }) => {
    await page.clock.install();
    await open(page, '/en');
    await page.clock.fastForward(PROMO_POPUP_DELAY_MS);
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('A gift with every cake');
    // Keyboard, not a tap: the site header is wider than a 390 px phone, so the emulated phone zooms out (reported).
    await popup.getByTestId('promo-popup-close').press('Enter');
    await expect(popup).toHaveCount(0);
  });
});
