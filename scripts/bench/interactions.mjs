// The main thread's work for each of a visitor's first interactions on /menyu, on a CPU throttled 4× (as
// Lighthouse's mobile run): switch a menu category, add to cart, open the cart, a stepper click. Each is
// Chromium's own task time (CDP Performance.getMetrics TaskDuration) from the tap until no request has been in
// flight for 500 ms (what the tap set going has come in) and the page is quiet again, less what waiting for quiet
// costs by itself (the same wait after no tap), with the longest task in between (the Long Tasks API) and the time
// from the tap to the next paint (the Event Timing API's duration, what INP counts; the work goes on after that
// paint: the cart's refresh, the toast's slide, pictures coming in).
// A phone viewport, the cookie banner and promo already seen; the first tap comes after the cart's warm-up (a few
// seconds after the page was first idle). With reduced motion by default (a category switch jumps, nothing
// slides); `--motion no-preference` as most visitors have it (the transitions' frames, a long category scroll's
// glide). `npm run bench` runs both against the same server and prints them beside the page table (target: 100 ms
// each).
// Several builds given are measured in turns, a session of each at a time (A B A B …). `--trace` prints where each
// interaction's work went: every main-thread task from the tap until quiet (2 ms or more), when it began after the
// tap, how long it took and its largest parts (events, timers, frames, style, layout, paint, GC) from a Chrome trace.
// Usage: node scripts/bench/interactions.mjs [--runs 5] [--cpu 4] [--motion reduce] [--port 4718] [--trace] [DIST…]
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './median.mjs';
import { cartWarm, launchBrowser, PHONE, serveBuilds, visitorContext } from './setup.mjs';

export const INTERACTION_TARGET_MS = 100;

/** Resolves once the page has had three idle periods in a row with room to spare (at most 10 s). */
const quiet = (page) =>
  page.evaluate(async () => {
    const deadline = performance.now() + 10_000;
    for (let calm = 0; calm < 3 && performance.now() < deadline;) {
      const spare = await new Promise((done) =>
        requestIdleCallback((d) => done(d.timeRemaining()), { timeout: 1000 }),
      );
      calm = spare > 40 ? calm + 1 : 0;
      await new Promise((done) => setTimeout(done, 50));
    }
  });

/**
 * Follows the page's requests; `settled()` resolves once none has been in flight for `ms` (the cart's refresh goes
 * 300 ms after a change, a category's pictures as they come into view), or after 15 s at most (a request that never
 * ends). Playwright's own `networkidle` is not this: once a page has reached it, waiting for it again returns at once.
 */
function watchNetwork(page, ms = 500) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
  };
  const end = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    settled: async () => {
      last = Date.now();
      const deadline = last + 15_000;
      while ((inFlight > 0 || Date.now() - last < ms) && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 50));
    },
  };
}

/**
 * The interactions, in the order a visitor makes them: what to tap (found and scrolled to before the
 * measurement starts) and, as a function run in the page, when its result is there.
 */
const INTERACTIONS = [
  {
    // The category bar's fourth chip: the page jumps to that section (without reduced motion, to a screen short
    // of it, and glides the rest).
    name: 'switch a menu category',
    target: (page) => page.getByTestId('category-chip').nth(3),
    done: () =>
      document.querySelectorAll('[data-testid="category-chip"]')[3]?.getAttribute('aria-current') === 'true',
  },
  {
    name: 'add to cart',
    target: (page) => page.getByTestId('add-to-cart').first(),
    done: () => document.querySelector('[data-testid="in-cart-count"]') !== null,
  },
  {
    name: 'open the cart',
    target: (page) => page.getByTestId('cart-button'),
    // Shown, not only there: a panel kept in the page while closed has its lines already.
    done: () =>
      document.querySelector('[data-testid="cart-panel"] [data-testid="stepper-plus"]')?.checkVisibility() ===
      true,
  },
  {
    name: 'stepper click',
    target: (page) => page.getByTestId('cart-panel').getByTestId('stepper-plus').first(),
    done: () =>
      document.querySelector('[data-testid="cart-panel"] [data-testid="stepper-input"]')?.value === '2',
  },
];

/** Trace events whose time is reported as a task's part (the outermost of each name). */
const PARTS = new Set(
  'EventDispatch TimerFire FireAnimationFrame FireIdleCallback RunMicrotasks FunctionCall UpdateLayoutTree Layout PrePaint Paint Layerize Commit HitTest MinorGC MajorGC ParseHTML EvaluateScript v8.evaluateModule'.split(
    ' ',
  ),
);

/** Prints the renderer main thread's tasks of a trace, from the tap on, one a line with its largest parts. */
function printTasks(name, work, events) {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const tap = onMain.find(
    (e) => e.name === 'EventDispatch' && /^(touch|pointer)/.test(e.args?.data?.type ?? ''),
  );
  const t0 = tap?.ts ?? tasks[0]?.ts ?? 0;
  console.info(
    `\n${name}: ${Math.round(work)} ms of work until quiet; tasks from the tap (ms after it, + ms long):`,
  );
  for (const task of tasks) {
    if (task.ts + task.dur < t0 || task.dur < 2000) continue;
    const parts = {};
    const inside = onMain.filter(
      (e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    for (const e of inside) {
      if (inside.some((o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
        continue;
      const detail = e.args?.data?.type ?? e.args?.data?.functionName ?? '';
      const label = detail ? `${e.name}(${detail})` : e.name;
      parts[label] = (parts[label] ?? 0) + e.dur / 1000;
    }
    const largest = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
      .join(', ');
    console.info(
      `${String(Math.round((task.ts - t0) / 1000)).padStart(6)} +${(task.dur / 1000).toFixed(1).padStart(6)}  ${largest}`,
    );
  }
}

/**
 * One visitor's session: the interactions in turn; returns { name: { work, script, styleLayout, longest, toPaint } }
 * in ms. `motion`: the visitor's `prefers-reduced-motion` (`reduce` or `no-preference`). With `trace`, each
 * interaction's tasks are printed (printTasks).
 */
async function session(browser, base, { cpu, motion, trace }) {
  const context = await visitorContext(browser, { ...PHONE, reducedMotion: motion });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    // Events of an interaction that took 16 ms or more (the API's least threshold) to their next paint.
    window.__toPaint = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__toPaint.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics
        .filter((m) => m.name.endsWith('Duration'))
        .map((m) => [m.name.replace('Duration', ''), m.value * 1000]),
    );
  const taskMs = async () => (await metrics()).Task;
  const network = watchNetwork(page);
  try {
    await page.goto(`${base}/menyu`);
    await page.waitForFunction(() =>
      [...(document.getElementById('root')?.children ?? [])].some((child) =>
        Object.keys(child).some((key) => key.startsWith('__reactFiber$')),
      ),
    );
    await network.settled();
    // After the cart's warm-up, as a visitor's first tap (a build without it: 15 s).
    await cartWarm(page);
    await quiet(page);
    // What waiting for quiet costs by itself.
    let start = await taskMs();
    await quiet(page);
    const idle = (await taskMs()) - start;
    const out = {};
    for (const { name, target: target_, done } of INTERACTIONS) {
      const target = target_(page);
      await target.scrollIntoViewIfNeeded();
      await quiet(page);
      const box = await target.boundingBox();
      await page.evaluate(() => (window.__longTasks.length = window.__toPaint.length = 0));
      const events = [];
      const collect = ({ value }) => events.push(...value);
      if (trace) {
        cdp.on('Tracing.dataCollected', collect);
        await cdp.send('Tracing.start', {
          categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8',
          transferMode: 'ReportEvents',
        });
      }
      const before = await metrics();
      start = before.Task;
      // A touch tap through the browser's input, as on a phone (no script of Playwright's runs in the page until the
      // result is polled; and no check that the target is on top, so a toast lying over it shows).
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(done, undefined, { polling: 100, timeout: 30_000 }).catch((error) => {
        throw new Error(`${name}: no result (${error.message})`);
      });
      // What the tap set going comes in: the cart's refresh and its answer, the pictures a jump brought near.
      await network.settled();
      await quiet(page);
      const after = await metrics();
      const work = after.Task - start - idle;
      if (trace) {
        const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
        await cdp.send('Tracing.end');
        await complete;
        cdp.off('Tracing.dataCollected', collect);
        printTasks(name, work, events);
      }
      const [longest, toPaint] = await page.evaluate(() => [
        Math.max(0, ...window.__longTasks),
        Math.max(0, ...window.__toPaint),
      ]);
      out[name] = {
        work: Math.max(0, work),
        script: after.Script - before.Script,
        styleLayout: after.RecalcStyle - before.RecalcStyle + after.Layout - before.Layout,
        longest,
        toPaint,
      };
    }
    return out;
  } finally {
    await context.close();
  }
}

/** The medians of each interaction over `sessions`: [{ name, work, script, styleLayout, longest, toPaint }]. */
const medians = (sessions) =>
  INTERACTIONS.map(({ name }) => ({
    name,
    work: median(sessions.map((s) => s[name].work)),
    script: median(sessions.map((s) => s[name].script)),
    styleLayout: median(sessions.map((s) => s[name].styleLayout)),
    longest: median(sessions.map((s) => s[name].longest)),
    toPaint: median(sessions.map((s) => s[name].toPaint)),
  }));

/**
 * Medians over `runs` sessions against each served build in `bases`, in turns (A B A B …: a busy machine
 * slows each alike): one array of rows per base.
 */
export async function measureInteractionsInTurns({
  bases,
  runs = 5,
  cpu = 4,
  motion = 'reduce',
  trace = false,
}) {
  const browser = await launchBrowser();
  const sessions = bases.map(() => []);
  try {
    for (let i = 0; i < runs; i += 1)
      for (const [b, base] of bases.entries())
        sessions[b].push(await session(browser, base, { cpu, motion, trace }));
  } finally {
    await browser.close();
  }
  return sessions.map(medians);
}

/** Medians over `runs` sessions against a served build: [{ name, work, script, styleLayout, longest, toPaint }]. */
export async function measureInteractions({ base, runs = 5, cpu = 4, motion = 'reduce' }) {
  const [rows] = await measureInteractionsInTurns({ bases: [base], runs, cpu, motion });
  return rows;
}

/** The interactions as a Markdown table. */
export function interactionTable(rows, { cpu = 4, motion = 'reduce' } = {}) {
  const preference = motion === 'reduce' ? 'reduced motion' : 'no motion preference';
  return [
    `| interaction (on \`/menyu\`, CPU ${cpu}× slower, ${preference}) | main-thread work (ms) | of it script | style and layout | longest task (ms) | tap to next paint (ms) |`,
    `|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.work)} ${r.work <= INTERACTION_TARGET_MS ? '✔' : '✘'} | ${Math.round(r.script)} | ${Math.round(r.styleLayout)} | ${Math.round(r.longest)} | ${r.toPaint < 16 ? '< 16' : Math.round(r.toPaint)} |`,
    ),
    `| target | ≤ ${INTERACTION_TARGET_MS} | | | | |`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '4' },
      motion: { type: 'string', default: 'reduce' },
      port: { type: 'string', default: '4718' },
      trace: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  const port = Number(values.port);
  const { motion } = values;
  if (motion !== 'reduce' && motion !== 'no-preference')
    throw new Error(`--motion is reduce or no-preference, not ${motion}`);
  const dists = positionals.length ? positionals : ['dist'];
  const builds = await serveBuilds(dists, port);
  try {
    const results = await measureInteractionsInTurns({
      bases: builds.bases,
      runs,
      cpu,
      motion,
      trace: values.trace,
    });
    for (const [i, dist] of dists.entries())
      console.info(`\n${dist}, median of ${runs}:\n${interactionTable(results[i], { cpu, motion })}`);
  } finally {
    await builds.close();
  }
}
