// What the bench's scripts share: the browser they measure in, the visitors they play and the builds they serve
// side by side (each on its own port, measured in turns so that a busy machine slows each alike).
import { chromium } from '@playwright/test';
import { findChromium } from '../browser.mjs';
import { startBenchServer } from './serve.mjs';

/** Chromium for measuring: no sandbox (root in CI) and no GPU process (software GL here, a noise of its own). */
export const launchBrowser = (args = []) =>
  chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', ...args] });

/** The phone of Lighthouse's mobile run (412 × 823 at 1.75), with touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A laptop's window. */
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

/**
 * A returning visitor's browser context: the cookie banner and the promo popup already seen, as in the e2e
 * fixtures (`options`: Playwright's context options, e.g. PHONE and `reducedMotion`).
 */
export async function visitorContext(browser, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    window.localStorage.setItem('confirmCookiesModal', '1');
    window.localStorage.setItem('showOneOpenModal', '1');
  });
  return context;
}

/** Serves each build on its own port, from `port` up: { bases (their URLs), close }. */
export async function serveBuilds(dists, port) {
  const servers = await Promise.all(dists.map((dist, i) => startBenchServer({ dist, port: port + i })));
  return {
    bases: servers.map((server) => `http://localhost:${server.port}`),
    close: () => Promise.all(servers.map((server) => server.close())),
  };
}

/**
 * Waits until the cart panel and the toasts have warmed up, a few seconds after the page is first idle
 * (features/cart/WarmUp.tsx marks `cart-warm`): a visitor's first tap on the menu comes later than that.
 */
export const cartWarm = (page, timeout = 15_000) =>
  page
    .waitForFunction(() => performance.getEntriesByName('cart-warm').length > 0, undefined, {
      polling: 250,
      timeout,
    })
    .catch(() => {});
