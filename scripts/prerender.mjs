// Prerenders every public page (src/app/prerender.ts, publicPaths: home, menu, each section, product and cake,
// cakes, events and each event, the content pages; both languages) into a finished build, so a visitor and a
// crawler see the page before any JavaScript has run; main.tsx then hydrates it. The private pages without
// parameters get the shell with `noindex`; sitemap.xml and robots.txt are written beside them. SITE_URL (the
// site's origin, https://korica-slivki.ru) makes the canonical, hreflang, og:image and sitemap links absolute;
// without it the build says so and writes none of them. The data comes from PRERENDER_FROM:
//   PRERENDER_FROM=https://api.example.ru   the API at build time (a deploy rebuilds when the menu changes;
//                                            the browser refreshes the data right after hydrating anyway)
//   PRERENDER_FROM=fixtures                 the mock's answers (the bench, QA)
//   unset                                   no prerendering: every route gets the plain shell, as before
// Writes dist/<path>/index.html per page; the plain shell moves to dist/app.html, the file a host must
// answer unknown paths with (the single-page app's fallback; docs/deploy.md).
// `--mode demo` prerenders the demo build (dist-demo), which runs from any folder of any static host: every URL
// in its pages is relative (a <base> names the folder; the links, scripts and preloads are relative), and
// dist-demo/404.html is the shell for hosts that answer unknown paths with it (GitHub Pages and the like).
// Usage: node scripts/prerender.mjs [dist] [fixtures | https://api…] [--mode demo]
//        (or PRERENDER_FROM; importable: prerender)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readManifest, shellMessagesKey, staticClosure } from './build/bundle-size.mjs';
import { apiBaseOf, redirectsFile } from './build/redirects.mjs';
import { noindexShell, robotsTxt, sitemapXml } from './build/site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/entry-prerender.tsx';
/** The mock's first module, in the builds that have it inside (src/main.tsx imports it before it hydrates). */
const MOCK_BOOT = 'mock-server/boot.ts';
/**
 * The font files a page's first view uses, by its locale (src/theme/fonts.css): the body's (Manrope) and the
 * headings' (Playfair Display). A Russian page needs the Latin files too, for its digits, punctuation and spaces;
 * an English one needs Manrope's Cyrillic for the header's language switch. A face that arrives after the first
 * layout lays out every text of its family again.
 */
const FIRST_FONTS = {
  ru: /\/(manrope|playfair-display)-(cyrillic|latin)-wght-normal-[\w-]+\.woff2$/,
  en: /\/((manrope|playfair-display)-latin|manrope-cyrillic)-wght-normal-[\w-]+\.woff2$/,
};
/** The demo's router basename at build time, made relative in the written pages. */
const FOLDER = '/__folder__';
/** How many folders below its own the demo's 404.html may be served (the route table's deepest, /en/menyu/:submenu/:id/). */
const DEEPEST = 4;

/**
 * A call's URL without `{api}` (VITE_API_URL), which the app puts before its API calls: the build answers
 * them from its own source (the mock, or PRERENDER_FROM). The snapshot keeps the app's URLs, and the files
 * the answers name resolve against `{api}` in the HTML exactly as in the browser (fileUrl, src/domain/safeUrl.ts).
 */
function apiRelative(input, api = (process.env.VITE_API_URL ?? '').replace(/\/+$/, '')) {
  const url = String(input);
  return api && url.startsWith(`${api}/`) ? url.slice(api.length) : url;
}

/** A fetch answering the app's API URLs from the mock's handlers (scripts/build/fixtures-api.mjs). */
async function fixturesFetch() {
  const { fixturesApi } = await import('./build/fixtures-api.mjs');
  const answer = await fixturesApi();
  return async (input, init = {}) => {
    const url = new URL(apiRelative(input), 'http://prerender.local');
    const out = answer(
      init.method ?? 'GET',
      url.pathname,
      Object.fromEntries(url.searchParams),
      init.body ? JSON.parse(init.body) : {},
    );
    if (!out) return new Response('{"code":0}', { status: 404 });
    return new Response(JSON.stringify(out.body), {
      status: out.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A fetch answering the app's API URLs from a live API (PRERENDER_FROM, which may differ from VITE_API_URL, e.g. an internal host). */
function liveFetch(base) {
  return (input, init) =>
    fetch(new URL(apiRelative(input).replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`), init);
}

/**
 * The page module a prerendered path renders (src/app/router.tsx), without its locale prefix, and the lazy parts of
 * the page its HTML holds (a form behind Suspense): their CSS is linked and their chunks started with the page.
 */
const PAGE_MODULES = [
  [/^\/$/, 'src/pages/HomePage.tsx'],
  [/^\/menyu$/, 'src/pages/MenuPage.tsx'],
  [/^\/menyu\/[^/]+$/, 'src/pages/MenuSectionPage.tsx'],
  [/^\/menyu\/[^/]+\/[^/]+$/, 'src/pages/MenuItemPage.tsx'],
  [/^\/torty-na-zakaz$/, 'src/pages/CakesPage.tsx'],
  [/^\/torty-na-zakaz\/[^/]+$/, 'src/pages/CakePage.tsx'],
  [/^\/tort-po-individualnomu-zakazu$/, 'src/pages/IndividualCakePage.tsx'],
  [/^\/sobytiya$/, 'src/pages/EventsPage.tsx'],
  [/^\/sobytiya\/[^/]+$/, 'src/pages/EventPage.tsx'],
  [/^\/dostavka$/, 'src/pages/DeliveryPage.tsx'],
  [/^\/o-nas$/, 'src/pages/AboutPage.tsx'],
  [/^\/franshiza$/, 'src/pages/FranchisePage.tsx', 'src/features/content/FranchiseForm.tsx'],
  [/^\/vakansii$/, 'src/pages/VacanciesPage.tsx'],
  [/^\/politics$/, 'src/pages/PoliticsPage.tsx'],
  [/^\/sitemap$/, 'src/pages/SitemapPage.tsx'],
  [/^\/registraciya$/, 'src/pages/RegistrationPage.tsx'],
];

/**
 * The modules a prerendered page at `bare` (no locale prefix) renders from lazy chunks: its page and its parts,
 * and the registration page's layout (the default layout is in the entry).
 */
function pageParts(bare) {
  const modules = PAGE_MODULES.find(([pattern]) => pattern.test(bare))?.slice(1);
  if (!modules) throw new Error(`No page module for the prerendered path ${bare} (add it to PAGE_MODULES)`);
  return bare === '/registraciya' ? [...modules, 'src/app/layout/otherLayouts.tsx'] : modules;
}

/** The CSS files of the chunks of `keys` and of their static imports. */
const cssOf = (manifest, keys) => staticClosure(manifest, keys).flatMap((chunk) => chunk.css ?? []);

/** Every CSS-module class (`_name_hash_n`) the HTML uses must be defined by the CSS the page links (`defined`). */
function checkClasses(path, html, defined) {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c.startsWith('_')),
  );
  const missing = [...used].filter((c) => !defined.has(c));
  if (missing.length)
    throw new Error(
      `Prerendered ${path} uses classes its linked CSS does not define: ${missing.join(', ')} (add the route's page or its lazy part to PAGE_MODULES)`,
    );
}

/**
 * The demo's page at `path` with relative URLs, which resolve against the folder the page's <base> names
 * (`../../` for /en/menyu): the app's files (`/assets/…`) and the router's links (`/__folder__/en/menyu`).
 * The product cards' plain links stay as the browser renders them too (their clicks go through the router).
 */
function relativeLinks(path, html) {
  const out = html
    // The build renders with BASE_URL '/' (Vite's server build has no relative base): the app's own files.
    .replace(/(src|href)="\/assets\//g, '$1="assets/')
    .replace(new RegExp(`(href|action)="${FOLDER}(/[^"]*)?"`, 'g'), (_, name, rest) =>
      rest && rest !== '/' ? `${name}="${rest.slice(1)}"` : `${name}="./"`,
    );
  if (out.includes(FOLDER)) throw new Error(`Prerendered ${path} keeps an absolute link (${FOLDER})`);
  return out;
}

/** A folder's way up to the app's folder: `./` for /, `../` for /menyu, `../../` for /en/menyu. */
const upTo = (path) => (path === '/' ? './' : '../'.repeat(path.split('/').length - 1));

/**
 * The demo's 404.html: the plain shell for hosts that answer unknown paths with it, at any depth below the
 * folder. No script can say where the folder is before the app's own runs (the policy allows no inline script),
 * so the shell names its entry and style sheets once per depth: only the one that exists loads, and the app
 * then finds its folder from its entry's URL (src/app/folder.ts).
 */
function fallbackPage(shell) {
  const ups = Array.from({ length: DEEPEST + 1 }, (_, depth) => '../'.repeat(depth) || './');
  return withoutScripts(shell)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(
      '</head>',
      () =>
        [
          ...[...shell.matchAll(/<link rel="stylesheet"[^>]*>/g)].flatMap(([tag]) =>
            ups.map((up) => tag.replace('href="./', `href="${up}`)),
          ),
          ...[...shell.matchAll(/<script type="module"[^>]*><\/script>/g)].flatMap(([tag]) =>
            ups.map((up) => tag.replace('src="./', `src="${up}`)),
          ),
        ]
          .map((tag) => `  ${tag}\n`)
          .join('') + '  </head>',
    );
}

/** The shell's own script and preloads (the demo's 404.html names its entry once per depth instead). */
function withoutScripts(html) {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The JavaScript a prerendered page runs before it hydrates, beyond the entry and its static imports (which the
 * shell's HTML already names): the page's chunk, the shell's lazy parts (the footer), the locale's first messages,
 * and in a build with the mock inside, the mock's first module (main.tsx starts it before hydrating). Each file
 * after the files it imports.
 */
function modulePreloads(manifest, keys) {
  const inShell = new Set(staticClosure(manifest, ['index.html']).map((chunk) => chunk.file));
  return staticClosure(
    manifest,
    keys.filter((key) => manifest[key]),
  )
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !inShell.has(file));
}

/**
 * Prerenders into `dist`; returns the written paths (none when PRERENDER_FROM is unset). `mode` is the build's:
 * 'demo' writes relative pages and a 404.html (see the top of the file).
 */
export async function prerender(
  dist = 'dist',
  from = process.env.PRERENDER_FROM,
  { mode = 'production' } = {},
) {
  const relative = mode === 'demo';
  // The demo's mock answers from the fixtures: its pages are rendered from them.
  if (relative) from = 'fixtures';
  if (!from) {
    // Netlify / Cloudflare Pages: /api/* to the PHP host, then every path without a file of its own to the shell.
    if (existsSync(resolve(root, dist, 'index.html')))
      writeFileSync(
        resolve(root, dist, '_redirects'),
        redirectsFile({ shell: '/index.html', apiBase: apiBaseOf() }),
      );
    return [];
  }
  const { build } = await import('vite');
  // Per checkout (as vite.config.ts's cacheDir): work trees sharing one node_modules prerender side by side.
  const outDir = join(root, '.vite/prerender');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    // The demo renders as the demo (its mark, relative asset URLs); every other build as production.
    mode: relative ? 'demo' : 'production',
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPage, pagePaths, firstPaintPaths, privatePaths, snapshotScript, siteOrigin } = await import(
    pathToFileURL(join(outDir, 'entry-prerender.js')).href
  );
  const fetchImpl = from === 'fixtures' ? await fixturesFetch() : liveFetch(from);
  // The demo runs from any folder of any host (no origin): its first-paint pages only, with a 404.html for the rest.
  const origin = relative ? null : siteOrigin;
  if (!origin && !relative)
    console.warn(
      'SITE_URL is not set: the pages have no canonical, hreflang or og:image links and no sitemap.xml is written (set SITE_URL=https://your.site).',
    );
  const paths = relative ? firstPaintPaths() : await pagePaths(fetchImpl);

  const distDir = resolve(root, dist);
  const manifest = readManifest(distDir);
  // The plain shell: kept as the fallback of every route that is not prerendered.
  const shellFile = join(distDir, 'app.html');
  if (!existsSync(shellFile)) writeFileSync(shellFile, readFileSync(join(distDir, 'index.html')));
  const shell = readFileSync(shellFile, 'utf8');
  const entryCss = cssOf(manifest, ['index.html']);
  // The CSS-module classes each style sheet defines, read once (pages share their sheets).
  const classes = new Map();
  const classesOf = (file) => {
    if (!classes.has(file)) {
      const text = readFileSync(join(distDir, file), 'utf8');
      classes.set(file, [...new Set([...text.matchAll(/\.(_[\w-]+)/g)].map((m) => m[1]))]);
    }
    return classes.get(file);
  };
  const written = [];
  for (const path of paths) {
    const page = await renderPage(path, fetchImpl, relative ? FOLDER : '/', origin);
    const bare = path.replace(/^\/en(?=\/|$)/, '') || '/';
    // The page module the route renders, the lazy parts its HTML holds and the layout's lazy parts.
    const parts = pageParts(bare);
    const css = [...new Set(cssOf(manifest, parts))].filter((f) => !entryCss.includes(f));
    checkClasses(path, page.html, new Set([...entryCss, ...css].flatMap(classesOf)));
    // The locale's first messages (the shell's, src/i18n/shellMessages.ts): fetched with the code, not after it.
    const messages = shellMessagesKey(manifest, page.locale);
    // The demo's URLs are relative to its folder, which the page's <base> names; production's are absolute.
    const at = relative ? '' : '/';
    // The shell's entry script and its preloads stay as Vite wrote them (a module script in the head: it runs as
    // soon as it and the HTML are there); the rest of what the page runs first is preloaded beside them.
    const head = [
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="${at}${f}">`),
      ...(manifest['index.html'].assets ?? [])
        .filter((f) => FIRST_FONTS[page.locale].test(`/${f}`))
        .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${at}${f}">`),
      ...modulePreloads(manifest, [...parts, messages, MOCK_BOOT]).map(
        (f) => `<link rel="modulepreload" crossorigin href="${at}${f}">`,
      ),
    ].join('\n    ');
    const body = relative ? relativeLinks(path, page.html) : page.html;
    let html = shell
      .replace(/<html lang="[^"]*"[^>]*>/, `<html lang="${page.locale}">`)
      .replace('</head>', `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered="${path}">${body}</div>\n    ${snapshotScript(page.snapshot)}`,
      );
    // First in the head, before any URL: the folder every relative URL of the page resolves against.
    if (relative) html = html.replace(/<head>/, `<head>\n    <base href="${upTo(path)}">`);
    // The page's own title, description and link-preview tags (what React hoists) instead of the shell's stand-ins.
    if (page.head)
      html = html
        .replace(/\s*<meta\s+name="description"[^>]*>/, '')
        .replace(/<title>[^<]*<\/title>/, () => page.head.replace(/>(?=<)/g, '>\n    '));
    // MUI's styles last in the head, where emotion puts them in the browser (after the style sheets).
    if (page.styles) html = html.replace('</head>', () => `  ${page.styles}\n  </head>`);
    const file = join(distDir, path === '/' ? '' : path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push({ path, file, kb: Buffer.byteLength(html) / 1024 });
  }
  if (relative) {
    writeFileSync(join(distDir, '404.html'), fallbackPage(shell));
    return written;
  }
  // The private pages without parameters: the shell, out of search results (a host answering unknown paths with
  // index.html would otherwise give /ordering the home page's HTML).
  const hidden = privatePaths();
  for (const path of hidden) {
    const file = join(distDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, noindexShell(shell));
  }
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(hidden, origin));
  if (origin) writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(paths, origin));
  else rmSync(join(distDir, 'sitemap.xml'), { force: true });
  // Netlify / Cloudflare Pages: /api/* to the PHP host first; a path without a file of its own gets the plain shell.
  writeFileSync(
    join(distDir, '_redirects'),
    redirectsFile({ shell: '/app.html', apiBase: apiBaseOf({ ...process.env, PRERENDER_FROM: from }) }),
  );
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const at = process.argv.indexOf('--mode');
  const mode = at > 0 ? process.argv[at + 1] : undefined;
  const [dist, from] = process.argv.slice(2, at > 0 ? at : undefined);
  const started = performance.now();
  const written = await prerender(dist ?? 'dist', from ?? process.env.PRERENDER_FROM, { mode });
  if (!written.length)
    console.info(
      'Not prerendered (set PRERENDER_FROM=fixtures or an API URL to prerender the public pages).',
    );
  else {
    const largest = written.reduce((a, b) => (b.kb > a.kb ? b : a));
    console.info(
      `Prerendered ${written.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s into ${dist ?? 'dist'} (largest ${largest.path}, ${largest.kb.toFixed(1)} KB)`,
    );
  }
}
