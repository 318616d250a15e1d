/** Where the mock bank page lives and where it sends the customer back: pure, so it is tested without a browser. */

/** The mock bank page is open: `/mock-bank?order=…` or `<folder>?mockBank=1&order=…` (the demo, in any folder). */
export function isBankPage(url: URL): boolean {
  return url.pathname.endsWith('/mock-bank') || url.searchParams.has('mockBank');
}

/** `db.config.paymentPage`: the demo's page is its folder's home (`pathname`), which any host serves. */
export function paymentPageFor(anyFolder: boolean, pathname: string, fallback: string): string {
  if (!anyFolder) return fallback;
  return `${pathname.replace(/\/mock-bank$/, '/')}?mockBank=1&order={orderId}&lang={lang}`;
}

/**
 * Back to the shop's /spasibo?order=N in the bank page's language. The demo goes through its folder's home
 * with a hash link (`/shop/#/spasibo?order=N`), which the app turns into its path (src/app/folder.ts): a
 * host without a fallback page has no file at /shop/spasibo.
 */
export function returnUrl(orderId: number, lang: 'ru' | 'en', anyFolder: boolean, pathname: string): string {
  const thanks = `${lang === 'en' ? '/en' : ''}/spasibo?order=${orderId}`;
  return anyFolder ? `${pathname}#${thanks}` : thanks;
}
