import type { Page } from '@playwright/test';
import { expect, open, storyIn, test } from './fixtures';

/**
 * The catalogue in a real browser: the menu with its sticky category bar at both widths and in both languages, one
 * journey per story (search, cards, an item, a dish, a cake, the individual cake), images that fail, and no layout
 * shift. Section pages and unknown ids (404) are proven in tests/integration/catalogue.test.tsx and by the route
 * sweep (routes.spec.ts); the English texts of each journey in tests/integration/catalogue.test.tsx.
 */

const card = (page: Page, id: number) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);

/** The cart as the app keeps it in local storage. */
async function storedCart(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
}

/**
 * A category's heading comes to rest just under the sticky bar once the scroll has settled (its scroll margin
 * follows the header and the bar; cards drawn on the way must not move it off).
 */
async function landsUnderTheBar(page: Page, alias: string) {
  const bar = page.getByTestId('category-bar');
  const heading = page.locator(`#category-${alias} h2`);
  let before = NaN;
  await expect
    .poll(async () => {
      const barBox = await bar.boundingBox();
      const box = await heading.boundingBox();
      const gap = barBox && box ? Math.round(box.y - (barBox.y + barBox.height)) : NaN;
      // At rest: the same in two samples in a row (a scroll going by could pass through the range).
      const still = gap === before;
      before = gap;
      return still && gap >= 0 && gap < 24 ? 'just under the bar' : gap;
    })
    .toBe('just under the bar');
}

for (const [prefix, lang] of [
  ['', 'ru'],
  ['/en', 'en'],
] as const) {
  const t = (ru: string, en: string) => (lang === 'ru' ? ru : en);

  // One journey per story, in Russian; the English texts of each are proven in tests/integration/catalogue.test.tsx.
  const story = storyIn(lang === 'ru');

  test.describe(`catalogue (${lang})`, () => {
    test(
      'the menu: every category, product cards, a sticky bar that follows the scroll',
      { tag: '@phone' },
      async ({ page }) => {
        await open(page, `${prefix}/menyu`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('Меню доставки', 'Delivery menu') }),
        ).toBeVisible();
        await expect(page.getByTestId('menu-category')).toHaveCount(14);
        expect(await page.getByTestId('product-card').count()).toBeGreaterThan(90);
        const first = card(page, 101);
        await expect(first.getByRole('link', { name: t('Эспрессо', 'Espresso') })).toBeVisible();
        await expect(first).toContainText(t('40 мл', '40 ml'));
        await expect(first).toContainText('220');
        await expect(first.locator('img')).toHaveAttribute('src', /products\/101\.webp/);

        const bar = page.getByTestId('category-bar');
        await expect(bar.getByRole('link', { name: t('Кофе', 'Coffee') })).toHaveAttribute(
          'aria-current',
          'true',
        );
        // Scrolling down to the soups: the bar sticks under the header and marks the soups.
        await page.locator('#category-supy').scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 200);
        await expect(bar.getByRole('link', { name: t('Супы', 'Soups') })).toHaveAttribute(
          'aria-current',
          'true',
        );
        // Once the header has settled (it turns fixed after 50 px of scroll).
        await expect
          .poll(async () => {
            const barBox = await bar.boundingBox();
            const headerBox = await page.getByTestId('header').boundingBox();
            return barBox && headerBox ? Math.abs(barBox.y - (headerBox.y + headerBox.height)) : Infinity;
          })
          .toBeLessThan(3);
        // A click on a category scrolls to it.
        await bar.getByRole('link', { name: t('Десерты и пирожные', 'Desserts and pastries') }).click();
        await expect(
          bar.getByRole('link', { name: t('Десерты и пирожные', 'Desserts and pastries') }),
        ).toHaveAttribute('aria-current', 'true');
        await expect(page.locator('#category-deserty h2')).toBeInViewport();
        await landsUnderTheBar(page, 'deserty');
        // Another scroll ends the landing's watch: the cards drawn at the top do not bring the page back down.
        const stays = await page.evaluate(async () => {
          window.scrollTo({ top: 0, behavior: 'instant' });
          for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
          return window.scrollY;
        });
        expect(stays).toBe(0);
        // From the top, a long way down: most cards on the way are not drawn yet (their height is an estimate).
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await bar.getByRole('link', { name: t('Праздничный стол', 'Festive table') }).click();
        await landsUnderTheBar(page, 'prazdnichnyj-stol');
        // It jumps to a screen short of the section and glides only the rest: the pictures of the cards on the way
        // are not fetched (short of the section by more than that screen and the lazy loading's widest reach).
        const onTheWay = await page.evaluate(() => {
          const end = document.getElementById('category-prazdnichnyj-stol')!.getBoundingClientRect().top;
          return [...document.querySelectorAll<HTMLImageElement>('[data-testid="product-card"] img')]
            .filter((img) => img.getBoundingClientRect().top < end - window.innerHeight - 3000)
            .map((img) => img.src);
        });
        expect(onTheWay.length).toBeGreaterThan(20);
        expect(onTheWay.filter((src) => requested.includes(src))).toEqual([]);
      },
    );

    story('the quick search finds by name in the current language', async ({ page }) => {
      await open(page, `${prefix}/menyu`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.getByTestId('menu-search').fill(t('медовик', 'honey'));
      await expect(page.getByTestId('menu-search-count')).toBeVisible();
      await expect(card(page, 701)).toBeVisible();
      await expect.poll(() => page.getByTestId('product-card').count()).toBeLessThan(5);
      await page.getByTestId('menu-search').fill('zzzz');
      await expect(page.getByTestId('menu-search-empty')).toBeVisible();
      await page.getByTestId('menu-search-empty').getByRole('button').click();
      await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(90);
    });

    story(
      'cards add to the cart: the minimum first, then one step; a variant with its price',
      async ({ page }) => {
        await open(page, `${prefix}/menyu`);
        const buffet = card(page, 1301);
        await expect(buffet.getByTestId('product-minimum')).toContainText('12');
        await expect(buffet.getByTestId('product-multiplicity')).toContainText('6');
        await buffet.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('cart-count')).toHaveText('12');
        await buffet.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('cart-count')).toHaveText('18');
        const cappuccino = card(page, 103);
        await cappuccino
          .getByTestId('choice-select')
          .selectOption({ label: t('Овсяное молоко', 'Oat milk') });
        await expect(cappuccino).toContainText('400');
        await cappuccino.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('cart-count')).toHaveText('19');
        const lines = await storedCart(page);
        expect(lines.find((l) => l.id === 103)).toMatchObject({
          price: 400,
          choiceName: 'Овсяное молоко',
          choiceCode: 'CF-103-OAT',
        });
      },
    );

    story('an item page: choice, price, add to cart, canonical link', async ({ page }) => {
      await open(page, `${prefix}/menyu/coffee/103`);
      await expect(page.getByRole('heading', { level: 1, name: t('Капучино', 'Cappuccino') })).toBeVisible();
      await page.getByTestId('product-details').getByTestId('choice-select').selectOption({ index: 2 });
      await expect(page.getByTestId('product-price')).toContainText('410');
      await page.getByTestId('product-details').getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await expect(page.getByTestId('in-cart-note')).toBeVisible();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${prefix}/menyu/coffee/103$`),
      );
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(
        /\/en\/menyu\/coffee\/103$/,
      );
    });

    story('the dish list and a dish page', async ({ page }) => {
      await open(page, `${prefix}/blyudo`);
      await expect(page.getByRole('heading', { level: 1, name: t('Все блюда', 'All dishes') })).toBeVisible();
      await card(page, 101)
        .getByRole('link', { name: t('Эспрессо', 'Espresso') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blyudo/101$`));
      await expect(page.getByRole('heading', { level: 1, name: t('Эспрессо', 'Espresso') })).toBeVisible();
    });

    story('cakes: the list, a cake with weight, filling and inscription priced per kg', async ({ page }) => {
      await open(page, `${prefix}/torty-na-zakaz`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('Торты на заказ', 'Cakes to order') }),
      ).toBeVisible();
      await expect(page.getByTestId('product-card')).toHaveCount(11);
      await card(page, 1186).getByTestId('cake-configure').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/torty-na-zakaz/1186$`));
      await page.getByTestId('cake-weight').locator('[data-value="2"]').click();
      await expect(page.getByTestId('cake-price')).toContainText(lang === 'ru' ? '5 800' : '5,800');
      await page.getByTestId('cake-filling').selectOption({ index: 1 });
      await page.getByTestId('cake-inscription').fill(t('С днём рождения!', 'Happy birthday!'));
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cake-added')).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      const [line] = await storedCart(page);
      expect(line).toMatchObject({ id: 1186, parent: 1184, price: 5800, count: 1 });
      expect(String(line?.well)).toContain(
        t('Надпись: «С днём рождения!»', 'Inscription: «Happy birthday!»'),
      );
    });

    story(
      'the individual cake form puts product 1185 with the description into the cart',
      async ({ page }) => {
        await open(page, `${prefix}/tort-po-individualnomu-zakazu`);
        await expect(page.getByTestId('individual-cake-form')).toBeVisible();
        await page.getByTestId('individual-submit').click();
        await expect(page.getByTestId('individual-errors')).toBeVisible();
        await page
          .getByTestId('individual-description')
          .fill(t('Два яруса, белый крем, живые ягоды', 'Two tiers, white cream, fresh berries'));
        await page.getByTestId('individual-weight').selectOption('3');
        await page.getByTestId('individual-date').getByRole('button').first().click();
        await page.getByTestId('individual-name').fill('Анна');
        await page.getByTestId('individual-phone').pressSequentially('9991234567');
        await expect(page.getByTestId('individual-phone')).toHaveValue('+7 (999) 123-45-67');
        await page.getByTestId('individual-submit').click();
        await expect(page.getByTestId('individual-cake-done')).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        const [line] = await storedCart(page);
        expect(line).toMatchObject({ id: 1185, indZakaz: 1, parent: 1184, price: 11700 });
        expect(String(line?.well)).toContain(t('Два яруса', 'Two tiers'));
      },
    );
  });
}

test('a product image that fails three times shows the placeholder', async ({ page }) => {
  const requested = new Set<string>();
  await page.route(/\/assets\/img\/products\/101\.webp/, (route) => {
    requested.add(new URL(route.request().url()).search);
    return route.abort();
  });
  await open(page, '/menyu/coffee');
  const img = card(page, 101).locator('img');
  await expect(img).toHaveAttribute('data-failed', 'true');
  await expect(img).toHaveAttribute('src', /placeholder\.svg$/);
  // Three attempts in all: the plain URL and two retries (a card mounted twice asks again, never a 4th time).
  expect([...requested].sort()).toEqual(['', '?retry=2', '?retry=3']);
});

test('cards and images keep their place while the menu loads (no layout shift)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '/menyu/coffee');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The skeleton gives way to the cards once; images never move anything after that.
  const before = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  await page.mouse.wheel(0, 1500);
  // The images the scroll brought in have loaded (or failed) and been laid out.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const after = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  expect(after - before).toBeLessThan(0.01);
});
