// Where a prerendered page's main thread goes while it loads and hydrates, on a CPU throttled 4× (as
// Lighthouse's mobile run): a Chrome performance trace of each load (CDP Tracing, with V8's sampling
// profiler in it), grouped as Lighthouse groups main-thread work (script evaluation, parsing and compiling,
// style and layout, rendering, HTML parsing, GC), plus the JavaScript by where it runs: the app's own module
// (the innermost frame of the stack that is ours: a component's render with what it calls) or, when none of
// ours is on the stack, the library (React DOM's reconciler, MobX, react-intl, emotion…). Source maps make
// that possible: `--build` builds a copy of production with hidden source maps into dist-trace (the same code)
// and prerenders it from the fixtures. Several builds are measured in turns (A B A B …: a busy machine slows
// each alike); medians over the runs. `--save DIR` writes each page's last trace, to open in DevTools.
// `--long-tasks` lists each load's long tasks (> 50 ms, or `--long-from MS`) with what ran in them.
// Usage: node scripts/bench/trace.mjs [--build] [--long-tasks [--long-from 50]] [--until-warm] [--runs 5] [--cpu 4] [--port 4718] [--paths /,/menyu] [--save DIR] [DIST…]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SDK from 'lighthouse/core/lib/cdt/SDK.js';
import { CpuProfileModel } from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { median } from './median.mjs';
import { launchBrowser, PHONE, serveBuilds } from './setup.mjs';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    port: { type: 'string', default: '4718' },
    paths: { type: 'string', default: '/,/menyu,/torty-na-zakaz,/en' },
    save: { type: 'string', default: '' },
    build: { type: 'boolean', default: false },
    'long-tasks': { type: 'boolean', default: false },
    // With --long-tasks, the tasks listed: longer than this (ms).
    'long-from': { type: 'string', default: '50' },
    // Trace on until the cart's warm-up is over (its `cart-warm` mark), as a Lighthouse load's trace runs on.
    'until-warm': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const cpu = Number(values.cpu);
const port = Number(values.port);
const paths = values.paths.split(',');
const save = values.save;
const build = values.build;
const verbose = values['long-tasks'];
const longFrom = Number(values['long-from']);
const untilWarm = values['until-warm'];
const dists = positionals.length ? positionals : ['dist-trace'];

if (build) {
  for (const [command, commandArgs] of [
    ['npx', ['vite', 'build', '--mode', 'production', '--outDir', 'dist-trace', '--sourcemap', 'hidden']],
    ['node', ['scripts/prerender.mjs', 'dist-trace', 'fixtures']],
  ]) {
    console.info(`> ${command} ${commandArgs.join(' ')}`);
    const done = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (done.status !== 0) process.exit(1);
  }
}

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  ...(process.env.NO_PROF ? [] : ['disabled-by-default-v8.cpu_profiler']),
].join(',');

/** The library (or app module) a source file belongs to. */
function areaOf(source) {
  if (!source) return 'other script';
  const lib = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (lib) {
    if (lib === 'react-dom' || lib === 'scheduler' || lib === 'react') return 'React (reconciler, scheduler)';
    if (/^@emotion|^@mui|^stylis/.test(lib)) return 'MUI and emotion';
    if (/^mobx/.test(lib)) return 'MobX';
    if (/^react-intl|^@formatjs|^intl-/.test(lib)) return 'react-intl';
    if (/^react-router/.test(lib)) return 'React Router';
    return lib;
  }
  const own = source.match(/(?:^|\/)(src\/.*)$/)?.[1];
  if (own) return own;
  return source.replace(/^.*\//, '');
}

/** A position's source, or null (no map, or one DevTools' parser does not take). */
function findEntry(map, frame) {
  try {
    return map?.findEntry(frame.lineNumber, frame.columnNumber) ?? null;
  } catch {
    return null;
  }
}

/** Maps a built file's positions to sources: one source map per file, read once. */
function sourceMapper(dist) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const file = join(dist, new URL(url).pathname);
      let map = null;
      if (existsSync(`${file}.map`)) {
        const payload = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
        map = new SDK.SourceMap(url, `${url}.map`, payload);
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  const area = (frame) => {
    if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : 'other';
    const map = mapOf(frame.url);
    if (/\/start-[\w]+\.js$/.test(frame.url)) return 'modules: fetch, compile, link (the starter)';
    const entry = findEntry(map, frame);
    // A chunk's top level (no mapping at its first column): its modules being evaluated.
    return entry?.sourceURL ? areaOf(entry.sourceURL) : 'modules: top-level evaluation';
  };
  /** The function itself: its source file, line and name (for the long tasks' detail). */
  const where = (frame) => {
    const entry = frame.url ? findEntry(mapOf(frame.url), frame) : null;
    if (!entry?.sourceURL) return area(frame);
    const file = entry.sourceURL.replace(/^.*node_modules\//, '').replace(/^.*?(src\/)/, '$1');
    return `${file}:${entry.sourceLineNumber + 1} ${entry.name ?? frame.functionName}`;
  };
  return { area, where };
}

/** Self time (ms) by Lighthouse's task group, task totals and the blocking time of one trace. */
function taskSummary(traceEvents) {
  const processed = TraceProcessor.processTrace({ traceEvents });
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const groups = {};
  let total = 0;
  let blocking = 0;
  let longest = 0;
  // The same from the thread's own CPU time (the throttled CPU's: Chromium's throttling keeps the thread
  // busy), without the time it waited for a core: other work on the machine barely moves it.
  const ofCpu = { total: 0, blocking: 0, longest: 0, tbt: 0 };
  // Blocking time after the first contentful paint, as Lighthouse's TBT counts it (there: until TTI).
  let fcp = Infinity;
  try {
    fcp = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint ?? Infinity;
  } catch {
    // No paint in the trace: nothing counts.
  }
  let tbt = 0;
  const long = [];
  for (const task of tasks) {
    groups[task.group.label] = (groups[task.group.label] ?? 0) + task.selfTime;
    if (task.parent) continue;
    total += task.duration;
    blocking += Math.max(0, task.duration - 50);
    longest = Math.max(longest, task.duration);
    const onCpu = task.event.tdur != null ? task.event.tdur / 1000 : task.duration;
    ofCpu.total += onCpu;
    ofCpu.blocking += Math.max(0, onCpu - 50);
    ofCpu.longest = Math.max(ofCpu.longest, onCpu);
    if (task.event.ts >= fcp) {
      tbt += Math.max(0, task.duration - 50);
      ofCpu.tbt += Math.max(0, onCpu - 50);
    }
    // Trace clock (µs) and ms since the navigation.
    if (task.duration > longFrom) {
      const kinds = {};
      const walk = (t) => {
        kinds[t.group.label] = (kinds[t.group.label] ?? 0) + t.selfTime;
        t.children.forEach(walk);
      };
      walk(task);
      long.push({
        from: task.event.ts,
        to: task.endEvent?.ts ?? task.event.ts + task.event.dur,
        at: task.startTime,
        ms: task.duration,
        cpu: onCpu,
        kinds,
      });
    }
  }
  return { groups, total, blocking, tbt, longest, ofCpu, long, processed };
}

/**
 * JavaScript time (ms) of the page's main thread by area, from the trace's V8 profile; with each long task
 * (`long`, trace clock) given the areas of its own samples.
 */
function scriptAreas(traceEvents, processed, mapFrame, long) {
  const { pid, tid } = processed.mainThreadEvents[0];
  const profile = CpuProfileModel.collectProfileEvents(traceEvents)
    .filter((p) => p.pid === pid && p.tid === tid)
    .sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile) return {};
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  // Trace profiles name each node's parent; CDP profiles name its children.
  for (const node of profile.nodes) {
    if (node.parent != null) node.parentId = node.parent;
    for (const child of node.children ?? []) nodes.get(child).parentId = node.id;
  }
  const areaCache = new Map();
  const areaOfNode = (id) => {
    if (areaCache.has(id)) return areaCache.get(id);
    const leaf = nodes.get(id);
    let area = mapFrame.area(leaf.callFrame);
    // The innermost frame of the app's own code on the stack names the work (a component and what it calls).
    if (!area.startsWith('src/')) {
      for (let at = leaf.parentId; at != null; at = nodes.get(at).parentId) {
        const up = mapFrame.area(nodes.get(at).callFrame);
        if (up.startsWith('src/')) {
          area = up;
          break;
        }
      }
    }
    areaCache.set(id, area);
    return area;
  };
  const areas = {};
  for (const task of long) {
    task.areas = {};
    task.leaves = {};
  }
  const { samples, timeDeltas } = profile;
  let ts = profile.startTime;
  for (let i = 0; i < samples.length - 1; i += 1) {
    ts += timeDeltas[i];
    const area = areaOfNode(samples[i]);
    if (area === '(idle)' || area === '(program)') continue;
    const ms = timeDeltas[i + 1] / 1000;
    areas[area] = (areas[area] ?? 0) + ms;
    const task = long.find((t) => t.from <= ts && ts < t.to);
    if (task) {
      task.areas[area] = (task.areas[area] ?? 0) + ms;
      const leaf = mapFrame.where(nodes.get(samples[i]).callFrame);
      task.leaves[leaf] = (task.leaves[leaf] ?? 0) + ms;
    }
  }
  return areas;
}

const browser = await launchBrowser();
const builds = await serveBuilds(dists, port);
const mappers = dists.map((dist) => sourceMapper(resolve(dist)));

/** One fresh visit as Lighthouse's mobile run makes it: the trace until the page has hydrated and gone quiet. */
async function load(base, path) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // A page of the same site first, so the measured navigation stays in this renderer (and its throttling).
  await page.goto(`${base}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    categories: CATEGORIES,
    options: 'sampling-frequency=10000',
    transferMode: 'ReportEvents',
  });
  // No script of Playwright's in the page while it is measured: plain CDP evaluations, polled from here.
  const evaluate = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result
      .value;
  await page.goto(base + path, { waitUntil: 'commit' });
  // When the first and the last product card are React's (hydrated), in ms since the navigation.
  const hydrated = { first: NaN, last: NaN };
  const deadline = Date.now() + 60_000;
  while (Number.isNaN(hydrated.last) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
    const now = await evaluate(`(() => {
      const cards = document.querySelectorAll('[data-testid="product-card"]');
      const own = (el) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
      return { at: performance.now(), first: own(cards[0]), last: own(cards[cards.length - 1]) };
    })()`).catch(() => undefined);
    if (!now) continue;
    if (now.first && Number.isNaN(hydrated.first)) hydrated.first = now.at;
    if (now.last) hydrated.last = now.at;
  }
  // Quiet: three idle periods in a row with room to spare (what is deferred to idle time has run).
  const quiet = `(async () => {
    const deadline = performance.now() + 15000;
    for (let quiet = 0; quiet < 3 && performance.now() < deadline; ) {
      const spare = await new Promise((done) => requestIdleCallback((d) => done(d.timeRemaining()), { timeout: 1000 }));
      quiet = spare > 40 ? quiet + 1 : 0;
      await new Promise((done) => setTimeout(done, 100));
    }
  })()`;
  await evaluate(quiet);
  if (untilWarm) {
    for (let tries = 0; tries < 150; tries += 1) {
      if (await evaluate(`performance.getEntriesByName('cart-warm').length > 0`)) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await evaluate(quiet);
  }
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, hydrated };
}

const top = (counts, n) =>
  Object.entries(counts)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');

/** One long task: when, how long, its kinds of work, the script's areas and its busiest functions. */
const describeTask = (task) =>
  `      task at ${Math.round(task.at)} ms: ${Math.round(task.ms)} ms, CPU ${Math.round(task.cpu)} (${top(task.kinds, 4)})\n` +
  `        script: ${top(task.areas, 5)}\n        functions: ${top(task.leaves, 4)}`;

const results = dists.map(() => Object.fromEntries(paths.map((p) => [p, []])));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const path of paths) {
      for (const [i, base] of builds.bases.entries()) {
        const { events, hydrated } = await load(base, path);
        const summary = { ...taskSummary(events), hydrated };
        const areas = scriptAreas(events, summary.processed, mappers[i], summary.long);
        delete summary.processed;
        if (verbose) for (const task of summary.long) console.info(describeTask(task));
        results[i][path].push({ ...summary, areas });
        if (save && round === runs - 1) {
          mkdirSync(save, { recursive: true });
          const name = `${dists[i].replace(/\W+/g, '-')}${path === '/' ? '-home' : path.replace(/\//g, '-')}.json`;
          writeFileSync(join(save, name), JSON.stringify({ traceEvents: events }));
        }
        console.info(
          `  ${round + 1} ${dists[i]} ${path.padEnd(16)} main thread ${Math.round(summary.total)} ms, blocking ${Math.round(summary.blocking)} (after FCP ${Math.round(summary.tbt)}), longest task ${Math.round(summary.longest)}, cards hydrated at ${Math.round(hydrated.first)}–${Math.round(hydrated.last)} ms; of CPU time: ${Math.round(summary.ofCpu.total)}, blocking ${Math.round(summary.ofCpu.blocking)} (after FCP ${Math.round(summary.ofCpu.tbt)}), longest ${Math.round(summary.ofCpu.longest)}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await builds.close();
}

const fmt = (x) => String(Math.round(x));
console.info(
  `\nMain thread of a load (navigation until hydrated and quiet), CPU ${cpu}× slower, ms, median of ${runs}:`,
);
for (const [i, dist] of dists.entries()) {
  for (const path of paths) {
    const loads = results[i][path];
    const pick = (get) => median(loads.map(get));
    console.info(
      `\n${dist} ${path}: all tasks ${fmt(pick((l) => l.total))}, blocking (> 50 ms) ${fmt(pick((l) => l.blocking))}, after FCP ${fmt(pick((l) => l.tbt))}, longest ${fmt(pick((l) => l.longest))}; first card hydrated at ${fmt(pick((l) => l.hydrated.first))} ms, last at ${fmt(pick((l) => l.hydrated.last))}\n  of the thread's CPU time: all tasks ${fmt(pick((l) => l.ofCpu.total))}, blocking ${fmt(pick((l) => l.ofCpu.blocking))}, after FCP ${fmt(pick((l) => l.ofCpu.tbt))}, longest ${fmt(pick((l) => l.ofCpu.longest))}`,
    );
    const groupNames = [...new Set(loads.flatMap((l) => Object.keys(l.groups)))];
    const groups = groupNames
      .map((g) => [g, pick((l) => l.groups[g] ?? 0)])
      .sort((a, b) => b[1] - a[1])
      .map(([g, ms]) => `${g} ${fmt(ms)}`);
    console.info(`  by kind: ${groups.join(' · ')}`);
    const areaNames = [...new Set(loads.flatMap((l) => Object.keys(l.areas)))];
    const areas = areaNames
      .map((a) => [a, pick((l) => l.areas[a] ?? 0)])
      .filter(([, ms]) => ms >= 2)
      .sort((a, b) => b[1] - a[1]);
    const sum = areas.reduce((x, [, ms]) => x + ms, 0);
    console.info(`  script by area (sampled, ${fmt(sum)} ms in all):`);
    for (const [area, ms] of areas) console.info(`    ${fmt(ms).padStart(5)}  ${area}`);
  }
}
