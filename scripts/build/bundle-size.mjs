// Sizes of a production build, read from Vite's manifest: the JavaScript a route needs before it can
// show anything (the entry, its static imports, the page's chunk and imports, the locale's messages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first JavaScript a budgeted route may need, KB gzip (tests/build/bundle.test.ts; docs/performance.md). */
export const BUDGET_KB = 142;

/** The budgeted routes: the page module each one renders first, and its language. */
export const ROUTES = {
  '/': { page: 'src/pages/HomePage.tsx', locale: 'ru' },
  '/menyu': { page: 'src/pages/MenuPage.tsx', locale: 'ru' },
  '/torty-na-zakaz': { page: 'src/pages/CakesPage.tsx', locale: 'ru' },
  '/en': { page: 'src/pages/HomePage.tsx', locale: 'en' },
};

/** Reads a build's Vite manifest. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest entries of `keys` and of everything they import statically, each after the entries it imports. */
export function staticClosure(manifest, keys) {
  const order = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    order.push(chunk);
  };
  keys.forEach(visit);
  return order;
}

/** The manifest key of a locale's first messages, the shell's (scripts/build/messages.ts). */
export function shellMessagesKey(manifest, locale) {
  const key = Object.keys(manifest).find(
    (k) => k.startsWith('messages:') && k.endsWith(`/messages/${locale}.json.js`),
  );
  if (!key) throw new Error(`No shell messages of ${locale} in the manifest`);
  return key;
}

/** Returns the chunk files a route loads first, with their gzip sizes in bytes. */
export function routeChunks(dist, pageSrc, locale = 'ru') {
  const manifest = readManifest(dist);
  const keyOfFile = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]));
  // The locale's first messages (the shell's); the rest comes with the first MUI part.
  const keys = ['index.html', pageSrc, shellMessagesKey(manifest, locale)].filter(Boolean);
  // A module that is not a chunk of its own (a chunking group took it in) would silently count as nothing.
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`Not in the manifest of ${dist}: ${missing.join(', ')}`);
  const chunks = staticClosure(manifest, keys);
  return chunks
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({
      file,
      key: keyOfFile.get(file),
      gzip: gzipSync(readFileSync(join(dist, file))).length,
    }));
}

/** Total gzip KB of a route's first JavaScript. */
export function routeKb(dist, pageSrc, locale = 'ru') {
  return routeChunks(dist, pageSrc, locale).reduce((sum, c) => sum + c.gzip, 0) / 1024;
}
