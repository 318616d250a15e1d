import type { Locator, Page } from '@playwright/test';
import { expect, navigate, open, test } from './fixtures';
import { SHOP_MORNING } from '#tests/support/shopMorning.ts';

// A journey here picks an order slot: the page on a fixed morning clock (tests/support/shopMorning.ts).
test.use({ clockAt: SHOP_MORNING });

/**
 * Keyboard only: every journey moves with Tab, Shift+Tab, Enter, Space, arrows and typing — never a click.
 * Visible focus, focus held in the dialogs and given back to the opener, reduced motion, and names that say
 * the cart's count, and the checkout from the cart to /spasibo (`keyboardCheckout`).
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  // The element is found once (again if React replaced it); each press then costs one round trip.
  let element = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    const state = await element.evaluate((el) =>
      !el.isConnected ? 'gone' : el === document.activeElement ? 'focused' : 'not yet',
    );
    if (state === 'focused') return;
    if (state === 'gone') {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never got the focus after ${max} presses of Tab`);
}

/** Where the focus is: the test id around it (or its tag), and whether that is inside `testId`; one round trip. */
const focusIn = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const el = document.activeElement;
    return {
      inside: Boolean(el?.closest(`[data-testid="${id}"]`)),
      at: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? el?.tagName,
    };
  }, testId);
const isInside = async (page: Page, testId: string) => (await focusIn(page, testId)).inside;

/** The focus ring of the element that has the focus: an outline of at least 2 px, or a box shadow. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
}

/** Opens the cart from the header with the keyboard; the focus moves into the panel. */
async function openCartByKeyboard(page: Page) {
  // From the top of a fresh page forwards; from inside the page backwards (the header is above).
  const fresh = await page.evaluate(() => document.activeElement === document.body);
  await tabTo(page, page.getByTestId('cart-button'), { back: !fresh });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  await expect.poll(() => isInside(page, 'cart-panel')).toBe(true);
}

/**
 * The spot for the checkout journey (SPEC.md /ordering, the bank page, /spasibo): fill the checkout form
 * by keyboard from the open cart and place the order. To be written with the checkout (lead).
 */
async function keyboardCheckout(page: Page) {
  await tabTo(page, page.getByTestId('cart-checkout'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  // The address: type, pick the suggestion with the arrows and Enter.
  const address = page.getByTestId('checkout-address');
  await tabTo(page, address);
  await page.keyboard.type('Тверская 7');
  await expect(page.getByTestId('checkout-address-suggestions').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('Москва, ул. Тверская, д. 7');
  // The first free time of the first date.
  await tabTo(page, page.getByTestId('checkout-time').getByRole('button').first());
  await page.keyboard.press('Enter');
  for (const [name, text] of [
    [/Имя/, 'Анна'],
    [/Телефон/, '9161234567'],
    [/E-mail/, 'anna@example.com'],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  }
  // Cash: a radio group, chosen with the arrows.
  const cash = page.getByTestId('checkout-payment-cash');
  await tabTo(page, page.getByTestId('checkout-payment').getByRole('radio', { checked: true }));
  for (let i = 0; i < 2 && !(await cash.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();
  await tabTo(page, page.getByTestId('checkout-submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spasibo\?order=\d+/);
  await expect(page.getByTestId('thanks-order-number')).toBeVisible();
}

test.describe('keyboard-only journeys', () => {
  test('add to cart from the menu, then change a quantity in the cart', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/menyu/coffee');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const firstAdd = page.getByTestId('product-card').first().getByTestId('add-to-cart');
    // The skip link leads past the header to the page itself.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, firstAdd);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Корзина, 1 товар');

    await openCartByKeyboard(page);
    const plus = page.getByTestId('cart-line').first().getByTestId('stepper-plus');
    await tabTo(page, plus);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('cart-line').first().getByTestId('stepper-input')).toHaveValue('3');
    const input = page.getByTestId('cart-line').first().getByTestId('stepper-input');
    await tabTo(page, input, { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('5');
    // The new total is announced politely.
    await expect(page.getByTestId('cart-total-announce')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('cart-total-announce')).toContainText('Итого к оплате:');
    // While the dialog is open the page behind it is hidden from screen readers: the name is read after closing.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Корзина, 5 товаров');
  });

  test('choose a gift, then apply a promo code that takes its place', async ({ page }) => {
    await open(page, '/?scenario=gift-boundary');
    await openCartByKeyboard(page);
    await tabTo(page, page.getByTestId('gift-change'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gift-choice')).toBeVisible();
    await tabTo(page, page.locator('[data-testid="gift-option"][data-present-id="3002"]'));
    expect(await focusRing(page)).toMatchObject({ outline: true });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('gift-selected')).toHaveAttribute('data-present-id', '3002');
    await tabTo(page, page.getByTestId('promo-input'));
    await page.keyboard.type('SKIDKA10');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('promo-applied')).toBeVisible();
    expect(Number(await page.getByTestId('cart-discount').getAttribute('data-value'))).toBe(360);
  });

  test('log in', async ({ page }) => {
    await open(page, '/');
    await tabTo(page, page.getByTestId('login-button'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-email')).toBeFocused();
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('login-password')).toBeFocused();
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-link')).toBeVisible();
  });

  test('check out: address, time, contacts, payment and the order, all by keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/?scenario=gift-boundary');
    await openCartByKeyboard(page);
    await keyboardCheckout(page);
  });
});

test.describe('focus', () => {
  test(
    'every control the keyboard reaches in the header shows a focus ring',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await open(page, '/');
      // In the order of the page; the phone link exists twice (wide and compact), one of them hidden.
      const ids = isMobile
        ? ['login-button', 'cart-button', 'burger']
        : ['header-phone', 'locale-switch', 'login-button', 'cart-button'];
      for (const id of ids) {
        const target =
          id === 'locale-switch'
            ? page.getByTestId(id).locator('a').first()
            : page.getByTestId(id).filter({ visible: true }).first();
        await tabTo(page, target);
        const ring = await focusRing(page);
        expect(ring.outline || ring.shadow, `${id} shows where the focus is`).toBe(true);
      }
    },
  );

  test('each dialog holds the focus and gives it back to its opener', async ({ page }) => {
    await open(page, '/?scenario=gift-boundary');
    for (const dialog of [
      // From the top of the page forwards to the cart; then back from each opener to the next (the login button is
      // just before the cart's, and Shift+Tab from the header wraps to the footer).
      { name: 'cart panel', opener: 'cart-button', testId: 'cart-panel' },
      { name: 'login modal', opener: 'login-button', testId: 'login-modal', back: true },
      { name: 'feedback modal', opener: 'footer-feedback', testId: 'modal-feedback', back: true },
    ]) {
      await test.step(dialog.name, async () => {
        const opener = page.getByTestId(dialog.opener);
        await tabTo(page, opener, { back: 'back' in dialog });
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(dialog.testId)).toBeVisible();
        await expect.poll(() => isInside(page, dialog.testId)).toBe(true);
        for (let i = 0; i < 25; i += 1) {
          await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
          const focus = await focusIn(page, dialog.testId);
          expect(focus.inside, `focus left the ${dialog.name} at ${focus.at}`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(page.getByTestId(dialog.testId)).toBeHidden();
        await expect(opener).toBeFocused();
      });
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('no smooth scrolling, no transitions, endless animations play once', async ({ page }) => {
    await open(page, '/');
    const html = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(html).toBe('auto');
    const properties = await page.evaluate(() =>
      ['[data-testid="header"]', '[data-testid="progress-bar"]']
        .map((s) => document.querySelector(s))
        .filter((el) => el !== null)
        .map((el) => getComputedStyle(el).transitionProperty),
    );
    expect(properties).toEqual(['none', 'none']);
    // None at all, not short ones: a transition of 0.01 ms would still fire its events, a task each.
    await page.evaluate(() => {
      const runs = window as { __transitionRuns?: number };
      runs.__transitionRuns = 0;
      document.addEventListener('transitionrun', () => runs.__transitionRuns!++, true);
    });
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await page.getByTestId('cart-close').click();
    await expect(page.getByTestId('cart-panel')).toBeHidden();
    expect(await page.evaluate(() => (window as { __transitionRuns?: number }).__transitionRuns)).toBe(0);
    // The cart's loading bar (an endless animation) plays once and rests: not restarted every frame.
    const running = await page.evaluate(async () => {
      const bar = document.createElement('div');
      bar.className = 'cart-loading-bar';
      document.body.append(bar);
      // Until its animation has finished, or half a second (an endless one never does). Two frames were not
      // always enough on a busy machine (1 run in 12): the 0.01 ms animation was still running then.
      await Promise.race([
        Promise.all(bar.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        new Promise((done) => setTimeout(done, 500)),
      ]);
      const count = bar.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length;
      bar.remove();
      return count;
    });
    expect(running).toBe(0);
  });

  test('without the preference, navigation scrolls smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    );
  });
});

test('the cart button says how many items, in both languages', async ({ page }) => {
  await open(page, '/?scenario=gift-boundary');
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Корзина, 6 товаров');
  await navigate(page, '/en?scenario=gift-boundary');
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 6 items');
});
