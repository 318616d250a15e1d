// Prints the gzip size of the initial JavaScript (entry + modulepreloads) and of every chunk of a build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...new Set([...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1]))];
const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const size = (f) => gzipSync(readFileSync(join(dist, 'assets', f))).length / 1024;
const total = initial.reduce((s, f) => s + size(f), 0);
const rows = files.map((f) => [f, size(f)]).sort((a, b) => b[1] - a[1]).slice(0, 12);
console.info(`\nLargest chunks (KB gzip):`);
for (const [f, s] of rows) console.info(`  ${s.toFixed(1).padStart(7)}  ${f}${initial.includes(f) ? '  (initial)' : ''}`);
console.info(`Initial JavaScript of the home route: ${total.toFixed(1)} KB gzip (budget 150 KB), ${files.length} chunks\n`);
