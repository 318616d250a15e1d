// Prints, after `npm run build`, the first JavaScript of the main routes (gzip) and the largest chunks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_KB, ROUTES, readManifest, routeChunks } from './bundle-size.mjs';

const dist = process.argv[2] ?? 'dist';
console.info(`\nFirst JavaScript per route (entry + page + messages, KB gzip; budget ${BUDGET_KB}):`);
for (const [route, { page, locale }] of Object.entries(ROUTES)) {
  const chunks = routeChunks(dist, page, locale);
  const kb = chunks.reduce((s, c) => s + c.gzip, 0) / 1024;
  console.info(`  ${kb.toFixed(1).padStart(6)}  ${route}  (${chunks.length} chunks)`);
}
const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
// Chunks are named by their hash (vite.config.ts): the manifest says what each one holds.
const sources = new Map(
  Object.entries(readManifest(dist)).map(([key, chunk]) => [chunk.file, chunk.name ?? key]),
);
const rows = files
  .map((f) => [f, gzipSync(readFileSync(join(dist, 'assets', f))).length / 1024])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);
console.info('Largest chunks (KB gzip):');
for (const [f, s] of rows)
  console.info(`  ${s.toFixed(1).padStart(6)}  ${f}  ${sources.get(`assets/${f}`) ?? ''}`);
console.info(`${files.length} chunks in all\n`);
