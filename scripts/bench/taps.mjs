// A customer's taps, for `npm run bench` (scripts/bench/run.mjs). Each visit is cold: a fresh browser context (no
// cache, no storage but the answered cookie banner and promo), a phone with touch, the CPU throttled through CDP.
// The finger taps the control's place as soon as the control shows ready: visible and not disabled (a prerendered
// page's control is disabled, and looks it, until its part has hydrated; Playwright's `waitFor`, then a raw touch
// at its centre: no wait for the whole page, for a mark or for the main thread to be free). The page reports, on its own
// clock, when the tap arrived (its pointerdown's timeStamp) and the first frame in which the result is shown; a tap
// whose result is not shown within 10 s is lost.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The phone of Lighthouse's mobile run (412 × 823 at 1.75), with touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A tap is lost when its result is not shown within this long. */
export const LOST_AFTER_MS = 10_000;

/** What a customer taps (a CSS selector, the first visible match) and what shows it worked. */
export const TAPS = {
  add: {
    name: 'add to cart',
    control: '[data-testid="add-to-cart"]:not([disabled])',
    shown: '[data-testid="cart-count"], [data-testid="in-cart-count"]',
  },
  cart: {
    name: 'the cart button',
    control: '[data-testid="cart-button"]:not([disabled])',
    shown: '[data-testid="cart-panel"]',
  },
  login: {
    name: 'login',
    control: '[data-testid="login-button"]:not([disabled])',
    shown: '[data-testid="login-modal"]',
  },
  feedback: {
    name: 'footer feedback',
    control: '[data-testid="footer-feedback"]:not([disabled])',
    shown: '[data-testid="feedback-form"]',
  },
};

/** The taps tried on each page. */
export const PAGE_TAPS = {
  '/': ['login', 'feedback'],
  '/menyu': ['add', 'cart'],
  '/torty-na-zakaz': ['cart'],
  '/en': ['login', 'feedback'],
};

/** The cookie banner and the promo were answered on an earlier visit: their own taps are not measured here. */
function answeredBanners() {
  localStorage.setItem('confirmCookiesModal', '1');
  localStorage.setItem('showOneOpenModal', '1');
}

/**
 * In the page, before any of its scripts: the first pointerdown's time, then each frame until an element of `shown`
 * is visible (its time). Both on the page's clock (ms since navigation).
 */
function watchTap(shown) {
  const state = { tap: null, shown: null };
  Object.defineProperty(window, '__benchTap', { value: state });
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.tap !== null) return;
      state.tap = event.timeStamp;
      const check = () => {
        const now = performance.now();
        if ([...document.querySelectorAll(shown)].some((el) => el.checkVisibility())) state.shown = now;
        else if (now - state.tap < 15_000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/** A fresh phone context and page with the CPU slowed `cpu` times. */
async function coldPage(browser, cpu) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(answeredBanners);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

/** A finger on the control's centre as soon as it is visible (scrolled to first when below the screen). */
async function tapWhenVisible(page, selector) {
  const control = page.locator(selector).first();
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  await control.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Resolves once `done()` holds in the page or `ms` have passed, even while the page's main thread is stuck. */
const within = (page, done, ms) =>
  Promise.race([
    page.waitForFunction(done, undefined, { polling: 100, timeout: ms }).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, ms + 1_000)),
  ]);

/**
 * One cold visit of `url` with one tap: at once (`after` 0) or once the page has been open `after` ms.
 * Returns { tapAt (ms after navigating), ms (tap to result shown), lost }.
 */
export async function tapVisit(browser, url, tap, { cpu, after = 0 }) {
  const { context, page } = await coldPage(browser, cpu);
  try {
    await context.addInitScript(watchTap, TAPS[tap].shown);
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    if (after) {
      await page.locator(TAPS[tap].control).first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForTimeout(Math.max(0, start + after - Date.now()));
    }
    await tapWhenVisible(page, TAPS[tap].control);
    await within(page, () => window.__benchTap.shown !== null, LOST_AFTER_MS + 2_000);
    const state = await Promise.race([
      page.evaluate(() => ({ ...window.__benchTap })),
      new Promise((resolve) => setTimeout(() => resolve({ tap: null, shown: null }), 5_000)),
    ]);
    const ms = state.tap !== null && state.shown !== null ? Math.max(0, state.shown - state.tap) : null;
    return { tapAt: state.tap, ms, lost: ms === null || ms > LOST_AFTER_MS };
  } catch (error) {
    console.warn(`  ${url} ${tap}: ${error.message.split('\n')[0]}`);
    return { tapAt: null, ms: null, lost: true };
  } finally {
    await context.close();
  }
}

/** The four taps whose INP is measured, on /menyu, one after the other, each as soon as its control shows. */
const INP_STEPS = [
  {
    name: 'a category',
    control: '[data-testid="category-chip"] >> nth=3',
    done: () =>
      document.querySelectorAll('[data-testid="category-chip"]')[3]?.getAttribute('aria-current') === 'true',
  },
  {
    name: 'add to cart',
    control: TAPS.add.control,
    done: () => !!document.querySelector('[data-testid="in-cart-count"]'),
  },
  {
    name: 'open the cart',
    control: TAPS.cart.control,
    done: () =>
      document.querySelector('[data-testid="cart-panel"] [data-testid="stepper-plus"]')?.checkVisibility() ===
      true,
  },
  {
    name: 'a stepper click',
    control: '[data-testid="cart-panel"] [data-testid="stepper-plus"]',
    done: () =>
      document.querySelector('[data-testid="cart-panel"] [data-testid="stepper-input"]')?.value === '2',
  },
];

const webVitalsScript = readFileSync(
  createRequire(import.meta.url)
    .resolve('web-vitals')
    .replace(/web-vitals\.js$/, 'web-vitals.iife.js'),
  'utf8',
);

/**
 * INP (web-vitals' onINP, every change reported, interactions from 16 ms) of the four taps on a cold visit of
 * `url` (/menyu). Returns { inp (ms; 0 when no interaction reached 16 ms; null when a step never worked), lost (the
 * taps tapped again) }.
 */
export async function inpVisit(browser, url, { cpu }) {
  const { context, page } = await coldPage(browser, cpu);
  try {
    await context.addInitScript({ content: webVitalsScript });
    await context.addInitScript(() => {
      window.__inp = 0;
      // The global of the library's IIFE build, added just before.
      window.webVitals.onINP((metric) => (window.__inp = metric.value), {
        reportAllChanges: true,
        durationThreshold: 16,
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    // A tap whose result has not shown 10 s later is lost: the customer taps again (at most twice more).
    const lost = [];
    for (const step of INP_STEPS) {
      let shown = false;
      for (let attempt = 0; attempt < 3 && !shown; attempt += 1) {
        await tapWhenVisible(page, step.control).catch((error) => {
          throw new Error(`${step.name}: ${error.message}`);
        });
        shown = await page
          .waitForFunction(step.done, undefined, { polling: 'raf', timeout: LOST_AFTER_MS })
          .then(() => true)
          .catch(() => false);
        if (!shown) lost.push(step.name);
      }
      if (!shown) throw new Error(`${step.name}: no result after 3 taps`);
    }
    // The last interaction's entry arrives after its frame.
    await page.waitForTimeout(1_000);
    return { inp: await page.evaluate(() => window.__inp), lost };
  } catch (error) {
    console.warn(`  INP ${url}: ${error.message.split('\n')[0]}`);
    return { inp: null, lost: [] };
  } finally {
    await context.close();
  }
}
