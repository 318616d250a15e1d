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
