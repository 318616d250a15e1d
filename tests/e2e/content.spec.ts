import { PROMO_POPUP_DELAY_MS } from '../../src/features/content/promo';
import { expect, open, test } from './fixtures';

type PageCheck = { path: string; h1: [string, string]; testId?: string; layout?: 'promo' };

/** Every content page: its h1 in both languages and the piece that makes it real. */
const PAGES: PageCheck[] = [
  {
    path: '/',
    h1: [
      'Свежая выпечка и торты с доставкой к вашему столу',
      'Fresh pastries and cakes delivered to your table',
    ],
    testId: 'offers',
  },
  { path: '/sobytiya', h1: ['События', 'Events'], testId: 'event-card' },
  {
    path: '/sobytiya/podarok-k-kazhdomu-tortu',
    h1: ['Подарок к каждому торту', 'A gift with every cake'],
    testId: 'event-article',
  },
  {
    path: '/sobytiya/1',
    h1: ['Мастер-класс: эклеры с шеф-кондитером', 'Master class: eclairs with our head pastry chef'],
    testId: 'event-article',
  },
  { path: '/vakansii', h1: ['Вакансии', 'Vacancies'], testId: 'vacancy' },
  { path: '/o-nas', h1: ['О нас', 'About us'], testId: 'cafe-list' },
  { path: '/franshiza', h1: ['Франшиза', 'Franchise'], testId: 'franchise-form' },
  { path: '/dostavka', h1: ['Доставка и самовывоз', 'Delivery and pickup'], testId: 'delivery-scheme' },
  { path: '/politics', h1: ['Политика конфиденциальности', 'Privacy policy'] },
  { path: '/sitemap', h1: ['Карта сайта', 'Sitemap'], testId: 'sitemap-events' },
  { path: '/promo', h1: ['Специальное предложение', 'Special offer'], testId: 'promo-card', layout: 'promo' },
  {
    path: '/promo/flowers',
    h1: ['Цветы к торту', 'Flowers with your cake'],
    testId: 'bouquet',
    layout: 'promo',
  },
  {
    path: '/promo/autumn',
    h1: ['Осенние десерты', 'Autumn desserts'],
    testId: 'promo-landing',
    layout: 'promo',
  },
  { path: '/old_pages', h1: ['Архив страниц', 'Page archive'], testId: 'legacy-notice' },
  { path: '/old_pages/dostavka', h1: ['Доставка (архив)', 'Delivery (archive)'], testId: 'legacy-notice' },
];

/** Each content page is itself in both languages: its h1 and the piece that makes it real (its meta is checked in routes.spec.ts). */
test.describe('content pages', () => {
  test.skip(({ isMobile }) => isMobile, 'text does not depend on the width: desktop project only');
  for (const check of PAGES) {
    test(`${check.path}: a real page in both languages`, async ({ page }) => {
      for (const [prefix, lang] of [
        ['', 'ru'],
        ['/en', 'en'],
      ] as const) {
        const url = check.path === '/' ? prefix || '/' : `${prefix}${check.path}`;
        await open(page, url);
        await expect(
          page.getByRole('heading', { level: 1, name: lang === 'ru' ? check.h1[0] : check.h1[1] }),
        ).toBeVisible();
        await expect(page.getByTestId('error-page')).toHaveCount(0);
        if (check.testId) await expect(page.getByTestId(check.testId).first()).toBeVisible();
        if (check.layout)
          await expect(page.getByTestId('header')).toHaveAttribute('data-variant', check.layout);
      }
    });
  }
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
