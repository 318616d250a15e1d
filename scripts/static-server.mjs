// A plain static host for the demo build: serves DIR under PREFIX as GitHub Pages, nginx or Apache do — a
// folder's index.html, a folder asked for without its slash redirected to it — and, given FALLBACK (404.html),
// answers what has no file with that page and status 404 (GitHub Pages); without it, with a bare 404.
// Usage: node scripts/static-server.mjs dist-demo /shop/ 4318 [404.html]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { contentType } from './content-types.mjs';

const [dir = 'dist-demo', prefix = '/', port = '4318', fallback] = process.argv.slice(2);

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = decodeURIComponent(url.pathname);
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
    if ((await stat(file)).isDirectory()) {
      if (!path.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': contentType(extname(file)) }).end(await readFile(file));
  } catch {
    const page = fallback ? await readFile(join(dir, fallback)).catch(() => undefined) : undefined;
    if (page) res.writeHead(404, { 'Content-Type': contentType('.html') }).end(page);
    else res.writeHead(404).end('Not found');
  }
}).listen(Number(port), () => console.info(`Serving ${dir} at http://localhost:${port}${prefix}`));
