// A plain static host for a build, as nginx or a CDN serves one: the files through `serve-handler` (a folder's
// index.html, so a prerendered page is its folder's), compressed by the `compression` middleware, and for a path
// without a file of its own the app's shell (`--fallback app.html`, answered 200: the single-page app's fallback)
// or, without --fallback, the build's 404.html with status 404 as GitHub Pages answers. With `--api`, /api/* is
// passed on to the SPEC backend on the fixtures with our additions (mock-server/node/server.ts, on a port of its
// own), as such a host passes it to the PHP API: what a production build (VITE_API_URL='') calls.
// Used by `npm run bench` and by the prerendered build's server in playwright.config.ts.
// Usage: node scripts/serve.mjs DIR [--port 4418] [--fallback app.html] [--api]   (importable: serve)
import { createServer, request as httpRequest } from 'node:http';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { importTs } from './import-ts.mjs';

/** Starts the host; resolves to { url, close }. */
export async function serve({ dir, port = 4418, fallback, api = false }) {
  const config = { public: resolve(dir), directoryListing: false, etag: true };
  const backend = api
    ? await (
        await importTs('mock-server/node/server.ts')
      ).startApiSpecServer({ port: 0, additions: true, host: '127.0.0.1' })
    : undefined;
  const compress = compression();

  /** /api/* to the backend, as the host's proxy would. */
  const proxy = (req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: backend.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const { 'content-length': _length, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };

  /** A path with no file: the shell for an app's route (no extension), else serve-handler's own 404 page. */
  const files = (req, res) =>
    serveHandler(req, res, config, {
      sendError: (...args) =>
        fallback && args.at(-1).statusCode === 404 && !extname(new URL(req.url ?? '/', 'http://x').pathname)
          ? serveHandler(Object.assign(Object.create(req), { url: `/${fallback}` }), res, {
              ...config,
              cleanUrls: false,
            })
          : serveHandler(req, res, config),
    });

  const server = createServer((req, res) =>
    compress(req, res, () => (backend && req.url?.startsWith('/api/') ? proxy(req, res) : files(req, res))),
  );
  await new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, ready);
  });
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await new Promise((done) => server.close(done));
      await backend?.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '4418' },
      fallback: { type: 'string' },
      api: { type: 'boolean', default: false },
    },
  });
  const dir = positionals[0] ?? 'dist';
  const host = await serve({ dir, port: Number(values.port), fallback: values.fallback, api: values.api });
  console.info(`Serving ${dir} at ${host.url}${values.api ? ' (with the fixtures API at /api/)' : ''}`);
}
