// `npm run bench`: the shop as its customers meet it (docs/performance.md). Two builds, each served by a plain
// static host with compression (scripts/serve.mjs): production prerendered from the fixtures (dist-prerendered,
// `npm run build:prerendered`, the API answered on the fixtures behind /api/) and the offline bundle a customer demo
// runs (dist-demo, `npm run build:demo`, the mock inside). Per build, page, CPU (1× and 4× slower, CDP) and round,
// on cold visits: each tap as soon as its control shows, and at 4× again once the page has been open 5 s (taps lost,
// tap to result shown; scripts/bench/taps.mjs); INP of four taps on /menyu at 4×; Lighthouse against the page's floor
// (scripts/bench/lighthouse.mjs). Medians of the rounds. Writes bench-results/latest.md and latest.json and the
// README's table (scripts/bench/readme.mjs), or, for a subset, bench-results/partial.md and partial.json. Exits 1
// when a target is unmet.
// A build missing is built first; `--build` rebuilds both.
// Usage: node scripts/bench/run.mjs [--builds production,offline] [--pages /,/menyu] [--rounds 5] [--cpus 1,4]
//        [--parts taps,inp,lighthouse] [--port 4418] [--build]
// Ports: the hosts on --port + 1 and + 2, Lighthouse's Chromium on --port + 9.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from '../browser.mjs';
import { serve } from '../serve.mjs';
import { audit, launchChrome, writeFloors } from './lighthouse.mjs';
import { median } from './median.mjs';
import { inpText, mark, ms, writeReadme } from './readme.mjs';
import { inpVisit, PAGE_TAPS, TAPS, tapVisit } from './taps.mjs';

/** The targets of issue 44. */
export const TARGETS = {
  lost: 0,
  coldMs: 1500,
  after5sMs: 300,
  inpMs: 200,
  score: 90,
  lcpRatio: 1.5,
  cls: 0.05,
};
const AFTER_MS = 5_000;
const SLOW_CPU = 4;

const BUILDS = {
  production: {
    label: 'production, prerendered from the fixtures (dist-prerendered)',
    dist: 'dist-prerendered',
    script: 'build:prerendered',
    host: { fallback: 'app.html', api: true },
  },
  offline: {
    label: 'offline bundle of the customer demo (dist-demo, `npm run build:demo`)',
    dist: 'dist-demo',
    script: 'build:demo',
    // A GitHub Pages-like host: a path without a file gets the build's 404.html.
    host: {},
  },
};
const PAGES = Object.keys(PAGE_TAPS);
const PARTS = ['taps', 'inp', 'lighthouse'];
const list = (text) => text.split(',').filter(Boolean);

const { values: options } = parseArgs({
  options: {
    builds: { type: 'string', default: Object.keys(BUILDS).join(',') },
    pages: { type: 'string', default: PAGES.join(',') },
    rounds: { type: 'string', default: '5' },
    cpus: { type: 'string', default: `1,${SLOW_CPU}` },
    parts: { type: 'string', default: PARTS.join(',') },
    port: { type: 'string', default: '4418' },
    build: { type: 'boolean', default: false },
  },
});
const builds = list(options.builds);
const pages = list(options.pages);
const cpus = list(options.cpus).map(Number);
const parts = list(options.parts);
const rounds = Number(options.rounds);
const port = Number(options.port);
for (const [kind, given, known] of [
  ['build', builds, Object.keys(BUILDS)],
  ['page', pages, PAGES],
  ['part', parts, PARTS],
]) {
  const unknown = given.filter((g) => !known.includes(g));
  if (unknown.length) {
    console.error(`Unknown ${kind}: ${unknown.join(', ')} (one of ${known.join(', ')})`);
    process.exit(2);
  }
}
if (!Number.isInteger(rounds) || rounds < 1 || cpus.some((c) => !(c >= 1))) {
  console.error('--rounds is a whole number ≥ 1 and --cpus slow-down factors ≥ 1');
  process.exit(2);
}
const full =
  builds.length === Object.keys(BUILDS).length &&
  pages.length === PAGES.length &&
  parts.length === PARTS.length &&
  rounds === 5 &&
  cpus.includes(1) &&
  cpus.includes(SLOW_CPU);
const outName = full ? 'latest' : 'partial';

for (const name of builds) {
  const { dist, script } = BUILDS[name];
  if (options.build || !existsSync(join(dist, 'menyu', 'index.html'))) {
    console.info(`> npm run ${script}`);
    if (spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
}

const began = Date.now();
const hosts = {};
builds.forEach((name, i) => (hosts[name] = { port: port + 1 + i }));
for (const name of builds)
  hosts[name].server = await serve({ dir: BUILDS[name].dist, port: hosts[name].port, ...BUILDS[name].host });
const url = (name, path) => `http://localhost:${hosts[name].port}${path}`;

/** Every measurement: { build, page, kind: tap|inp|lighthouse, … }. */
const samples = [];
const log = (text) => console.info(`  [${Math.round((Date.now() - began) / 1000)} s] ${text}`);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
  // Closed by the run's own signal handler (below), which also removes the floors.
  handleSIGINT: false,
  handleSIGTERM: false,
});
const chrome = parts.includes('lighthouse') ? await launchChrome(port + 9) : undefined;
const floors = parts.includes('lighthouse')
  ? Object.fromEntries(builds.map((name) => [name, writeFloors(BUILDS[name].dist, pages)]))
  : {};
/** Closes what the run opened: browsers, hosts, and the floors written into the builds. */
const cleanUp = async () => {
  await browser.close();
  await chrome?.kill();
  for (const floor of Object.values(floors)) floor.remove();
  for (const { server } of Object.values(hosts)) await server.close();
};
// Stopped halfway (Ctrl-C, a timeout): nothing is written, and nothing is left behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  // One load not counted: a freshly started Chromium's first page pays for the browser's own start.
  if (chrome) await audit(chrome, url(builds[0], pages[0]));
  // Rounds outermost and the builds in turns: a busy machine slows every build alike.
  for (let round = 1; round <= rounds; round += 1) {
    for (const build of builds) {
      for (const page of pages) {
        if (parts.includes('taps'))
          for (const cpu of cpus)
            for (const tap of PAGE_TAPS[page])
              // Once the page has been open 5 s: at the phone's speed, where its target is.
              for (const after of cpu === SLOW_CPU ? [0, AFTER_MS] : [0]) {
                const r = await tapVisit(browser, url(build, page), tap, { cpu, after });
                samples.push({ kind: 'tap', build, page, round, cpu, tap, after, ...r });
                log(
                  `round ${round} ${build} ${page} ${cpu}× ${TAPS[tap].name}${after ? ' after 5 s' : ''}: ${r.lost ? 'LOST' : `${Math.round(r.ms)} ms`} (tap at ${Math.round(r.tapAt ?? NaN)} ms)`,
                );
              }
        if (parts.includes('inp') && page === '/menyu') {
          const r = await inpVisit(browser, url(build, page), { cpu: SLOW_CPU });
          samples.push({ kind: 'inp', build, page, round, cpu: SLOW_CPU, ...r });
          log(
            `round ${round} ${build} ${page} INP ${r.inp === null ? 'failed' : `${Math.round(r.inp)} ms`}${r.lost.length ? ` (tapped again: ${r.lost.join(', ')})` : ''}`,
          );
        }
        if (chrome) {
          // Page and floor back to back, so a busy machine slows both alike.
          const floor = await audit(chrome, url(build, floors[build].urlOf(page)));
          const own = await audit(chrome, url(build, page));
          samples.push({ kind: 'lighthouse', build, page, round, ...own, floorLcp: floor.lcp });
          log(
            `round ${round} ${build} ${page} Lighthouse ${own.score}, LCP ${Math.round(own.lcp)} ms (floor ${Math.round(floor.lcp)}), CLS ${own.cls.toFixed(3)}, TBT ${Math.round(own.tbt)}`,
          );
        }
      }
    }
  }
} finally {
  await cleanUp();
}
const minutes = (Date.now() - began) / 60_000;

// The table: per build and page, medians over the rounds.
/** Per tap: the median over the rounds of its time; the cell gives the slowest tap's median and the slowest round. */
function tapCell(list) {
  const timed = list.filter((s) => !s.lost);
  if (!list.length) return { text: '—' };
  const medians = [...new Set(list.map((s) => s.tap))].map((tap) =>
    median(list.filter((s) => s.tap === tap).map((s) => (s.lost ? Infinity : s.ms))),
  );
  const worst = Math.max(...medians);
  const max = Math.max(...list.map((s) => (s.lost ? Infinity : s.ms)));
  return {
    median: worst,
    text: `${Number.isFinite(worst) ? ms(worst) : 'lost'} / ${Number.isFinite(max) ? ms(max) : 'lost'}`,
    timed: timed.length,
  };
}
const rows = [];
for (const build of builds)
  for (const page of pages) {
    const of = (kind, more = () => true) =>
      samples.filter((s) => s.kind === kind && s.build === build && s.page === page && more(s));
    const taps = of('tap');
    const lost = taps.filter((s) => s.lost).length;
    const cold = tapCell(of('tap', (s) => s.cpu === SLOW_CPU && !s.after));
    const coldFast = tapCell(of('tap', (s) => s.cpu === 1 && !s.after));
    const later = tapCell(of('tap', (s) => s.cpu === SLOW_CPU && s.after));
    const inps = of('inp');
    const inp = inps.length ? median(inps.map((s) => s.inp ?? Infinity)) : undefined;
    const lh = of('lighthouse');
    const pick = (key) => (lh.length ? median(lh.map((s) => s[key])) : undefined);
    const lcpRatio = lh.length ? median(lh.map((s) => s.lcp / s.floorLcp)) : undefined;
    rows.push({
      build,
      page,
      taps: taps.length,
      lost,
      cold,
      coldFast,
      later,
      inp,
      score: pick('score'),
      lcp: pick('lcp'),
      floorLcp: pick('floorLcp'),
      lcpRatio,
      cls: pick('cls'),
      tbt: pick('tbt'),
      met: {
        lost: taps.length ? lost <= TARGETS.lost : undefined,
        cold: cold.median === undefined ? undefined : cold.median <= TARGETS.coldMs,
        later: later.median === undefined ? undefined : later.median <= TARGETS.after5sMs,
        inp: inp === undefined ? undefined : inp <= TARGETS.inpMs,
        score: lh.length ? pick('score') >= TARGETS.score : undefined,
        lcpRatio: lh.length ? lcpRatio <= TARGETS.lcpRatio : undefined,
        cls: lh.length ? pick('cls') <= TARGETS.cls : undefined,
      },
    });
  }

const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
const lines = [
  `# Bench: the shop as its customers meet it`,
  '',
  `\`npm run bench\` (scripts/bench/run.mjs, how it measures: docs/performance.md), ${stamp} UTC, ${rounds} round${rounds > 1 ? 's' : ''}, CPU ${cpus.map((c) => `${c}×`).join(' and ')}, ${minutes.toFixed(0)} min${full ? '' : `; a subset: ${[builds.join(', '), pages.join(' '), parts.join(', ')].join('; ')}`}.`,
  'Taps on a phone (412 × 823, touch) on cold visits; medians of the rounds, the slowest tap of the page shown with the slowest single tap (median / max, ms).',
  '',
];
for (const build of builds) {
  lines.push(
    `## ${BUILDS[build].label}`,
    '',
    '| page | taps lost | cold tap → result, 4× (ms) | after 5 s, 4× (ms) | cold, 1× (ms) | INP, 4× (ms) | Lighthouse | LCP (ms) | LCP ÷ floor | CLS | TBT (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .filter((r) => r.build === build)
      .map(
        (r) =>
          `| \`${r.page}\` | ${r.taps ? `${r.lost} of ${r.taps}` : '—'}${mark(r.met.lost)} | ${r.cold.text}${mark(r.met.cold)} | ${r.later.text}${mark(r.met.later)} | ${r.coldFast.text} | ${inpText(r.inp)}${mark(r.met.inp)} | ${r.score ?? '—'}${mark(r.met.score)} | ${ms(r.lcp)} | ${r.lcpRatio?.toFixed(2) ?? '—'}${mark(r.met.lcpRatio)} | ${r.cls?.toFixed(3) ?? '—'}${mark(r.met.cls)} | ${ms(r.tbt)} |`,
      ),
    `| target | ${TARGETS.lost} | ≤ ${TARGETS.coldMs} | ≤ ${TARGETS.after5sMs} | | ≤ ${TARGETS.inpMs} | ≥ ${TARGETS.score} | | ≤ ${TARGETS.lcpRatio} | ≤ ${TARGETS.cls} | |`,
    '',
  );
}
const allMet = rows.every((r) => Object.values(r.met).every((m) => m !== false));
lines.push(allMet ? 'Every target measured is met.' : 'Targets unmet: the cells marked ✘.');
const text = `${lines.join('\n')}\n`;
mkdirSync('bench-results', { recursive: true });
writeFileSync(join('bench-results', `${outName}.md`), text);
writeFileSync(
  join('bench-results', `${outName}.json`),
  `${JSON.stringify({ stamp, rounds, cpus, builds, pages, parts, minutes, targets: TARGETS, rows, samples }, null, 2)}\n`,
);
if (full) await writeReadme({ stamp, rounds, rows, targets: TARGETS });
console.info(`\n${text}\nWritten to bench-results/${outName}.md${full ? ' and the README' : ''}`);
process.exit(allMet ? 0 : 1);
