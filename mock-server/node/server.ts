import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { decodeForm } from '../body';
import { createDb, type MockDb } from '../db';
import { mockRoutes } from '../routes';
import { findScenario } from '../scenarios';
import { specOnlyAnswer, withCartLines, type CartLineShape } from '../specShape';
import type { MockAnswer, MockRequest } from '../types';

/**
 * `npm run api:spec`: a real HTTP server on the fixtures that answers as the PHP API would (SPEC.md
 * section 7), with the mock's own handlers (plain functions of (db, request)). Without `additions` it
 * sends the SPEC fields only and our own calls answer 404 (mock-server/specShape.ts); with them, what
 * the in-page mock answers. getCart's lines are named as products, or as cart items (`cartLines`). callBack.php always answers an empty 200, as the real one may. CORS is
 * open to any origin. With `staticDir` it also hosts a production build on the same origin, with the
 * single-page app's fallback (prerendered pages as DIR/<path>/index.html, app.html or index.html).
 */
export type ApiSpecOptions = {
  port?: number;
  host?: string;
  /** Our additions: the extra fields and the calls of DECISIONS.md section 2. Off = SPEC only. */
  additions?: boolean;
  /** A built site to serve from the same origin. */
  staticDir?: string;
  /** A QA scenario whose data change applies (mock-server/scenarios: stop-delivery, empty-catalogue, …). */
  scenario?: string;
  /** How getCart names its lines' names and picture: as products (the default) or as SPEC.md's cart items. */
  cartLines?: CartLineShape;
  db?: MockDb;
  /** One line per request (method, path, status). */
  log?: (line: string) => void;
};

export type ApiSpecServer = {
  server: Server;
  port: number;
  url: string;
  db: MockDb;
  close: () => Promise<void>;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const MAX_BODY = 1024 * 1024;

function cors(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type, Accept',
    'Access-Control-Max-Age': '600',
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A POST body by its Content-Type: JSON or form fields (PHP's bracket names); `undefined` when unreadable. */
function bodyOf(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return null;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return decodeForm(raw);
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The API's answer to one request: the handler's, cut to SPEC.md's shape unless `additions`; `null` = 404. */
function answerApi(
  db: MockDb,
  request: MockRequest,
  additions: boolean,
  cartLines: CartLineShape,
): MockAnswer | null {
  const route = mockRoutes.find((r) => r.path === request.path && !r.mockOnly);
  if (!route) return null;
  if (route.method !== request.method)
    return { status: 405, body: { code: 0, message: `Use ${route.method}` } };
  const full = route.handler(db, request);
  if (route.name === 'callBack') return { status: full.status ?? 200, body: undefined };
  if (additions)
    return route.name === 'getCart' ? { ...full, body: withCartLines(full.body, cartLines) } : full;
  return specOnlyAnswer(route.name, request, full, cartLines);
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer) {
  res.writeHead(
    status,
    body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  );
  res.end(body);
}

/** The file a static path is answered with: the file, a folder's index.html, or the app's shell; `null` = 404. */
async function staticFile(root: string, path: string): Promise<string | null> {
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
    if (info.isDirectory() && existsSync(join(file, 'index.html'))) return join(file, 'index.html');
  } catch {
    // not a file: a route of the app, below
  }
  if (extname(path)) return null;
  const shell = ['app.html', 'index.html']
    .map((name) => join(root, name))
    .find((candidate) => existsSync(candidate));
  return shell ?? null;
}

export async function startApiSpecServer(options: ApiSpecOptions = {}): Promise<ApiSpecServer> {
  const { additions = false, host = 'localhost', cartLines = 'product', log } = options;
  const db = options.db ?? createDb();
  findScenario(options.scenario).prepare?.(db);
  const root = options.staticDir ? resolve(options.staticDir) : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = cors(req);
    const done = (status: number) => log?.(`${method} ${url.pathname}${url.search} → ${status}`);
    if (method === 'OPTIONS') {
      send(res, 204, headers);
      return done(204);
    }
    if (path.startsWith('/api/')) {
      let raw: string;
      try {
        raw = await readBody(req);
      } catch {
        send(
          res,
          413,
          { ...headers, 'Content-Type': 'application/json' },
          '{"code":0,"message":"Too large"}',
        );
        return done(413);
      }
      const body = method === 'POST' ? bodyOf(raw, req.headers['content-type']) : null;
      if (body === undefined) {
        send(
          res,
          400,
          { ...headers, 'Content-Type': 'application/json' },
          '{"code":0,"message":"Unreadable body"}',
        );
        return done(400);
      }
      const request: MockRequest = {
        method: method === 'POST' ? 'POST' : 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        body,
      };
      const answer =
        method === 'GET' || method === 'POST'
          ? answerApi(db, request, additions, cartLines)
          : { status: 405, body: { code: 0, message: 'Method not allowed' } };
      if (!answer) {
        send(
          res,
          404,
          { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
          '<html><body><h1>404 Not Found</h1></body></html>',
        );
        return done(404);
      }
      const status = answer.status ?? 200;
      if (answer.body === undefined)
        send(res, status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, '');
      else
        send(
          res,
          status,
          { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
          JSON.stringify(answer.body),
        );
      return done(status);
    }
    const file = root && (method === 'GET' || method === 'HEAD') ? await staticFile(root, path) : null;
    if (!file) {
      send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found');
      return done(404);
    }
    const content = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache =
      file.includes(`${sep}assets${sep}`) && !file.endsWith('.html')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
    send(res, 200, { 'Content-Type': type, 'Cache-Control': cache }, method === 'HEAD' ? undefined : content);
    return done(200);
  };
  // A request that throws (a malformed %-escape, an unreadable file) gets a 500; the server keeps running.
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log?.(`${req.method ?? 'GET'} ${req.url ?? '/'} → 500 (${String(error)})`);
      if (res.headersSent) res.end();
      else send(res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Server error');
    });
  });

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 8787, host, () => ready());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://localhost:${port}`,
    db,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
