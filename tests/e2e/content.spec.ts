import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

type PageCheck = { path: string; h1: [string, string]; testId?: string; layout?: 'promo' };

/** Every content page: its h1 in both languages and the piece that makes it real. */
const PAGES: PageCheck[] = [
  { path: '/', h1: ['Свежая выпечка и торты с доставкой к вашему столу', 'Fresh pastries and cakes delivered to your table'], testId: 'offers' },
  { path: '/sobytiya', h1: ['События', 'Events'], testId: 'event-card' },
  { path: '/sobytiya/podarok-k-kazhdomu-tortu', h1: ['Подарок к каждому торту', 'A gift with every cake'], testId: 'event-article' },
  { path: '/sobytiya/1', h1: ['Мастер-класс: эклеры с шеф-кондитером', 'Master class: eclairs with our head pastry chef'], testId: 'event-article' },
  { path: '/vakansii', h1: ['Вакансии', 'Vacancies'], testId: 'vacancy' },
  { path: '/o-nas', h1: ['О нас', 'About us'], testId: 'cafe-list' },
  { path: '/franshiza', h1: ['Франшиза', 'Franchise'], testId: 'franchise-form' },
  { path: '/dostavka', h1: ['Доставка и самовывоз', 'Delivery and pickup'], testId: 'delivery-scheme' },
  { path: '/politics', h1: ['Политика конфиденциальности', 'Privacy policy'] },
  { path: '/sitemap', h1: ['Карта сайта', 'Sitemap'], testId: 'sitemap-events' },
  { path: '/promo', h1: ['Специальное предложение', 'Special offer'], testId: 'promo-card', layout: 'promo' },
  { path: '/promo/flowers', h1: ['Цветы к торту', 'Flowers with your cake'], testId: 'bouquet', layout: 'promo' },
  { path: '/promo/autumn', h1: ['Осенние десерты', 'Autumn desserts'], testId: 'promo-landing', layout: 'promo' },
  { path: '/old_pages', h1: ['Архив страниц', 'Page archive'], testId: 'legacy-notice' },
  { path: '/old_pages/dostavka', h1: ['Доставка (архив)', 'Delivery (archive)'], testId: 'legacy-notice' },
];

async function meta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    ru: document.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute('href') ?? '',
    en: document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href') ?? '',
  }));
}

for (const [prefix, lang] of [['', 'ru'], ['/en', 'en']] as const) {
  test.describe(`content pages (${lang})`, () => {
    for (const check of PAGES) {
      const url = check.path === '/' ? prefix || '/' : `${prefix}${check.path}`;
      test(`${url}: a real page with its own title, description and language links`, async ({ page }) => {
        await open(page, url);
        const h1 = lang === 'ru' ? check.h1[0] : check.h1[1];
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await expect(page.getByTestId('error-page')).toHaveCount(0);
        if (check.testId) await expect(page.getByTestId(check.testId).first()).toBeVisible();
        if (check.layout) await expect(page.getByTestId('header')).toHaveAttribute('data-variant', check.layout);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const m = await meta(page);
        expect(m.title).toContain(lang === 'ru' ? 'Корица и Сливки' : 'Cinnamon & Cream');
        expect(m.description.length).toBeGreaterThan(20);
        expect(m.ru).toMatch(/^http:\/\/localhost:\d+\/?/);
        expect(m.en).toMatch(/\/en(\/|$)/);
        expect(new URL(m.ru).pathname.replace(/^\/en/, '')).toBe(new URL(m.en).pathname.replace(/^\/en/, '') || '/');
      });
    }

    test('the franchise request is sent and confirmed', async ({ page }) => {
      await open(page, `${prefix}/franshiza`);
      await page.getByTestId('franchise-submit').click();
      await expect(page.getByText(lang === 'ru' ? 'Заполните поля!' : 'Fill required fields!')).toBeVisible();
      await page.getByTestId('franchise-name').fill('Анна');
      await page.getByTestId('franchise-phone').pressSequentially('9991234567');
      await page.getByTestId('franchise-email').fill('anna@example.com');
      await page.getByTestId('franchise-city').fill('Казань');
      await page.getByTestId('franchise-submit').click();
      await expect(page.getByTestId('franchise-success')).toContainText(lang === 'ru' ? 'Ваше сообщение успешно отправлено!' : 'Your message has been sent successfully!');
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

test.describe('promotional popup', () => {
  test.use({ promoPopup: true });

  test('shows once, links to the events article and never comes back', async ({ page }) => {
    await open(page, '/menyu');
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByRole('heading', { name: 'Подарок к каждому торту' })).toBeVisible();
    await popup.getByTestId('promo-popup-link').click();
    await expect(page).toHaveURL(/\/sobytiya\/podarok-k-kazhdomu-tortu$/);
    await expect(page.getByTestId('event-article')).toBeVisible();
    await page.goto('/');
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('promo-popup')).toHaveCount(0);
  });

  test('is English on the English site and closes', async ({ page }) => {
    await open(page, '/en');
    const popup = page.getByTestId('promo-popup');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText('A gift with every cake');
    // Keyboard, not a tap: the site header is wider than a 390 px phone, so the emulated phone zooms out (reported).
    await popup.getByTestId('promo-popup-close').press('Enter');
    await expect(popup).toHaveCount(0);
  });

  test('never shows on the promo layout', async ({ page }) => {
    await open(page, '/promo/autumn');
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('promo-popup')).toHaveCount(0);
  });
});

test.describe('promotional popup and the cookie banner', () => {
  test.use({ promoPopup: true, acceptCookies: false });

  test('waits until the cookie banner is answered', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('promo-popup')).toHaveCount(0);
    await page.getByTestId('cookie-accept').press('Enter');
    await expect(page.getByTestId('promo-popup')).toBeVisible({ timeout: 15_000 });
  });
});
