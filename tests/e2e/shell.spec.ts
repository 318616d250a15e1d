import { chunkUrl, expect, open, test } from './fixtures';

/** The header at both widths: the phone keeps the switch, the phone link and the menu in the burger. */
test('the locale switch opens the same page in the other language', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/torty-na-zakaz');
  // Phones have the switch in the burger menu.
  if ((page.viewportSize()?.width ?? 1366) < 768) await page.getByTestId('burger').click();
  await page.getByTestId('locale-switch').filter({ visible: true }).first().getByText('EN').click();
  await expect(page).toHaveURL(/\/en\/torty-na-zakaz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cakes to order' })).toBeVisible();
  const cookies = await page.context().cookies();
  const locale = cookies.find((c) => c.name === 'locale');
  expect(locale?.value).toBe('en');
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('the phone link reports an analytics goal', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/');
  if ((page.viewportSize()?.width ?? 1366) < 768) await page.getByTestId('burger').click();
  const phone = page.getByTestId('header-phone').filter({ visible: true }).first();
  await expect(phone).toHaveAttribute('href', /^tel:\+7/);
  await phone.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await phone.click();
  expect(await page.evaluate(() => window.analyticsGoals)).toContain('phone_click');
});

test('the burger menu opens below 992 px and navigates', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/');
  const burger = page.getByTestId('burger');
  if ((page.viewportSize()?.width ?? 1366) >= 992) {
    await expect(burger).toBeHidden();
    return;
  }
  await burger.click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'Торты на заказ' }).click();
  await expect(page).toHaveURL(/\/torty-na-zakaz$/);
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
});

test(
  'the header turns fixed after 50 px of scroll, and a page left just past that stays still',
  { tag: '@phone' },
  async ({ page }) => {
    await open(page, '/menyu');
    const header = page.getByTestId('header');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    // Within the 12 px the fixed header sheds, the page once shook: the shorter header moved the scroll back under
    // 50 px (the browser's scroll anchoring), the header grew, and so on, every frame. Counted in frames, not time.
    for (const top of [51, 56, 62, 50]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await expect(header).toHaveAttribute('data-fixed', top > 50 ? 'true' : 'false');
      const seen = await page.evaluate(async () => {
        const states = new Set<string>();
        for (let frame = 0; frame < 20; frame += 1) {
          await new Promise(requestAnimationFrame);
          const fixed = document.querySelector<HTMLElement>('[data-testid="header"]')?.dataset.fixed;
          states.add(`${Math.round(window.scrollY)} ${fixed}`);
        }
        return [...states];
      });
      expect(seen).toEqual([`${top} ${top > 50}`]);
    }
  },
);

test.describe('the shell', () => {
  test('unknown path shows the 404 page with a home link', async ({ page }) => {
    await open(page, '/en/no-such-page');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByTestId('error-home-link').click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a doubled /en prefix lands on the English page', async ({ page }) => {
    await open(page, '/en/en/menyu');
    await expect(page).toHaveURL(/\/en\/menyu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery menu' })).toBeVisible();
  });

  test('the delivery banner closes', async ({ page }) => {
    await open(page, '/');
    await page.getByTestId('delivery-banner-close').click();
    await expect(page.getByTestId('delivery-banner')).toHaveCount(0);
  });

  test('footer modals open by name and close', async ({ page }) => {
    await open(page, '/');
    for (const name of ['press', 'partnership', 'conf', 'payment']) {
      await page.getByTestId(`footer-${name}`).click();
      await expect(page.getByTestId(`modal-${name}`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(`modal-${name}`)).toHaveCount(0);
    }
  });

  test('footer links the two menu PDFs', async ({ page, request }) => {
    await open(page, '/');
    for (const id of ['footer-restaurant-pdf', 'footer-bar-pdf']) {
      const href = await page.getByTestId(id).getAttribute('href');
      const response = await request.get(href!);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toContain('pdf');
    }
  });

  test.describe('cookie banner', () => {
    test.use({ acceptCookies: false });
    test('shows until accepted, then stays away after reload', async ({ page }) => {
      await open(page, '/');
      await page.getByTestId('cookie-accept').click();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('header')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });
  });

  test('promo layout sets isPromoPage to 1, other layouts to 0', async ({ page }) => {
    await open(page, '/promo/flowers');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isPromoPage'))).toBe('1');
    await open(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isPromoPage'))).toBe('0');
  });

  test('a page chunk that fails to load reloads the page once, then shows the error page', async ({
    page,
  }) => {
    await open(page, '/');
    await page.route(chunkUrl('src/pages/AboutPage.tsx'), (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByTestId('footer').getByRole('link', { name: 'О нас' }).click();
    // The first failure reloads; the reload fails again within 60 s, so the error page stays.
    await expect(page.getByTestId('error-page')).toBeVisible();
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).not.toBeNull();
  });

  test('the 2 px progress bar shows while a slow page loads, not for quick ones', async ({ page }) => {
    await open(page, '/');
    const bar = page.getByTestId('progress-bar');
    await expect(bar).toHaveAttribute('data-visible', 'false');
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('2px');
    // The page's chunk is held until the bar has shown (a slow network), then let through: no fixed waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkUrl('src/pages/FranchisePage.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('footer').getByRole('link', { name: 'Франшиза' }).click();
    await expect(bar).toHaveAttribute('data-visible', 'true');
    release();
    await expect(page).toHaveURL(/\/franshiza$/);
    await expect(bar).toHaveAttribute('data-visible', 'false');
  });
});
