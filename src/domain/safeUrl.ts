/** Schemes a link from the API may use; anything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * A URL from the API made safe for an href: absolute http(s)/mailto/tel links and same-site paths pass;
 * anything else gives '' (the caller then shows plain text). Control characters and spaces that browsers
 * ignore inside a scheme ("java\tscript:") are stripped before the check.
 */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme && SAFE_SCHEMES.includes(`${scheme}:`) ? trimmed : '';
}

/** A same-site path (from storage or the API) for an in-app link, or '' when it is anything else. */
export function safePath(path: string): string {
  const href = safeHref(path);
  return href.startsWith('/') ? href : '';
}

/**
 * Where a file the API names is fetched from (a product's or gift's `file`, a menu PDF under assets/pdf).
 * An absolute URL (`http(s):`, or protocol-relative `//host/…`) is used as it is. A relative one, with or
 * without a leading slash (MODX stores `assets/…`), lives on the backend: it resolves against `{api}`
 * (VITE_API_URL), or against the page's own origin when `{api}` is '' (the app's base then applies, see
 * assetUrl). Anything else (javascript:, data:, mailto:, backslash tricks, control characters) gives '',
 * which an image shows as its placeholder. `null` or a non-text value reads as ''.
 */
export function fileUrl(file: unknown, api: string): string {
  if (typeof file !== 'string') return '';
  const trimmed = file.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === '' || trimmed.includes('\\') || /[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) return '';
  if (trimmed.startsWith('//')) return /^\/\/[^/?#]/.test(trimmed) ? trimmed : '';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1];
  if (scheme) return /^https?$/i.test(scheme) && safeHref(trimmed) ? trimmed : '';
  const path = trimmed.replace(/^(\.?\/)+/, '');
  return path === '' ? '' : `${api.replace(/\/+$/, '')}/${path}`;
}
