// Lighthouse for `npm run bench` (scripts/bench/run.mjs): Lighthouse's default mobile run (simulated throttling),
// performance only, each page paired with its floor in the same round. The floor is the page's own prerendered HTML
// with every script removed: the same look (markup, style sheets, images, fonts) with nothing to run, served by the
// same host from the build's folder (bench-floor/, removed afterwards).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../browser.mjs';

const FLOOR_DIR = 'bench-floor';

/** The build's prerendered HTML of `path` (dist/<path>/index.html). */
const pageHtml = (dist, path) => readFileSync(join(dist, path, 'index.html'), 'utf8');

/** Writes each page's floor into `dist`; returns { urlOf(path), remove() }. */
export function writeFloors(dist, paths) {
  const name = (path) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));
  mkdirSync(join(dist, FLOOR_DIR), { recursive: true });
  for (const path of paths) {
    const html = pageHtml(dist, path)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      // A page of the offline bundle names its folder relatively (<base href="../">): the floor's is the root.
      .replace(/<base href="[^"]*">/, '<base href="/">');
    writeFileSync(join(dist, FLOOR_DIR, `${name(path)}.html`), html);
  }
  return {
    urlOf: (path) => `/${FLOOR_DIR}/${name(path)}.html`,
    remove: () => rmSync(join(dist, FLOOR_DIR), { recursive: true, force: true }),
  };
}

/**
 * chrome-launcher's default flags, except that Chrome's RenderDocument stays on as Chrome ships it: the launcher
 * turns it off as a workaround of Lighthouse's (lighthouse#16363). With it off, Chromium 150 presents the first
 * frame of a page that preloads its modules and fonts 1-2 s after painting it, so every request and every task of
 * that time counted towards the simulated LCP. No customer's browser runs that way (docs/performance.md).
 */
const customerFlags = () =>
  chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? flag.replace(/,?\bRenderDocument\b/, '') : flag,
  );

/** A headless Chromium for Lighthouse on the debugging port `port`. */
export const launchChrome = (port) =>
  chromeLauncher.launch({
    chromePath: findChromium(),
    port,
    // scripts/bench/run.mjs closes it on Ctrl-C, after removing the floors.
    handleSIGINT: false,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...customerFlags(),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });

/** One Lighthouse run: { score, lcp, cls, tbt } (ms, CLS unitless). */
export async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (lhr.runtimeError) console.warn(`  ${url}: ${lhr.runtimeError.message}`);
  const n = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: n('largest-contentful-paint'),
    cls: n('cumulative-layout-shift'),
    tbt: n('total-blocking-time'),
  };
}
