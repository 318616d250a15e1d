// `dist/_redirects` for Netlify (and the rewrites Cloudflare Pages understands): the calls of the PHP API
// that the app makes on its own origin (/api/login.php, getCart, check_promo, register, createOrder,
// orderStatus, suggestAddress) go to the PHP host BEFORE the single-page app's fallback, and /api/* is
// never answered with the app's HTML. Written by scripts/prerender.mjs at every `npm run build`.

/**
 * The PHP host the same-origin calls must reach, when the build knows it: `API_PROXY_TO`, else
 * `VITE_API_URL` (`{api}`), else `PRERENDER_FROM` when it is a URL. `undefined` for a same-origin
 * build whose proxy is set up on the host itself (nginx, see docs/backend.md).
 */
export function apiBaseOf(env = process.env) {
  const candidates = [env.API_PROXY_TO, env.VITE_API_URL, env.PRERENDER_FROM];
  const found = candidates
    .map((value) => String(value ?? '').trim())
    .find((value) => /^https?:\/\/[^\s/]+/.test(value));
  return found?.replace(/\/+$/, '');
}

/**
 * The file's text. `shell`: the page every other path is answered with (`/app.html` once pages are
 * prerendered, `/index.html` otherwise). `apiBase`: the PHP host (`{api}`); without it, /api/* answers
 * 404 (the host must proxy it: docs/backend.md, "Deploying against the PHP API").
 */
export function redirectsFile({ shell = '/index.html', apiBase } = {}) {
  const api = apiBase
    ? [
        '# The PHP API calls made on this origin go to the PHP host (first rule that matches wins).',
        `/api/*  ${apiBase}/api/:splat  200`,
      ]
    : [
        '# No PHP host was known at build time (API_PROXY_TO / VITE_API_URL): proxy /api/* to it on the host,',
        '# e.g. /api/*  https://api.example.ru/api/:splat  200. Until then /api/* is a 404, never the app.',
        '/api/*  /api/:splat  404',
      ];
  return [
    ...api,
    '# Every other path without a file of its own: the single-page app.',
    `/*  ${shell}  200`,
    '',
  ].join('\n');
}

/** The PHP host a `_redirects` text sends /api/* to (`/api/*  https://…/api/:splat  200`), if any. */
export function apiProxyTarget(text) {
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from === '/api/*' && status === '200' && /^https?:\/\//.test(to ?? '') && to.endsWith('/api/:splat'))
      return to.slice(0, -'/api/:splat'.length);
  }
  return undefined;
}
