import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { apiProxyTarget } from './redirects.mjs';

/**
 * `npm run preview` as the host would serve the build: the build's `_redirects` (scripts/build/redirects.mjs) sends
 * /api/* to the PHP host named at build time, so `VITE_API_URL=http://localhost:8787 npm run build && npm run
 * preview` reaches `npm run api:spec` for the same-origin calls (login, getCart, check_promo…) too.
 */
export function previewApiProxy(): Plugin {
  return {
    name: 'preview-api-proxy',
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_redirects');
      const target = existsSync(file) ? apiProxyTarget(readFileSync(file, 'utf8')) : undefined;
      if (!target) return;
      server.config.logger.info(`  /api/* → ${target}/api/* (the build's _redirects)`);
      // Never rejects: any failure answers 502.
      const forward = async (req: IncomingMessage, res: ServerResponse) => {
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of req) chunks.push(chunk as Buffer);
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'accept', 'accept-language'])
            if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
          const answer = await fetch(`${target}${req.url}`, {
            method: req.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          });
          const body = Buffer.from(await answer.arrayBuffer());
          res.writeHead(answer.status, {
            'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
            'Content-Length': String(body.length),
          });
          res.end(body);
        } catch (error) {
          res
            .writeHead(502, { 'Content-Type': 'text/plain' })
            .end(`The PHP API at ${target} did not answer: ${String(error)}`);
        }
      };
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        void forward(req, res);
      });
    },
  };
}
