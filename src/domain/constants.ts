/** Business constants of SPEC.md section 9, named in the shop's words. */
export const CAKE_TO_ORDER_CATEGORY_ID = 1184;
export const INDIVIDUAL_CAKE_PRODUCT_ID = 1185;
const BUFFET_CATEGORY_ID = 1866;
export const FESTIVE_TABLE_CATEGORY_ID = 1546;
export const BUFFET_CATEGORY_IDS: readonly number[] = [BUFFET_CATEGORY_ID, FESTIVE_TABLE_CATEGORY_ID];
export const NO_GIFT_CATEGORY_IDS: readonly number[] = [924, 939, 971];

export const BUFFET_MINIMUM_SUM = 5000;
export const STEPPER_MAX = 2000;
export const PROMO_MIN_LENGTH = 5;
export const SMALL_ORDER_PROMO_GIFT_LIMIT = 1500;
export const PROMO_GIFT_CHANGE_FROM = 3200;
/** The gift tier's lower bound (SPEC.md section 9), until getCart names its tiers. */
export const GIFT_TIER_MIN = 3600;

export const MOBILE_BREAKPOINT = 768;
export const HEADER_BURGER_BREAKPOINT = 991;
export const FIXED_HEADER_SCROLL = 50;
export const CART_PANEL_WIDTH = 586;

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HEIGHT_PX = 2;
export const IMAGE_LOAD_ATTEMPTS = 3;
export const IMAGE_RETRY_THROTTLE_MS = 500;
/** A fetch's loading state, once shown, stays this long at the least (SPEC.md section 9: it never flashes). */
export const FETCH_MIN_DISPLAY_MS = 200;

export const TOAST_ADDED_TO_CART_MS = 1500;
export const TOAST_SHORT_MS = 2500;
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_RECOVERY_MS = 5500;
export const LOGOUT_REDIRECT_MS = 3000;
export const RECOVERY_CLOSE_MS = 1000;

export const LOCALE_COOKIE_DAYS = 365;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
