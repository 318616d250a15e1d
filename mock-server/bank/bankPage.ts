/** Where the mock bank page lives and where it sends the customer back: pure, so it is tested without a browser. */

/** The mock bank page is open: `/mock-bank?order=…` (browser router) or `?mockBank=1&order=…` (the demo's hash router). */
export function isBankPage(url: URL): boolean {
  return url.pathname.endsWith('/mock-bank') || url.searchParams.has('mockBank');
}

/** `db.config.paymentPage` for the app's router: the hash router's page lives beside index.html, whatever folder that is. */
export function paymentPageFor(hashRouting: boolean, pathname: string, fallback: string): string {
  if (!hashRouting) return fallback;
  return `${pathname.replace(/\/mock-bank$/, '/')}?mockBank=1&order={orderId}&lang={lang}`;
}

/** Back to the shop's /spasibo?order=N in the bank page's language. */
export function returnUrl(
  orderId: number,
  lang: 'ru' | 'en',
  hashRouting: boolean,
  pathname: string,
): string {
  const thanks = `${lang === 'en' ? '/en' : ''}/spasibo?order=${orderId}`;
  return hashRouting ? `${pathname}#${thanks}` : thanks;
}
