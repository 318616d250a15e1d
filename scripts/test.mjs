// `npm test`: every check in one run — typecheck, lint, both builds, Vitest (unit, integration,
// bundle) and Playwright — ending with one line "N passed, N failed" summed over all runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureBrowser } from './browser.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e` runs just those steps
const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  console.info(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

function check(name, command, args, env) {
  if (only.length && !only.includes(name)) return;
  if (run(name, command, args, env)) passed += 1;
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

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('build', 'npm', ['run', '-s', 'build']);
check('build-demo', 'npm', ['run', '-s', 'build:demo']);
check('build-e2e', 'npm', ['run', '-s', 'build:e2e']);
check('build-prerendered', 'npm', ['run', '-s', 'build:prerendered']);

if (!only.length || only.includes('unit')) {
  rmSync('test-results/vitest.json', { force: true });
  const ok = run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
  const report = readJson('test-results/vitest.json');
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  } else failed += 1;
}

if (!only.length || only.includes('e2e')) {
  const chromium = ensureBrowser();
  rmSync('test-results/e2e.json', { force: true });
  const ok = run('e2e', 'npx', ['playwright', 'test'], chromium ? { CHROMIUM_PATH: chromium } : {});
  const report = readJson('test-results/e2e.json');
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected + (ok || report.stats.unexpected ? 0 : 1);
  } else failed += 1;
}

console.info('\nSteps:');
for (const r of results) console.info(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', `${summary}\n`);
console.info(summary);
process.exit(failed === 0 && existsSync('test-results/summary.txt') ? 0 : 1);
