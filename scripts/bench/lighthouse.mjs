// `npm run bench`: Lighthouse (mobile, simulated throttling) on the production build of /, /menyu,
// /torty-na-zakaz and /en, served with recorded API answers, each against its floor in the same run:
// the same page rendered once and saved as static HTML (same DOM, CSS, images and fonts, no script).
// Prints a table of medians over RUNS rounds and writes it to bench-results/; beside it, for production, the
// main-thread work of the first interactions on /menyu on a 4× slower CPU, with reduced motion and without
// (scripts/bench/interactions.mjs).
// `--offline` measures the offline bundle instead (dist-e2e: the mock inside, browser router, what QA and
// Playwright open), `--demo` the demo bundle (dist-demo in a sub-folder, /shop/en/): the same pages, the
// same floors, the same table, against the offline targets (docs/performance.md).
// `--build` builds (and prerenders) the measured bundle first: `npm run bench [-- --offline | --demo]`.
// `--pages /menyu,/en` measures only those pages; `--save DIR` keeps each load's Lighthouse JSON; `--graph` prints,
// per load, the requests Lighthouse's simulation (Lantern) counts into the LCP: every request that ended before
// the LCP observed in the unthrottled load (but low-priority images), with the LCP element.
// Usage: node scripts/bench/lighthouse.mjs [--offline | --demo] [--build] [--dist DIR] [--runs 5] [--port 4418] [--out bench-results]
//        [--pages /,/menyu] [--save DIR] [--graph] [--no-interactions]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../browser.mjs';
import { BUDGET_KB, ROUTES, routeChunks } from '../build/bundle-size.mjs';
import { interactionTable, measureInteractions, INTERACTION_TARGET_MS } from './interactions.mjs';
import { median } from './median.mjs';
import { startBenchServer } from './serve.mjs';
import { launchBrowser } from './setup.mjs';

const { values: options } = parseArgs({
  options: {
    offline: { type: 'boolean' },
    demo: { type: 'boolean' },
    build: { type: 'boolean' },
    graph: { type: 'boolean' },
    'no-interactions': { type: 'boolean' },
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4418' },
    out: { type: 'string', default: 'bench-results' },
    pages: { type: 'string', default: '' },
    save: { type: 'string', default: '' },
  },
});
const flag = (name) => options[name] === true;

/**
 * What each bundle is, how it is built, where it is served and what it must reach. The offline targets
 * (issue 18): a score of 90 and an LCP within 1.5 times production's, whose LCP is its floor's (÷ floor 0.7–1.2).
 */
const MODES = {
  production: {
    dist: 'dist',
    build: [
      ['npm', ['run', '-s', 'build']],
      ['node', ['scripts/prerender.mjs', 'dist', 'fixtures']],
    ],
    prefix: '/',
    url: (route) => route,
    target: { score: 98, lcpRatio: 1.3, tbt: 50, cls: 0.01, kb: BUDGET_KB },
    everyRound: true,
    out: 'latest',
  },
  offline: {
    dist: 'dist-e2e',
    build: [['npm', ['run', '-s', 'build:e2e']]],
    prefix: '/',
    url: (route) => route,
    target: { score: 90, lcpRatio: 1.5, tbt: 200, cls: 0.1, kb: Infinity },
    out: 'offline',
  },
  demo: {
    dist: 'dist-demo',
    build: [['npm', ['run', '-s', 'build:demo']]],
    // Served from a sub-folder, as any static host would (scripts/static-server.mjs in the e2e set-up); a
    // page is its folder's index.html, asked for with the slash a host redirects to.
    prefix: '/shop/',
    url: (route) => (route === '/' ? '/shop/' : `/shop${route}/`),
    target: { score: 90, lcpRatio: 1.5, tbt: 200, cls: 0.1, kb: Infinity },
    out: 'demo',
  },
};
const modeName = flag('demo') ? 'demo' : flag('offline') ? 'offline' : 'production';
const mode = MODES[modeName];
const dist = options.dist ?? mode.dist;
const runs = Number(options.runs);
const port = Number(options.port);
const out = options.out;
const TARGET = mode.target;
const pages = options.pages.split(',').filter(Boolean);
const routes = Object.keys(ROUTES).filter((r) => !pages.length || pages.includes(r));
const saveDir = options.save;
if (saveDir) mkdirSync(saveDir, { recursive: true });

if (flag('build')) {
  for (const [command, args] of mode.build) {
    console.info(`> ${command} ${args.join(' ')}`);
    if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}

const chromePath = findChromium();
/** Where a page's floor is served: beside the build's index.html, so the demo's relative asset paths resolve too. */
const floorPath = (route) =>
  `${mode.prefix}__floor-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}.html`;
const server = await startBenchServer({ dist, port, prefix: mode.prefix });
const base = `http://localhost:${port}`;

/** Renders a page once (a phone viewport like Lighthouse's) and returns it as static HTML without script. */
async function snapshot(browser, path) {
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  await page.goto(base + mode.url(path), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const html = await page.evaluate(() => {
    // Styles inserted through the CSSOM (emotion's fast mode) are not in the tags' text: write them out.
    for (const style of document.querySelectorAll('style')) {
      const rules = style.sheet ? [...style.sheet.cssRules].map((r) => r.cssText).join('\n') : '';
      if (rules.length > style.textContent.length) style.textContent = rules;
    }
    for (const el of document.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
    // The demo's pages name their folder relatively (<base href="../">): the floor lives in that folder.
    document.querySelector('base')?.setAttribute('href', new URL(document.baseURI).pathname);
    // The web fonts are the starter's doing (scripts/prerender.mjs): a page without script never switches them on,
    // neither the class on the root nor the marks of a switch still under way (a snapshot taken then fetched the
    // fonts, and their 100 KB put the floor of /menyu at about 2 200 ms instead of 1 370 in some runs).
    document.documentElement.classList.remove('wf');
    for (const el of document.querySelectorAll('[data-wf]')) el.removeAttribute('data-wf');
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

/**
 * What Lantern's LCP graph holds (lantern/metrics/LargestContentfulPaint.js): the network requests that ended
 * before the LCP observed in the unthrottled load, low-priority images left out. Times are from the navigation.
 */
function lcpGraph(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const start = Math.min(...requests.map((r) => r.networkRequestTime));
  const inGraph = requests.filter(
    (r) =>
      r.networkEndTime - start <= observed &&
      !(r.resourceType === 'Image' && /^(Low|VeryLow)$/.test(r.priority)),
  );
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const name = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
  return {
    observed,
    element: element ? `${element.nodeLabel?.slice(0, 40)} <${element.selector?.split(' > ').at(-1)}>` : '?',
    requests: inGraph.map((r) => `${name(r.url)} ${Math.round(r.networkEndTime - start)}`),
    kb: inGraph.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024,
  };
}

let loads = 0;
async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const n = (id) => lhr.audits[id]?.numericValue ?? NaN;
  if (lhr.runtimeError) console.warn(`  ${url}: ${lhr.runtimeError.message}`);
  loads += 1;
  if (saveDir)
    writeFileSync(
      join(saveDir, `${String(loads).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`),
      JSON.stringify(lhr),
    );
  if (flag('graph')) {
    const g = lcpGraph(lhr);
    console.info(
      `    ${new URL(url).pathname}: LCP ${Math.round(n('largest-contentful-paint'))} (observed ${Math.round(g.observed)}) ${g.element}; graph ${g.kb.toFixed(0)} KB: ${g.requests.join(', ')}`,
    );
  }
  // The script the page loaded while Lighthouse watched (transferred, gzip): first JavaScript and everything after it.
  const scriptBytes =
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      ?.transferSize ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    si: n('speed-index'),
    scriptKb: scriptBytes / 1024,
  };
}

const rows = [];
// The interactions, with reduced motion and without: [{ motion, rows }].
let interactions = [];
try {
  const browser = await launchBrowser();
  for (const route of routes) server.setExtra(floorPath(route), await snapshot(browser, route));
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const samples = Object.fromEntries(routes.map((r) => [r, { page: [], floor: [] }]));
  try {
    // One load not counted first: the first page a freshly started Chromium shows pays for the browser's own
    // start (its first contentful paint came at 2.2 s instead of 0.15–0.19 s, and every task after it was longer),
    // which a phone's long-running browser does not.
    const warm = await audit(chrome, base + mode.url(routes[0]));
    console.info(`  warm-up ${routes[0]} (not counted): score ${warm.score}  TBT ${Math.round(warm.tbt)}`);
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        // Page and floor back to back, so a busy machine slows both alike.
        samples[route].floor.push(await audit(chrome, base + floorPath(route)));
        samples[route].page.push(await audit(chrome, base + mode.url(route)));
        const p = samples[route].page.at(-1);
        const f = samples[route].floor.at(-1);
        console.info(
          `  round ${round} ${route.padEnd(16)} score ${p.score}  LCP ${Math.round(p.lcp)} ms (floor ${Math.round(f.lcp)})  TBT ${Math.round(p.tbt)}  CLS ${p.cls.toFixed(3)}  script ${p.scriptKb.toFixed(0)} KB`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }

  // The first interactions' main-thread work (production only: the offline bundles' mock answers differently).
  if (modeName === 'production' && !flag('no-interactions')) {
    for (const motion of ['reduce', 'no-preference']) {
      console.info(`  interactions on /menyu, CPU 4× slower, motion: ${motion}, ${runs} sessions…`);
      interactions.push({ motion, rows: await measureInteractions({ base, runs, cpu: 4, motion }) });
    }
  }

  for (const [route, { page, floor }] of Object.entries(samples)) {
    const pick = (list, key) => median(list.map((s) => s[key]));
    const chunks = routeChunks(dist, ROUTES[route].page, ROUTES[route].locale);
    rows.push({
      route,
      kb: chunks.reduce((s, c) => s + c.gzip, 0) / 1024,
      score: pick(page, 'score'),
      lcp: pick(page, 'lcp'),
      floorLcp: pick(floor, 'lcp'),
      lcpRatio: median(page.map((p, i) => p.lcp / floor[i].lcp)),
      fcp: pick(page, 'fcp'),
      tbt: pick(page, 'tbt'),
      scriptKb: pick(page, 'scriptKb'),
      cls: pick(page, 'cls'),
      floorScore: pick(floor, 'score'),
      // The worst round of each: production's targets hold in every round (issue 18).
      worst: {
        score: Math.min(...page.map((p) => p.score)),
        lcpRatio: Math.max(...page.map((p, i) => p.lcp / floor[i].lcp)),
        tbt: Math.max(...page.map((p) => p.tbt)),
        cls: Math.max(...page.map((p) => p.cls)),
      },
    });
  }
} finally {
  await server.close();
}

const ok = (pass) => (pass ? '✔' : '✘');
// Production is judged by its worst round, the offline bundles by the median; the worst round is shown beside.
const judged = (r) => (mode.everyRound ? { ...r, ...r.worst } : r);
const meets = (r) =>
  r.score >= TARGET.score && r.lcpRatio <= TARGET.lcpRatio && r.tbt <= TARGET.tbt && r.cls <= TARGET.cls;
// The offline bundles have no first-JavaScript budget (the mock is loaded on top of it): their KB have no mark.
const kbMark = (kb) => (Number.isFinite(TARGET.kb) ? ` ${ok(kb <= TARGET.kb)}` : '');
const lines = [
  `| page | first JS (KB gzip) | script loaded (KB) | score (worst) | LCP (ms) | floor LCP (ms) | LCP ÷ floor (worst) | TBT (ms) (worst) | CLS (worst) |`,
  `|---|---|---|---|---|---|---|---|---|`,
  ...rows.map((r) => {
    const j = judged(r);
    const w = r.worst;
    return `| \`${r.route}\` | ${r.kb.toFixed(1)}${kbMark(r.kb)} | ${r.scriptKb.toFixed(0)} | ${r.score} (${w.score}) ${ok(j.score >= TARGET.score)} | ${Math.round(r.lcp)} | ${Math.round(r.floorLcp)} | ${r.lcpRatio.toFixed(2)} (${w.lcpRatio.toFixed(2)}) ${ok(j.lcpRatio <= TARGET.lcpRatio)} | ${Math.round(r.tbt)} (${Math.round(w.tbt)}) ${ok(j.tbt <= TARGET.tbt)} | ${r.cls.toFixed(3)} (${w.cls.toFixed(3)}) ${ok(j.cls <= TARGET.cls)} |`;
  }),
  `| target | ${Number.isFinite(TARGET.kb) ? `≤ ${TARGET.kb}` : ''} | | ≥ ${TARGET.score} | | | ≤ ${TARGET.lcpRatio} | ≤ ${TARGET.tbt} | ≤ ${TARGET.cls} |`,
];
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
const judgedBy = mode.everyRound ? 'the marks judge the worst round' : 'the marks judge the median';
const text = `Lighthouse ${'12'} mobile, simulated throttling, ${modeName} bundle (${dist}); median of ${runs} runs (worst round in brackets; ${judgedBy}), ${stamp} UTC\n\n${lines.join('\n')}\n${interactions
  .map(({ motion, rows: measured }) => `\n${interactionTable(measured, { motion })}\n`)
  .join('')}`;
mkdirSync(out, { recursive: true });
writeFileSync(join(out, `${mode.out}.md`), text);
writeFileSync(
  join(out, `${mode.out}.json`),
  `${JSON.stringify({ stamp, runs, mode: modeName, dist, rows, interactions }, null, 2)}\n`,
);
console.info(`\n${text}\nWritten to ${join(out, `${mode.out}.md`)}`);
process.exit(
  rows.every((r) => r.kb <= TARGET.kb && meets(judged(r))) &&
    interactions.every(({ rows: measured }) => measured.every((i) => i.work <= INTERACTION_TARGET_MS))
    ? 0
    : 1,
);
