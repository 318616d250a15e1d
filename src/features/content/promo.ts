/** The events article the promotional popup and banners lead to (fixture event 4). */
export const PROMO_EVENT_ALIAS = 'podarok-k-kazhdomu-tortu';
/** The popup waits a moment after landing, so it never greets a visitor before the page does. */
export const PROMO_POPUP_DELAY_MS = 2500;
