/**
 * The demo build runs from any folder of any static host (`/shop/`, `/~qa/demo/`): its router's basename
 * and the base of its relative URLs are found at run time (main.tsx, VITE_ANY_FOLDER). Pure, so tested
 * without a browser.
 */

/** The app's folder (`/shop/`) from the URL of one of its scripts, which all live in `<folder>assets/`. */
export function folderOf(scriptUrl: string): string {
  return new URL(scriptUrl).pathname.replace(/[^/]*\/[^/]*$/, '');
}

/** A path of the host (`/shop/en/menyu/`) as the app's own path (`/en/menyu/`); `/` for the folder itself. */
export function appPath(pathname: string, folder: string): string {
  return pathname.startsWith(folder) ? `/${pathname.slice(folder.length)}` : pathname;
}

/**
 * The path form of an old hash-router link, or undefined when `url` is not one: `/shop/#/en/menyu`
 * → `/shop/en/menyu`. A query in front of the hash and one inside it both stay
 * (`/shop/?qa=…#/menyu?scenario=x` → `/shop/menyu?qa=…&scenario=x`); `index.html` goes.
 */
export function pathFromHash(url: URL, folder: string): string | undefined {
  if (!url.hash.startsWith('#/')) return undefined;
  const inner = new URL(url.hash.slice(1), 'http://app.local');
  const query = new URLSearchParams(url.search);
  for (const [name, value] of inner.searchParams) query.append(name, value);
  const search = query.size ? `?${query}` : '';
  return `${folder}${inner.pathname.slice(1)}${search}${inner.hash}`;
}
