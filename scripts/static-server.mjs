// A plain static host for the demo build: serves DIR under PREFIX, no SPA fallback.
// Usage: node scripts/static-server.mjs dist-demo /shop/ 4318
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const [dir = 'dist-demo', prefix = '/', port = '4318'] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.png': 'image/png',
};

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (!path.startsWith(prefix)) {
    res.writeHead(404).end('Not found');
    return;
  }
  let file = normalize(join(dir, path.slice(prefix.length)));
  if (!file.startsWith(normalize(dir))) {
    res.writeHead(403).end();
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    res
      .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(await readFile(file));
  } catch {
    res.writeHead(404).end('Not found');
  }
}).listen(Number(port), () => console.info(`Serving ${dir} at http://localhost:${port}${prefix}`));
