import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, FIRST_PAINT_PAGES, INLINE_SCRIPT } from './builtPages';
import { readManifest, ROUTES } from '../../scripts/build/bundle-size.mjs';
import { contentSecurityPolicy, cspText } from '../../scripts/build/csp';

const dist = 'dist';
const built = existsSync(join(dist, 'index.html'));

/** Things that look like credentials, wherever they come from. */
const KEY_LIKE: [string, RegExp][] = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['Stripe-style secret', /\b[sr]k_(live|test)_[A-Za-z0-9]{16,}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['password assignment', /\b(password|passwd|secret|api[_-]?key)\s*[:=]\s*["'][^"'\s]{8,}["']/i],
];

/** Values of environment variables named like secrets that are not public VITE_ ones. */
function secretEnvValues(): [string, string][] {
  return Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      /KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|PRIVATE/i.test(entry[0]) &&
      !entry[0].startsWith('VITE_') &&
      typeof entry[1] === 'string' &&
      entry[1].length >= 8,
  );
}

describe('Content Security Policy', () => {
  it('allows only the site for scripts (no inline, no eval), inline styles for emotion, and {api} for images and calls', () => {
    const policy = contentSecurityPolicy({ apiUrl: 'https://api.example.ru/' });
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toContain('https://api.example.ru');
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.ru']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(cspText(policy)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
  it('opens the maps, geocoder and analytics hosts only when they are configured', () => {
    expect(cspText(contentSecurityPolicy({}))).not.toMatch(/yandex/);
    const all = contentSecurityPolicy({ mapsKey: 'k', geocoderKey: 'g', analyticsId: '1' });
    expect(all['script-src']).toEqual(
      expect.arrayContaining(['https://api-maps.yandex.ru', 'https://mc.yandex.ru']),
    );
    expect(all['connect-src']).toEqual(expect.arrayContaining(['https://suggestions.dadata.ru']));
  });
});

const prerendered = 'dist-prerendered';
describe.runIf(existsSync(join(prerendered, 'index.html')))(
  'prerendered build (run `npm run build:prerendered` first)',
  () => {
    const written = existsSync(prerendered) ? files(prerendered).filter((f) => f.endsWith('index.html')) : [];
    // The private pages' noindex shells are index.html files too: the prerendered pages carry their path.
    const pages = written.filter((f) => readFileSync(f, 'utf8').includes('data-prerendered='));

    it('prerenders the public pages (the first-paint ones among them), each under the policy with no inline script', () => {
      expect(pages.map((f) => f.slice(prerendered.length) || '/')).toEqual(
        expect.arrayContaining(FIRST_PAINT_PAGES),
      );
      expect(pages.length).toBeGreaterThan(100);
      for (const page of written) {
        const html = readFileSync(page, 'utf8');
        expect(html, page).toMatch(
          /<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;/,
        );
        expect(html, page).not.toMatch(INLINE_SCRIPT);
        // Filled: an element first, or the comment React marks a Suspense boundary's content with.
        if (pages.includes(page))
          expect(html, page).toMatch(/<div id="root" data-prerendered="[^"]+"><(?:[a-z]|!--\$-->)/);
      }
    });

    it('starts at once: the entry script in the head, the page chunk modulepreloaded, the faces of the first view preloaded', () => {
      const manifest = readManifest(prerendered);
      for (const [path, { page: source, locale }] of Object.entries(ROUTES)) {
        const head = readFileSync(join(prerendered, path, 'index.html'), 'utf8').split('</head>')[0]!;
        expect(head, path).toMatch(
          /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
        );
        expect(head, path).toContain(
          `<link rel="modulepreload" crossorigin href="/${manifest[source]!.file}">`,
        );
        const fonts = [
          ...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
        ];
        expect(
          fonts.map((m) => m[1]!.replace(/^\/assets\/|-wght-normal-[\w-]+\.woff2$/g, '')).sort(),
          path,
        ).toEqual(
          locale === 'ru'
            ? ['manrope-cyrillic', 'manrope-latin', 'playfair-display-cyrillic', 'playfair-display-latin']
            : ['manrope-cyrillic', 'manrope-latin', 'playfair-display-latin'],
        );
      }
    });

    it('embeds no session token in a page (every visitor gets their own)', () => {
      for (const page of pages) {
        const data = /<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(
          readFileSync(page, 'utf8'),
        )?.[1];
        expect(data, page).toBeDefined();
        for (const answer of Object.values(JSON.parse(data!) as Record<string, { token?: string }>))
          if ('token' in answer) expect(answer.token).toBe('');
      }
    });

    it('keeps the plain shell for every other route in app.html', () => {
      const shell = readFileSync(join(prerendered, 'app.html'), 'utf8');
      expect(shell).toMatch(/<div id="root"><\/div>/);
      expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    });
  },
);

describe.runIf(built)('production build (run `npm run build` first)', () => {
  const all = built
    ? files(dist).filter((f) => /\.(js|html|css|json|txt|map)$/.test(f) || f.endsWith('_headers'))
    : [];

  it('carries the policy in index.html and in _headers', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;/,
    );
    expect(html).not.toMatch(INLINE_SCRIPT);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(
      /Content-Security-Policy: .*frame-ancestors 'none'/,
    );
  });

  it('holds nothing that looks like a secret', () => {
    const found: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of KEY_LIKE) if (pattern.test(text)) found.push(`${file}: ${what}`);
      for (const [name, value] of secretEnvValues())
        if (text.includes(value)) found.push(`${file}: the value of ${name}`);
    }
    expect(found).toEqual([]);
  });

  it('holds no fixture password or user list (the mock is not in production)', () => {
    const users = JSON.parse(readFileSync('fixtures/users.json', 'utf8')) as { password: string }[];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const { password } of users)
        expect(text.includes(password), `${file} contains a fixture password`).toBe(false);
    }
  });

  it('reads only public VITE_ variables from the environment', () => {
    const js = all
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const names = new Set(
      [...js.matchAll(/\b(VITE_[A-Z0-9_]+|import\.meta\.env\.[A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    for (const name of names) expect(name, 'only VITE_ variables reach the bundle').toMatch(/VITE_/);
  });
});
