// The script a click costs on /menyu: its handler and React's render and commit (the click dispatched by the page
// itself, `element.click()`, timed until two microtasks later, when React has committed a discrete event's update),
// without the browser's style, layout and paint. A finer measure than the interaction bench's work until quiet
// (interactions.mjs), whose sessions vary by 10–20 %: a change of a millisecond or two in what a click renders
// shows here. Per session: 6 adds (every other card from the first), then 8 rounds of opening the cart, its first
// line's plus and minus, and closing it; reduced motion, a phone viewport, after the cart's warm-up. Several builds
// are measured in turns; medians in ms. The CPU at full speed by default (`--cpu 4` as the other benches: coarser).
// Usage: node scripts/bench/clicks.mjs [--runs 3] [--cpu 1] [--port 4818] DIST…
import { parseArgs } from 'node:util';
import { median } from './median.mjs';
import { cartWarm, launchBrowser, PHONE, serveBuilds, visitorContext } from './setup.mjs';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    port: { type: 'string', default: '4818' },
  },
  allowPositionals: true,
});
const dists = positionals.length ? positionals : ['dist'];
const port = Number(values.port);
const KINDS = ['add', 'open', 'plus', 'minus', 'close'];

/** One visitor's clicks, timed in the page: { add: [ms…], open: […], … }. */
async function session(browser, base) {
  const context = await visitorContext(browser, { ...PHONE, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/menyu`);
    await cartWarm(page);
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    return await page.evaluate(async () => {
      const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
      const find = (root, id) => root.querySelector(`[data-testid="${id}"]`);
      const time = async (element) => {
        const start = performance.now();
        element.click();
        await null;
        await null;
        return performance.now() - start;
      };
      const out = { add: [], open: [], plus: [], minus: [], close: [] };
      const adds = [...document.querySelectorAll('[data-testid="add-to-cart"]')];
      for (let i = 0; i < 6; i += 1) {
        out.add.push(await time(adds[i * 2]));
        await sleep(1200);
      }
      for (let i = 0; i < 8; i += 1) {
        out.open.push(await time(find(document, 'cart-button')));
        await sleep(600);
        const panel = find(document, 'cart-panel');
        out.plus.push(await time(find(panel, 'stepper-plus')));
        await sleep(700);
        out.minus.push(await time(find(panel, 'stepper-minus')));
        await sleep(700);
        out.close.push(await time(find(document, 'cart-close')));
        await sleep(600);
      }
      return out;
    });
  } finally {
    await context.close();
  }
}

const browser = await launchBrowser();
const builds = await serveBuilds(dists, port);
try {
  const times = dists.map(() => Object.fromEntries(KINDS.map((kind) => [kind, []])));
  for (let run = 0; run < Number(values.runs); run += 1)
    for (const [i, base] of builds.bases.entries()) {
      const out = await session(browser, base);
      for (const kind of KINDS) times[i][kind].push(...out[kind]);
    }
  console.info(
    `| build (CPU ${values.cpu}×, ms) | ${KINDS.join(' | ')} |\n|---|${KINDS.map(() => '---').join('|')}|`,
  );
  for (const [i, dist] of dists.entries())
    console.info(`| ${dist} | ${KINDS.map((kind) => median(times[i][kind]).toFixed(1)).join(' | ')} |`);
} finally {
  await browser.close();
  await builds.close();
}
