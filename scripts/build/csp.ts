import type { Plugin } from 'vite';

export type CspInput = { apiUrl?: string; mapsKey?: string; geocoderKey?: string; analyticsId?: string };

// Hosts of the optional services (DECISIONS.md section 1); they are allowed only when their key/id is configured.
const MAPS = [
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yastatic.net',
  'https://*.yandex.ru',
];
// DaData's address suggestions, called from the browser with VITE_GEOCODER_KEY (src/api/dadata.ts).
const GEOCODER = ['https://suggestions.dadata.ru'];
// Yandex Metrika: tag.js (script), its hits (connect) and its pixel (img), all on mc.yandex.ru (src/config/analytics.ts).
const ANALYTICS = ['https://mc.yandex.ru'];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The Content Security Policy of the built site, one directive per entry. Scripts only from the site itself
 * (no inline script, no eval); styles also 'unsafe-inline', because emotion (MUI's styling) injects <style>
 * elements at run time and a static host cannot hand out per-request nonces; images, fonts and calls from the
 * site and `{api}` (VITE_API_URL); the maps, geocoder and analytics hosts only when configured.
 */
export function contentSecurityPolicy({
  apiUrl,
  mapsKey,
  geocoderKey,
  analyticsId,
}: CspInput): Record<string, string[]> {
  const api = originOf(apiUrl);
  const maps = mapsKey ? MAPS : [];
  const geocoder = geocoderKey ? GEOCODER : [];
  const analytics = analyticsId ? ANALYTICS : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps, ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...maps, ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...maps, ...geocoder, ...analytics],
    'frame-src': maps.length ? maps : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** The policy as one header/meta value. */
export function cspText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Puts the policy into every built index.html as a <meta http-equiv> (any static host), and writes
 * `_headers` (Netlify/Cloudflare Pages format) with the same policy plus what only a header can say
 * (frame-ancestors, nosniff, referrer policy). The dev server gets none: Vite's HMR needs inline scripts.
 */
export function cspPlugin(env: Record<string, string | undefined>): Plugin {
  const policy = contentSecurityPolicy({
    apiUrl: env.VITE_API_URL,
    mapsKey: env.VITE_MAPS_KEY,
    geocoderKey: env.VITE_GEOCODER_KEY,
    analyticsId: env.VITE_ANALYTICS_ID,
  });
  const text = cspText(policy);
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: text },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      const headers = [
        `/*`,
        `  Content-Security-Policy: ${text}; frame-ancestors 'none'`,
        `  X-Content-Type-Options: nosniff`,
        `  Referrer-Policy: strict-origin-when-cross-origin`,
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
    },
  };
}
