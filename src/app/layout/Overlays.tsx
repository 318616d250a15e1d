/**
 * Overlays every layout carries: the cart panel and the login modal (added by their features).
 * Each is loaded lazily when first opened, so the initial bundle stays small.
 */
export function Overlays() {
  return null;
}
