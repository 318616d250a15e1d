import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` of a prerendered build (scripts/prerender.mjs): a route without a page of its own gets
 * the plain shell, app.html (the demo's 404.html), as a host's fallback would serve it (index.html is the
 * prerendered home).
 */
export function previewFallback(): Plugin {
  return {
    name: 'preview-fallback',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        // The demo's shell for any depth is 404.html (scripts/prerender.mjs --mode demo), production's app.html.
        const shell = ['404.html', 'app.html'].find((file) => existsSync(join(outDir, file)));
        if (extname(path) || !shell) return next();
        // A prerendered page is its folder's index.html (with or without the trailing slash).
        req.url = existsSync(join(outDir, path, 'index.html')) ? join(path, 'index.html') : `/${shell}`;
        return next();
      });
    },
  };
}
