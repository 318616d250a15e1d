// `npm test`: every check in one run — typecheck, lint, the builds, Vitest (unit, integration, contract,
// bundle) and Playwright — printing each step's seconds and the total, and ending with one line
// "N passed, N failed" summed over all runners.
//
// Nothing here lists test files, Vitest projects, Playwright projects or web servers: a new test file, a
// new Vitest project (vite.config.ts) or a new Playwright project/webServer (playwright.config.ts) is picked up
// by the runners themselves. The builds are the ones the servers of playwright.config.ts serve: `dist` (also
// what the bundle checks read), `dist-prerendered` (a copy of `dist`, prerendered from the fixtures: the same
// bytes a second production build would give), `dist-demo` and `dist-e2e`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureBrowser } from './browser.mjs';

const STEPS = ['typecheck', 'lint', 'build', 'build-prerendered', 'build-demo', 'build-e2e', 'unit', 'e2e'];
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs just those steps
const unknown = only.filter((name) => !STEPS.includes(name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.join(', ')}`);
  process.exit(2);
}
const wanted = (name) => !only.length || only.includes(name);

const results = [];
let passed = 0;
let failed = 0;
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/** Runs a command with inherited output; resolves to whether it exited 0. */
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A step: runs `body` (true = passed), records its seconds. */
async function step(name, label, body) {
  console.info(`\n▶ ${name}: ${label}`);
  const since = Date.now();
  const ok = await body();
  results.push({ name, ok, seconds: seconds(since) });
  return ok;
}

/** A step that counts as one check. */
async function check(name, command, args, env) {
  if (!wanted(name)) return;
  if (await step(name, `${command} ${args.join(' ')}`, () => exec(command, args, env))) passed += 1;
  else failed += 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });

// tsc and the linters are single-threaded: on two cores they run side by side (each step still reports its own time),
// and the builds follow the typecheck in its lane while the longer lint runs in the other.
// `npm run lint` is ESLint (layers, import cycles), knip (unused files, exports, dependencies) and prettier --check.
/** The site's origin the test builds are made for (the pages' canonical, hreflang and preview links, the sitemap). */
const SITE = { SITE_URL: 'https://korica-slivki.ru' };

async function builds() {
  // The production build, as deployed (nothing prerendered whatever the caller's environment says)…
  await check('build', 'npm', ['run', '-s', 'build'], { ...SITE, PRERENDER_FROM: '' });
  // …and its prerendered variant: the same build copied and prerendered from the fixtures (`npm run build:prerendered`
  // builds it from scratch; the output is the same).
  if (wanted('build-prerendered')) {
    const ok = await step(
      'build-prerendered',
      'copy dist → dist-prerendered, node scripts/prerender.mjs dist-prerendered fixtures',
      async () => {
        if (!existsSync('dist/index.html')) {
          console.error('dist/ is missing: run the build step first (npm test -- build build-prerendered)');
          return false;
        }
        rmSync('dist-prerendered', { recursive: true, force: true });
        cpSync('dist', 'dist-prerendered', { recursive: true });
        return exec('node', ['scripts/prerender.mjs', 'dist-prerendered', 'fixtures'], SITE);
      },
    );
    if (ok) passed += 1;
    else failed += 1;
  }
  await check('build-demo', 'npm', ['run', '-s', 'build:demo']);
  await check('build-e2e', 'npm', ['run', '-s', 'build:e2e']);
}

await Promise.all([
  (async () => {
    await check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
    await builds();
  })(),
  check('lint', 'npm', ['run', '-s', 'lint']),
]);

if (wanted('unit')) {
  rmSync('test-results/vitest.json', { force: true });
  const ok = await step('unit', 'npx vitest run', () =>
    exec('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ]),
  );
  const report = readJson('test-results/vitest.json');
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  } else failed += 1;
}

if (wanted('e2e')) {
  const chromium = ensureBrowser();
  rmSync('test-results/e2e.json', { force: true });
  const ok = await step('e2e', 'npx playwright test', () =>
    exec('npx', ['playwright', 'test'], chromium ? { CHROMIUM_PATH: chromium } : {}),
  );
  const report = readJson('test-results/e2e.json');
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (ok || report.stats.unexpected ? 0 : 1);
  } else failed += 1;
}

console.info('\nSteps:');
for (const r of results) console.info(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
console.info(`  total ${seconds(started)} s`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', `${summary}\n`);
console.info(summary);
process.exit(failed === 0 ? 0 : 1);
