// What one direct visit costs the browser's main thread: Chromium's own task time (CDP Performance.getMetrics
// TaskDuration, with ScriptDuration beside it) from navigation until the page has settled (the header, the QA
// badge of the mock builds, no network for 500 ms). The e2e suite is CPU-bound by exactly this: every test
// opens a page afresh. Builds are measured in turns (A B A B …) so a busy machine slows each alike; medians.
// Usage: node scripts/bench/visit.mjs [--path /menyu] [--runs 7] [--port 4650] DIST [DIST…]
import { parseArgs } from 'node:util';
import { median } from './median.mjs';
import { DESKTOP, launchBrowser, serveBuilds, visitorContext } from './setup.mjs';

const { values, positionals } = parseArgs({
  options: {
    path: { type: 'string', default: '/menyu' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4650' },
  },
  allowPositionals: true,
});
const path = values.path;
const runs = Number(values.runs);
const port = Number(values.port);
const dists = positionals.length ? positionals : ['dist-e2e'];

const builds = await serveBuilds(dists, port);
const browser = await launchBrowser();
/** One fresh visit: the main thread's task and script seconds until the page has settled. */
async function visit(base) {
  const context = await visitorContext(browser, DESKTOP);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const started = Date.now();
  await page.goto(base + path);
  await page.getByTestId('header').waitFor();
  const ready = Date.now() - started;
  await page
    .getByTestId('qa-badge')
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  await context.close();
  return { task: m.TaskDuration * 1000, script: m.ScriptDuration * 1000, ready };
}

const samples = dists.map(() => []);
try {
  for (let round = 0; round < runs; round += 1) {
    for (const [i, base] of builds.bases.entries()) samples[i].push(await visit(base));
  }
} finally {
  await browser.close();
  await builds.close();
}
console.info(
  `A direct visit of ${path}, median of ${runs} (main-thread ms until settled; header shown after ms, wall time):`,
);
for (const [i, dist] of dists.entries()) {
  const pick = (key) => Math.round(median(samples[i].map((s) => s[key])));
  console.info(
    `  ${dist.padEnd(36)} task ${pick('task')}  script ${pick('script')}  header ${pick('ready')}`,
  );
}
