// Timings and limits of the shell (spec 01 §5, §8, §9; spec 02 §9), named once so that the
// server, the browser and the tests agree.

/** spec 01 §4, §9: the app looks for a new build hourly. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** spec 01 §2 error screen, §4, §9: a requested redirect happens after 1000 ms. */
export const ERROR_REDIRECT_MS = 1000;
/** spec 01 §5, §9: cart re-validation is debounced 2 s (transfer source changes are immediate). */
export const CART_REVALIDATE_DEBOUNCE_MS = 2000;
/** The logged-in customer's cart is saved on the server this long after the last change. */
export const CART_SERVER_SAVE_DEBOUNCE_MS = 500;
/** spec 01 §5, §9: validation waits for authentication loading up to 5 s ... */
export const AUTH_WAIT_MS = 5000;
/** ... polling every 100 ms (spec 01 §5). */
export const AUTH_POLL_MS = 100;
/** spec 01 §8, §9: a failed checkout validation is retried after 5000 ms. */
export const CHECKOUT_RETRY_MS = 5000;
/** spec 01 §8, §9: a chunk-load failure reloads the page at most once per path in 10 s. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** spec 01 §9: toasts stay 3000 ms by default. */
export const TOAST_DEFAULT_DURATION_MS = 3000;
/** spec 01 §2 menu screen: the mobile layout applies below 900 px window width. */
export const MOBILE_BREAKPOINT_PX = 900;
/** spec 01 §5: product page size. */
export const PRODUCT_PAGE_SIZE = 60;
/** spec 01 §9: at most 4 route preloads at once. */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;
/** spec 01 §2 static content page: scroll to the hash target, retrying every 50 ms up to 100 times. */
export const HASH_SCROLL_RETRY_MS = 50;
export const HASH_SCROLL_MAX_TRIES = 100;
/** spec 02 §9: the chat service is open 8-20 on business days (Helsinki time). */
export const CHAT_SERVICE_HOURS = { open: 8, close: 20 } as const;
/** spec 02 §9: what a call to customer service costs, in cents: per minute plus per call. */
export const CALL_RATES_CENTS = { perMinute: 17.04, perCall: 8.28 } as const;

/** The chat hours and call rates written in the page language (17,04 in Finnish). */
export function serviceContactValues(language: string): { open: string; close: string; perMinute: string; perCall: string } {
  const cents = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return { open: String(CHAT_SERVICE_HOURS.open), close: String(CHAT_SERVICE_HOURS.close), perMinute: cents.format(CALL_RATES_CENTS.perMinute), perCall: cents.format(CALL_RATES_CENTS.perCall) };
}
