// The bench's host: a production build (gzip, SPA fallback) plus recorded API answers, so the real
// bundle runs without Mirage. Answers are recorded once from the mock's handlers and fixtures (plain
// functions, loaded through Vite's module runner) and then served as static JSON.
// Usage: node scripts/bench/serve.mjs [dist] [port]   (also importable: startBenchServer)
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { importTs } from '../import-ts.mjs';
import { contentType } from '../content-types.mjs';

const COMPRESS = new Set(['.html', '.js', '.css', '.svg', '.json']);

/** Records the answers of the read-only endpoints a first visit calls: path + the query fields that matter. */
export async function recordApiAnswers() {
  const routes = await importTs('mock-server/routes.ts');
  const dbModule = await importTs('mock-server/db.ts');
  return (method, path, query, body) => {
    const route = routes.mockRoutes.find((r) => r.method === method && r.path === path && !r.mutating);
    if (!route) return undefined;
    // A fresh database per answer: every request gets the recorded, unchanging answer.
    return route.handler(dbModule.createDb(), { method, path, query, body });
  };
}

/**
 * Starts the host; returns { port, close, setExtra }. `prefix` serves the build from a sub-folder (the demo's
 * `/shop/`, as a static host would); the recorded API answers stay at `/api/`.
 */
export async function startBenchServer({ dist = 'dist', port = 4418, extra = {}, prefix = '/' } = {}) {
  const answer = await recordApiAnswers();
  const recorded = new Map();
  const root = resolve(dist);
  // Each file is compressed once: gzip on every request (17 ms of CPU for a /menyu load) ran on the same two cores
  // as the page's main thread while it loaded, and Lighthouse counts a task's time by the clock.
  const compressed = new Map();
  const send = (req, res, status, type, body, key) => {
    const gzip = COMPRESS.has(type.ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    let payload = body;
    if (gzip) {
      payload = (key && compressed.get(key)) ?? gzipSync(body);
      if (key) compressed.set(key, payload);
    }
    res.writeHead(status, {
      'Content-Type': type.mime,
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': payload.length,
    });
    res.end(payload);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/api/')) {
      let body = '';
      for await (const chunk of req) body += chunk;
      const query = Object.fromEntries(url.searchParams);
      // The token and path change per visit, not the answer: they are not part of the recording's key.
      const key = `${req.method} ${path} ${query.type ?? ''} ${query.data ?? ''}`;
      // GET answers are recorded once; a POST (the cart's totals) is answered for its own body.
      let out = req.method === 'GET' ? recorded.get(key) : undefined;
      if (!out) {
        out = answer(req.method, path, query, body ? JSON.parse(body) : {});
        if (out && req.method === 'GET') recorded.set(key, out);
      }
      if (!out)
        return send(req, res, 404, { ext: '.json', mime: contentType('.json') }, Buffer.from('{"code":0}'));
      return send(
        req,
        res,
        out.status ?? 200,
        { ext: '.json', mime: contentType('.json') },
        Buffer.from(JSON.stringify(out.body)),
        req.method === 'GET' ? key : undefined,
      );
    }
    if (extra[path])
      return send(
        req,
        res,
        200,
        { ext: '.html', mime: contentType('.html') },
        Buffer.from(extra[path]),
        `extra ${path}`,
      );
    if (!path.startsWith(prefix))
      return send(req, res, 404, { ext: '', mime: 'text/plain' }, Buffer.from('Not found'));
    let file = normalize(join(root, path.slice(prefix.length - 1)));
    if (!file.startsWith(root))
      return send(req, res, 403, { ext: '', mime: 'text/plain' }, Buffer.from('Forbidden'));
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
    } catch {
      // A route of the single-page app: its HTML is the shell (app.html once the build prerendered index.html).
      file = extname(path) ? '' : join(root, existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html');
    }
    if (!file) return send(req, res, 404, { ext: '', mime: 'text/plain' }, Buffer.from('Not found'));
    const ext = extname(file);
    return send(req, res, 200, { ext, mime: contentType(ext) }, await readFile(file), file);
  });
  await new Promise((done) => server.listen(port, done));
  return {
    port,
    close: () => new Promise((done) => server.close(done)),
    setExtra: (p, html) => {
      extra[p] = html;
      compressed.delete(`extra ${p}`);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [dist = 'dist', port = '4418'] = process.argv.slice(2);
  await startBenchServer({ dist, port: Number(port) });
  console.info(`Serving ${dist} with recorded API answers at http://localhost:${port}`);
}
