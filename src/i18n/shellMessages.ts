/**
 * The messages that ship with the app's entry: those of the shell (header, footer, cookie banner, error
 * page) and of the first-paint pages (home, menu, cakes), named by their id's first part. Every other
 * message comes in one lazily loaded chunk that every MUI part waits for (src/i18n/index.ts,
 * scripts/build/messages.ts). `tests/build/bundle.test.ts` names any id that first-paint code uses but only
 * that chunk ships: give it a namespace listed here. A namespace is shipped whole, so one that the other
 * pages use as well (`product`, `cake`, `promo`) stays out.
 */
const SHELL_NAMESPACES = [
  'brand',
  'cakes',
  // The product card's texts (the menu, the cakes and the home page show cards).
  'card',
  'catalogue',
  'cookies',
  'error',
  // The event promo banner of the home page (and the promo popup).
  'eventPromo',
  'footer',
  'header',
  'home',
  'layout',
  'menu',
  'nav',
  'offers',
  'stopDelivery',
  'teaser',
];

/** Whether a message ships with the entry. */
export function isShellMessage(id: string): boolean {
  return SHELL_NAMESPACES.includes(id.slice(0, id.indexOf('.')));
}
