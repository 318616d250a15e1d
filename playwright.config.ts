import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
/**
 * `npm run api:spec` hosting the production build (dist, VITE_API_URL=''): with our additions on this port, SPEC-only on
 * the next, and SPEC-only with getCart's lines named as SPEC.md's cart item on the one after.
 */
const apiSpecPort = Number(process.env.API_SPEC_PORT ?? port + 3);
const executablePath = findChromium();

/**
 * Browser journeys against the e2e build (the demo's bundle with a browser router: mock inside), at
 * desktop and phone widths. `npm test` builds it first; `npm run test:e2e` reuses the last build.
 * A second server hosts the demo build in a sub-folder, as a plain static host would; a third the
 * production build with prerendered pages behind a plain static host, the API on the fixtures behind /api/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A stray test.only fails the run on CI rather than skipping the rest.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy 2-core machine (load averages of 10+ seen): waits end as soon as the state is there, so
  // a passing run costs nothing more; only a real failure takes this long to report.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'ru-RU',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    // The phone runs what depends on the width (layout, the burger, axe): tests tagged @phone. Everything else
    // (text, data, storage, security, journeys) is the same at any width and runs on the desktop only.
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    {
      command: `npx vite preview --mode e2e --outDir dist-e2e --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/static-server.mjs dist-demo /shop/ ${port + 1} 404.html`,
      url: `http://localhost:${port + 1}/shop/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The production build with prerendered pages (fixtures) on the host the bench uses: tests/e2e/prerender.spec.ts.
      command: `node scripts/serve.mjs dist-prerendered --port ${port + 2} --fallback app.html --api`,
      url: `http://localhost:${port + 2}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production build (npm run build, same origin) against the SPEC-shaped backend with our additions on:
      // tests/e2e/production-api.spec.ts.
      command: `node scripts/api-spec.mjs --additions --static dist --port ${apiSpecPort} --quiet`,
      url: `http://localhost:${apiSpecPort}/api/getCafes.php`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build against a backend that speaks only SPEC.md section 7 (our additions off).
      command: `node scripts/api-spec.mjs --static dist --port ${apiSpecPort + 1} --quiet`,
      url: `http://localhost:${apiSpecPort + 1}/api/getCafes.php`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // SPEC-only again, getCart's lines named as a cart item (name, englishName, img) rather than a product.
      command: `node scripts/api-spec.mjs --static dist --cart-lines item --port ${apiSpecPort + 2} --quiet`,
      url: `http://localhost:${apiSpecPort + 2}/api/getCafes.php`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
