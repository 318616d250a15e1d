// `npm run bench:menu`: how fast /menyu renders a catalogue of 500 products, and whether it scrolls
// without jank. Builds the production bundle (no mock inside), serves it with a tiny API that answers
// the menu call from the generated benchmark catalogue, and measures in Chromium:
//   - script time of rendering /menyu (client navigation from the home page, page code already loaded,
//     menu data in the store), median of several runs — budget 100 ms. Measured as CPU time from a
//     Chromium trace (it does not grow when other processes share the machine), and, for comparison,
//     as DevTools' wall-clock ScriptDuration; also the first visit (code compiled too) and a cold load;
//   - the longest task while it renders;
//   - frame times while the page is scrolled from top to bottom.
// Figures go to the console and to test-results/bench/menu.json. Exit code 1 when over budget.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentType } from '../content-types.mjs';
import { makeMenuFixture } from './make-menu-fixture.mjs';
import { DESKTOP, launchBrowser, visitorContext } from './setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const BUDGET_MS = 100;
const outDir = join(root, 'test-results', 'bench');
const dist = join(root, 'test-results', 'bench', 'dist');

function build() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(join(dist, 'index.html'))) return;
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: '' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The menu_catalog.php answer for the benchmark catalogue, in the PHP API's shape. */
function menuAnswer(fixture) {
  const read = (file) => JSON.parse(readFileSync(join(root, 'fixtures', file), 'utf8'));
  return {
    catalogMenu: fixture.categories
      .filter((c) => c.section !== 'hidden')
      .map((c) => ({ ...c, childs: fixture.products.filter((p) => p.parent === c.id) })),
    activeMenu: null,
    locale: 'ru',
    photoArr: [],
    stopDelivery: '0',
    token: 'benchtokenbenchtokenbenchtoken',
    cafes: read('cafes.json'),
  };
}

function serve(fixture) {
  const menu = JSON.stringify(menuAnswer(fixture));
  const events = JSON.stringify({
    items: JSON.parse(readFileSync(join(root, 'fixtures', 'events.json'), 'utf8')),
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const json = (body) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    if (url.pathname === '/api/main_pages/menu_catalog.php') return json(menu);
    if (url.pathname === '/api/getContent.php' && url.searchParams.get('type') === 'events')
      return json(events);
    if (url.pathname.startsWith('/api/')) return json('{"code":1,"message":""}');
    // Static files: the build first, then public/ (images), else the SPA's index.html.
    for (const base of [dist, join(root, 'public')]) {
      const file = normalize(join(base, decodeURIComponent(url.pathname)));
      if (file.startsWith(base) && existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { 'Content-Type': contentType(extname(file)) });
        return createReadStream(file).pipe(res);
      }
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    createReadStream(join(dist, 'index.html')).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;

/**
 * Clicks an in-app link and waits, inside the page, until the product card `lastId` exists and a frame
 * has been painted. No test-runner polling of the DOM meanwhile, so it does not count as the page's script.
 */
function clickAndWaitForCard(page, href, lastId) {
  return page.evaluate(
    ({ href, lastId }) =>
      new Promise((resolve) => {
        document.querySelector(`header a[href="${href}"]`).click();
        const check = () => {
          if (document.querySelector(`[data-product-id="${lastId}"]`))
            requestAnimationFrame(() => setTimeout(resolve, 0));
          else setTimeout(check, 25);
        };
        check();
      }),
    { href, lastId },
  );
}

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'FireIdleCallback',
  'v8.compile',
  'V8.ParseOnBackground',
  'v8.run',
]);
const RENDERING_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'Paint', 'PrePaint']);

/** Merges [start, end] intervals and returns their total length. */
function unionLength(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [s, e] of sorted.slice(1)) {
    if (s > end) {
      total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  return total + (end - start);
}

/**
 * Script CPU time of the page's main thread from a Chromium trace: the thread time (`tts`/`tdur`,
 * CPU time, not wall time) of script events, minus the style and layout they force — what DevTools
 * calls Scripting. It does not grow when other processes keep the machine busy.
 */
function scriptCpuMs(trace) {
  const events = JSON.parse(trace.toString()).traceEvents ?? [];
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter(
    (e) =>
      main &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      typeof e.tts === 'number' &&
      typeof e.tdur === 'number',
  );
  const script = onMain.filter((e) => SCRIPT_EVENTS.has(e.name)).map((e) => [e.tts, e.tts + e.tdur]);
  const inside = (e) => script.some(([s, end]) => e.tts >= s && e.tts + e.tdur <= end);
  const forced = onMain
    .filter((e) => RENDERING_EVENTS.has(e.name) && inside(e))
    .map((e) => [e.tts, e.tts + e.tdur]);
  return (unionLength(script) - (forced.length ? unionLength(forced) : 0)) / 1000;
}

async function metric(cdp, name) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
}
const scriptMs = (cdp) => metric(cdp, 'ScriptDuration');
/** CPU time of the page's main thread (script, style, layout): not inflated when the machine is busy. */
const threadMs = (cdp) => metric(cdp, 'ThreadTime');

async function main() {
  build();
  const fixture = makeMenuFixture(COUNT);
  mkdirSync(outDir, { recursive: true });
  const server = await serve(fixture);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  const context = await visitorContext(browser, DESKTOP);
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((e) => e.duration)),
    ).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  // Cold: a fresh load of /menyu, everything included (framework start, menu call, render).
  await page.goto(`${base}/menyu`);
  await page
    .locator('[data-testid="product-card"]')
    .nth(COUNT - 1)
    .waitFor({ state: 'attached' });
  const cards = await page.locator('[data-testid="product-card"]').count();
  const coldScript = await scriptMs(cdp);
  const lastId = await page.locator('[data-testid="product-card"]').last().getAttribute('data-product-id');

  // The first visit from the home page: the page's code arrives and compiles, then it renders.
  const firstVisit = [];
  for (let i = 0; i < 3; i += 1) {
    await page.goto(`${base}/`);
    await page.getByTestId('home-popular').waitFor();
    await page.waitForTimeout(300);
    const before = await scriptMs(cdp);
    await clickAndWaitForCard(page, '/menyu', lastId);
    firstVisit.push((await scriptMs(cdp)) - before);
  }

  // Render: back and forth inside the app (code loaded, menu data in the store), several times.
  const renders = [];
  const cpu = [];
  const threads = [];
  const walls = [];
  const longest = [];
  const WARMUP = 2;
  for (let i = 0; i < RUNS + WARMUP; i += 1) {
    await page.getByTestId('header').getByRole('link', { name: 'Корица и Сливки' }).click();
    await page.getByTestId('home-popular').waitFor();
    await page.waitForTimeout(300);
    await page.evaluate(() => (window.__longTasks = []));
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    const before = await scriptMs(cdp);
    const threadBefore = await threadMs(cdp);
    const started = Date.now();
    await clickAndWaitForCard(page, '/menyu', lastId);
    walls.push(Date.now() - started);
    cpu.push(scriptCpuMs(await browser.stopTracing()));
    if (i < WARMUP) {
      // The first runs also warm up the JavaScript engine's compiled code: not counted.
      walls.pop();
      cpu.pop();
      await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
      continue;
    }
    renders.push((await scriptMs(cdp)) - before);
    threads.push((await threadMs(cdp)) - threadBefore);
    longest.push(Math.max(0, ...(await page.evaluate(() => window.__longTasks))));
  }

  // Scrolling: the wheel from top to bottom, frame intervals recorded by requestAnimationFrame.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const scrollBefore = await scriptMs(cdp);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames.slice(1);
  });
  const scrollScript = (await scriptMs(cdp)) - scrollBefore;
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const janky = frames.filter((f) => f > 50).length;

  const result = {
    products: COUNT,
    cardsRendered: cards,
    runs: RUNS,
    renderScriptCpuMs: { median: round(median(cpu)), all: cpu.map(round) },
    renderScriptMs: {
      median: round(median(renders)),
      best: round(Math.min(...renders)),
      all: renders.map(round),
    },
    renderMainThreadCpuMs: { median: round(median(threads)), all: threads.map(round) },
    renderWallMs: { median: round(median(walls)) },
    longestTaskMs: { median: round(median(longest)) },
    coldLoadScriptMs: round(coldScript),
    firstVisitScriptMs: { median: round(median(firstVisit)), all: firstVisit.map(round) },
    loadAverage: (await import('node:os')).loadavg().map(round),
    scroll: {
      pageHeightPx: height,
      frames: frames.length,
      p95FrameMs: round(p95),
      maxFrameMs: round(Math.max(...frames)),
      framesOver50ms: janky,
      scriptMs: round(scrollScript),
    },
    budgetMs: BUDGET_MS,
  };
  writeFileSync(join(outDir, 'menu.json'), JSON.stringify(result, null, 2));
  console.info(
    `\n/menyu with ${COUNT} products (${cards} cards), ${RUNS} runs, production build, Chromium 1366×900`,
  );
  console.info(
    `  render script CPU (median):    ${result.renderScriptCpuMs.median} ms  [budget ${BUDGET_MS} ms]  all: ${result.renderScriptCpuMs.all.join(', ')}`,
  );
  console.info(
    `  render script wall (median):   ${result.renderScriptMs.median} ms  (DevTools ScriptDuration; grows on a busy machine) best ${result.renderScriptMs.best} ms; all: ${result.renderScriptMs.all.join(', ')}`,
  );
  console.info(
    `  main-thread CPU (median):      ${result.renderMainThreadCpuMs.median} ms  (script + style + layout; all: ${result.renderMainThreadCpuMs.all.join(', ')})`,
  );
  console.info(`  render wall time (median):     ${result.renderWallMs.median} ms`);
  console.info(`  longest task while rendering:  ${result.longestTaskMs.median} ms`);
  console.info(
    `  first visit from home, script: ${result.firstVisitScriptMs.median} ms (page code compiled, then rendered)`,
  );
  console.info(
    `  cold load of /menyu, script:   ${result.coldLoadScriptMs} ms (framework start, menu call, render)`,
  );
  console.info(
    `  machine load average:          ${result.loadAverage.join(', ')} (${(await import('node:os')).cpus().length} cores)`,
  );
  console.info(
    `  scroll top→bottom (${height} px): ${frames.length} frames, p95 ${result.scroll.p95FrameMs} ms, max ${result.scroll.maxFrameMs} ms, ${janky} frames over 50 ms, script ${result.scroll.scriptMs} ms`,
  );
  console.info(`  → test-results/bench/menu.json\n`);
  await browser.close();
  server.close();
  if (result.renderScriptCpuMs.median > BUDGET_MS) {
    console.error(`Over budget: ${result.renderScriptCpuMs.median} ms > ${BUDGET_MS} ms`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
