// Prerenders the first-paint pages (src/app/prerender.ts: /, /menyu, /torty-na-zakaz and their /en
// twins) into a finished build, so a visitor sees the page before any JavaScript has run; main.tsx then
// hydrates it. The data comes from PRERENDER_FROM:
//   PRERENDER_FROM=https://api.example.ru   the API at build time (a deploy rebuilds when the menu changes;
//                                            the browser refreshes the data right after hydrating anyway)
//   PRERENDER_FROM=fixtures                 the mock's answers (the bench, QA)
//   unset                                   no prerendering: every route gets the plain shell, as before
// Writes dist/<path>/index.html per page; the plain shell moves to dist/app.html, the file a host must
// answer unknown paths with (the single-page app's fallback).
// `--mode demo` prerenders the demo build (dist-demo), which runs from any folder of any static host: every URL
// in its pages is relative (a <base> names the folder, the links and the starter's imports are relative), and
// dist-demo/404.html is the shell for hosts that answer unknown paths with it (GitHub Pages and the like).
// Usage: node scripts/prerender.mjs [dist] [fixtures | https://api…] [--mode demo]
//        (or PRERENDER_FROM; importable: prerender)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readManifest, ROUTES, shellMessagesKey, staticClosure } from './build/bundle-size.mjs';
import { apiBaseOf, redirectsFile } from './build/redirects.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/entry-prerender.tsx';
/** Lazy parts of the layout that the build renders on every page (the footer). */
const SHELL_PARTS = ['src/app/layout/Footer.tsx'];
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

/** The CSS files of the chunks of `keys` and of their static imports. */
const cssOf = (manifest, keys) => staticClosure(manifest, keys).flatMap((chunk) => chunk.css ?? []);

/** Every CSS-module class (`_name_hash_n`) the HTML uses must be defined by the CSS the page links. */
function checkClasses(path, html, cssText) {
  const defined = new Set([...cssText.matchAll(/\.(_[\w-]+)/g)].map((m) => m[1]));
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c.startsWith('_')),
  );
  const missing = [...used].filter((c) => !defined.has(c));
  if (missing.length)
    throw new Error(
      `Prerendered ${path} uses classes its linked CSS does not define: ${missing.join(', ')} (add the module that styles them to SHELL_PARTS or to the route's page in ROUTES)`,
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

/** The shell's own script and preloads: a prerendered page starts its code through `starter` instead. */
function withoutScripts(html) {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * Writes the small script a prerendered page loads instead of the entry. It starts the app once the page
 * has shown its first content and its priority images (or after 3 s, or at once in a background tab), so
 * no byte of the app's code is in the way of the first paints. Every chunk is preloaded then and run one
 * by one, each in a task of its own (React DOM alone, then the app): starting never blocks a tap for long.
 * Returns its file, named by its content.
 */
function starter(distDir, files, relative = false) {
  // The demo's starter names the chunks beside it (every chunk is in assets/), so it works in any folder.
  const names = relative ? files.map((f) => `./${f.replace(/^assets\//, '')}`) : files.map((f) => `/${f}`);
  // ICU builds its lists of the locales it formats numbers and dates in once per browser process, on first use:
  // react-intl asks at start-up, a task of about 100 ms on a phone's CPU. A worker of the same page builds them
  // off the main thread while the page paints.
  const intlCode = `Intl.NumberFormat.supportedLocalesOf(['ru', 'en']);\nIntl.DateTimeFormat.supportedLocalesOf(['ru', 'en']);\nclose();\n`;
  const intlFile = `intl-${createHash('sha256').update(intlCode).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(distDir, 'assets', intlFile), intlCode);
  const intlUrl = relative ? `new URL('./${intlFile}', import.meta.url)` : `'/assets/${intlFile}'`;
  const code = `// Starts the app after the prerendered page has painted (scripts/prerender.mjs).
const files = ${JSON.stringify(names)};
if (window.Worker) new Worker(${intlUrl});
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
// The web fonts (src/theme/global.css) come after the first paint, so no font file is in its way; at once
// when the page's style sheets came from the browser's cache (a returning visitor: the fonts are there too).
const webFonts = () => document.documentElement.classList.add('wf');
const cached = performance.getEntriesByType('resource').some((e) => e.name.endsWith('.css') && e.transferSize < e.encodedBodySize);
if (cached) webFonts();
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// A first visit: the files the page's text needs are fetched, their faces set up on a few hidden letters, and the
// page switched over a part at a time (data-wf), each part restyled and laid out in a frame of its own, the whole
// page last: shaping the page's text anew in a web font is too much work for one task on a phone.
async function switchFonts() {
  // The app's text (not the body's: the data snapshot's JSON is five times as long and costs as much to scan).
  const text = document.getElementById('root').textContent;
  await Promise.all(['1em Manrope', '1em "Playfair Display"'].map((font) => document.fonts.load(font, text))).catch(() => {});
  const letters = document.createElement('div');
  letters.setAttribute('aria-hidden', 'true');
  letters.style.cssText = 'position:absolute;top:0;left:-9999px;visibility:hidden';
  letters.innerHTML = [400, 600, 700, 800].map((weight) => '<span style="font:' + weight + ' 16px Manrope">Aя</span><span style="font:' + weight + ' 16px Playfair Display">Aя</span>').join('');
  document.body.append(letters);
  await nextFrame();
  letters.remove();
  // A frame's part holds at most PART elements and TEXT letters (shaping the text is most of the work): a larger
  // element is taken by its children.
  const PART = 15;
  const TEXT = 300;
  // Each part with its size, counted once (its text only when few elements: a large element's text is long).
  const parts = [];
  const split = (el) => {
    const size = el.getElementsByTagName('*').length;
    const chars = size <= PART ? el.textContent.length : Infinity;
    if (chars <= TEXT || !el.children.length) parts.push({ el, elements: size + 1, chars });
    else for (const child of el.children) split(child);
  };
  split(document.getElementById('root'));
  let elements = 0;
  let chars = 0;
  for (const part of parts) {
    part.el.setAttribute('data-wf', '');
    elements += part.elements;
    chars += part.chars;
    if (elements >= PART || chars >= TEXT) {
      elements = chars = 0;
      await nextFrame();
    }
  }
  await nextFrame();
  webFonts();
  // Then the marks go, a batch per frame: removing one restyles its part (to the same fonts), all at once 10–40 ms
  // on a phone.
  for (let i = 0; i < parts.length; i += 40) {
    await nextFrame();
    for (const part of parts.slice(i, i + 40)) part.el.removeAttribute('data-wf');
  }
}
let started = false;
async function start() {
  if (started) return;
  started = true;
  if (!cached) switchFonts();
  // The chunks are fetched at once but hinted a few per task: each hint costs about 1 ms of a fast CPU.
  for (const [i, file] of files.entries()) {
    if (i % 4 === 3) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = ${relative ? 'new URL(file, import.meta.url).href' : 'file'};
    document.head.append(link);
  }
  for (const file of files) {
    await nextTask();
    await import(file);
  }
}
const painted = new Promise((resolve) => {
  if (document.visibilityState !== 'visible' || performance.getEntriesByName('first-contentful-paint').length) return resolve();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      resolve();
    }
  }).observe({ type: 'paint', buffered: true });
});
const loaded = (img) =>
  new Promise((resolve) => {
    img.addEventListener('load', resolve, { once: true });
    img.addEventListener('error', resolve, { once: true });
  });
const imagesShown = () => Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete).map(loaded));
setTimeout(start, 3000);
painted.then(imagesShown).then(() => requestAnimationFrame(() => setTimeout(start)));
`;
  const file = `assets/start-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(distDir, file), code);
  return file;
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
  const { renderPage, prerenderedPaths, snapshotScript } = await import(
    pathToFileURL(join(outDir, 'entry-prerender.js')).href
  );
  const fetchImpl = from === 'fixtures' ? await fixturesFetch() : liveFetch(from);

  const distDir = resolve(root, dist);
  const manifest = readManifest(distDir);
  // The plain shell: kept as the fallback of every route that is not prerendered.
  const shellFile = join(distDir, 'app.html');
  if (!existsSync(shellFile)) writeFileSync(shellFile, readFileSync(join(distDir, 'index.html')));
  const shell = readFileSync(shellFile, 'utf8');
  const entryCss = cssOf(manifest, ['index.html']);
  const written = [];
  for (const path of prerenderedPaths()) {
    const page = await renderPage(path, fetchImpl, relative ? FOLDER : '/');
    const bare = path.replace(/^\/en(?=\/|$)/, '') || '/';
    // The page module the route renders (scripts/build/bundle-size.mjs's budgeted routes) and the shell's lazy parts.
    const parts = [ROUTES[bare].page, ...SHELL_PARTS];
    const css = [...new Set(cssOf(manifest, parts))].filter((f) => !entryCss.includes(f));
    checkClasses(
      path,
      page.html,
      [...entryCss, ...css].map((f) => readFileSync(join(distDir, f), 'utf8')).join('\n'),
    );
    // The locale's first messages (the shell's, src/i18n/shellMessages.ts): fetched with the code, not after it.
    const messages = shellMessagesKey(manifest, page.locale);
    // Every chunk after the chunks it imports: the order in which the starter runs them.
    const script = starter(
      distDir,
      staticClosure(manifest, [...parts, messages, 'index.html']).map((chunk) => chunk.file),
      relative,
    );
    // The demo's URLs are relative to its folder, which the page's <base> names; production's are absolute.
    const at = relative ? '' : '/';
    // No font preloads: measured, they compete with the stylesheets and put the first paint later.
    const head = [
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="${at}${f}">`),
      `<script type="module" crossorigin src="${at}${script}"></script>`,
    ].join('\n    ');
    const body = relative ? relativeLinks(path, page.html) : page.html;
    let html = withoutScripts(shell)
      // Without the shell's `wf` class: the starter switches the web fonts on after the first paint.
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
    const file = join(distDir, path === '/' ? '' : path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push({ path, file, kb: Buffer.byteLength(html) / 1024 });
  }
  if (relative) {
    writeFileSync(join(distDir, '404.html'), fallbackPage(shell));
    return written;
  }
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
  const written = await prerender(dist ?? 'dist', from ?? process.env.PRERENDER_FROM, { mode });
  if (!written.length)
    console.info(
      'Not prerendered (set PRERENDER_FROM=fixtures or an API URL to prerender the first-paint pages).',
    );
  for (const w of written)
    console.info(
      `Prerendered ${w.path.padEnd(22)} ${w.kb.toFixed(1)} KB → ${w.file.replace(`${root}/`, '')}`,
    );
}
