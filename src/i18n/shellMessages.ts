/**
 * The messages that ship with the app's entry: those of the shell (header, footer, cookie banner, error
 * page) and of the first-paint pages (home, menu, cakes), named by their id's first part. Every other
 * message comes in one lazily loaded chunk that every MUI part waits for (src/i18n/index.ts,
 * scripts/build/messages.ts). `tests/build/bundle.test.ts` names any id that first-paint code uses but only
 * that chunk ships: add its namespace here.
 */
const SHELL_NAMESPACES = [
  'brand',
  'cake',
  'cakes',
  'catalogue',
  'cookies',
  'error',
  'footer',
  'header',
  'home',
  'layout',
  'menu',
  'nav',
  'offers',
  'product',
  'promo',
  'stopDelivery',
  'teaser',
];

/** Whether a message ships with the entry. */
export function isShellMessage(id: string): boolean {
  return SHELL_NAMESPACES.includes(id.slice(0, id.indexOf('.')));
}
