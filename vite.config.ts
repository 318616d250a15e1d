/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import formatjs from '@formatjs/vite-plugin';
import { messages } from './scripts/build/messages.ts';
import { cspPlugin } from './scripts/build/csp.ts';
import { previewFallback } from './scripts/build/preview-fallback.ts';
import { previewApiProxy } from './scripts/build/preview-api-proxy.ts';
import { siteOrigin } from './scripts/build/site.mjs';
import { themeCss } from './scripts/build/theme-css.ts';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

// Modes: development and demo run the MirageJS mock (VITE_MOCK in .env.*); production never bundles it.
export default defineConfig(({ mode, command }) => ({
  // The demo build uses relative asset paths and a hash router, so it works from any folder of any static host.
  base: mode === 'demo' ? './' : '/',
  // Every build carries the Content Security Policy (scripts/build/csp.ts): the e2e journeys run under it too.
  plugins: [
    mode === 'test' ? null : messages(),
    themeCss(),
    react(),
    mode === 'test' ? null : cspPlugin({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }),
    previewApiProxy(),
    previewFallback(),
    command === 'build' && mode !== 'test' ? formatjs({ removeDefaultMessage: true }) : null,
  ],
  // The site's origin (SITE_URL, from the environment or .env.<mode>): the pages' canonical, hreflang and preview
  // links name it, in the browser as in the prerendered HTML. Without it the browser uses the page's own origin.
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(
      mode === 'test' ? '' : (siteOrigin(loadEnv(mode, process.cwd(), 'SITE_URL').SITE_URL) ?? ''),
    ),
  },
  // CSS modules' class names: the class and a hash of its file's path, one per file (postcss-modules' default hashes
  // the file's content and adds the line: editing a style sheet renamed all its classes and changed every script
  // naming them, and so their cached copies and the first JavaScript's size). Not the `[hash]` template: it hashes
  // each class apart, and names that share their file's suffix compress better (/menyu: 671 bytes of gzip less).
  css: {
    modules: {
      generateScopedName: (name, file) =>
        `_${name}_${createHash('sha256')
          .update(relative(import.meta.dirname, file))
          .digest('base64url')
          .slice(0, 5)}`,
    },
  },
  // Per checkout, so several work trees can share one node_modules.
  cacheDir: '.vite',
  resolve: {
    alias: {
      // Messages arrive compiled (scripts/build/messages.ts), so builds leave the ICU parser out.
      ...(mode === 'test'
        ? {}
        : { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' }),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock-server', import.meta.url)),
      '@fixtures': fileURLToPath(new URL('./fixtures', import.meta.url)),
    },
  },
  // Every bare import of the app and the mock, the lazily loaded ones included: the dev server pre-bundles them at
  // start, so the first visit of `npm start` never finds a new dependency and reloads the page.
  // Its scan starts from the app's own index.html only: by default it crawls every HTML file under the root, the
  // prerendered pages of the other builds (dist-demo's folders import `assets/start-….js` relatively) included.
  optimizeDeps: {
    entries: ['index.html'],
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-intl',
      'mobx',
      'mobx-react-lite',
      'mobx-persist-store',
      'superstruct',
      '@mui/material',
      '@mui/material/styles',
      'notistack',
      'react-imask',
      'dompurify',
      'miragejs',
    ],
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    // production → dist, demo → dist-demo, e2e (mock inside, browser router: what Playwright drives) → dist-e2e
    outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    // The page's HTML preloads the entry's chunks; a lazy import preloads only its style sheets, and the
    // browser fetches its scripts as it meets their imports (lists of every chunk a page needs, on each of the
    // route table's imports, weighed on every page's first JavaScript). No polyfill: every browser with
    // ES2022 but Safari 15–16 knows <link rel="modulepreload">, and those simply load the scripts unhinted.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // React and React DOM in a chunk of their own: a prerendered page evaluates it in a task of its own
        // (scripts/prerender.mjs). React's JSX runtime and Vite's preload helper go with it, which saves the
        // small chunks they otherwise get. Every other module the entry imports statically (`$initial`: the
        // stores, the shell, MobX, the router, react-intl) in one chunk with the entry: every page loads all of
        // them at once anyway, and as the common chunks the pages share they were five requests more.
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0vite\/preload-helper/,
              priority: 2,
            },
            { name: 'start', tags: ['$initial'], priority: 1 },
          ],
        },
        // Chunks and style sheets named by their hash alone: every import statement names them, so short
        // names keep the first JavaScript small (docs/performance.md). The manifest
        // (.vite/manifest.json, read by scripts/build/bundle-report.mjs) says which source each one holds.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // Vitest: two projects, chosen by file name so a new test file needs no change here. `*.test.ts` is pure code
  // (domain, mock handlers, api mapping, stores on in-memory storage, scripts, bundle checks) in Node;
  // `*.test.tsx` renders components in jsdom. A `.test.ts` that needs a DOM says `// @vitest-environment jsdom`
  // on its first line (stores on the Mirage mock, which needs XMLHttpRequest).
  test: {
    globals: false,
    css: false,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one worker, and the
    // main process mostly waits. Use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['tests/setup.node.ts'],
          include: ['src/**/*.test.ts', 'mock-server/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: ['src/**/*.test.tsx', 'mock-server/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
}));
