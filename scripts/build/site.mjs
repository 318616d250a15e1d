// The site's own files for crawlers: its origin (SITE_URL), sitemap.xml, robots.txt and the private pages'
// noindex shell. scripts/prerender.mjs writes them; vite.config.ts gives the origin to the app (PageMeta's links).

/** The site's origin from SITE_URL (`https://korica-slivki.ru`), or null without it; anything else is refused. */
export function siteOrigin(value = process.env.SITE_URL) {
  if (!value) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL is not a URL: "${value}" (write the site's origin, e.g. https://korica-slivki.ru)`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') || url.search || url.hash)
    throw new Error(
      `SITE_URL must be the site's origin only, e.g. https://korica-slivki.ru (got "${value}")`,
    );
  return url.origin;
}

/** The shell of a private page: the same app, kept out of search results. */
export const noindexShell = (shell) =>
  shell.replace(/(<meta charset="[^"]*"\s*\/?>)/i, '$1\n    <meta name="robots" content="noindex" />');

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every public page once per language, each with its ru, en and x-default alternates. */
export function sitemapXml(paths, origin) {
  const ruOf = (path) => path.replace(/^\/en(?=\/|$)/, '') || '/';
  const enOf = (path) => (ruOf(path) === '/' ? '/en' : `/en${ruOf(path)}`);
  const link = (lang, path) =>
    `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + path)}"/>`;
  const urls = paths.map((path) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + path)}</loc>`,
      link('ru', ruOf(path)),
      link('en', enOf(path)),
      link('x-default', ruOf(path)),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawlers kept out of the private pages; the sitemap named when the origin is known. */
export function robotsTxt(privatePaths, origin) {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
