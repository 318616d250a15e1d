/**
 * Message id prefixes that first-paint code uses (the shell with its footer and cookie banner, and the plain
 * home, menu and cakes pages).
 * Builds ship these in the locale's first chunk and every other message in a second chunk, which every
 * lazily loaded part (lazyThemed) waits for. `tests/build/bundle.test.ts` fails when first-paint code
 * uses an id outside this list, naming it.
 */
export const FIRST_PAINT_PREFIXES = ['brand.', 'cake.', 'cakes.', 'catalogue.', 'cookies.', 'error.', 'footer.', 'header.', 'home.', 'layout.', 'menu.', 'nav.', 'offers.', 'product.', 'promo.', 'stopDelivery.', 'teaser.'] as const;

/** Whether a message id ships with the first chunk of its locale. */
export function isFirstPaintId(id: string): boolean {
  return FIRST_PAINT_PREFIXES.some((prefix) => id.startsWith(prefix));
}
