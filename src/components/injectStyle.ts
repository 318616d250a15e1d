/**
 * Adds a lazy part's style sheet to the page when its module first runs (imported with `?inline`: the CSS as a
 * string). A CSS module would be a style sheet file of the part's chunk, and each such file is one more name in
 * the preload lists of the first JavaScript (the entry's lazy imports): the parts the cart panel loads (its
 * line, the stepper, the totals' rows) keep the first-paint routes' budget that way. Global class names, so
 * they carry their part's prefix (`cart-…`, `stepper…`, `totals-…`).
 */
export function injectStyle(css: string): void {
  if (typeof document === 'undefined' || !css) return;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
