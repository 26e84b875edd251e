// "My store": the pickup store the shopper chose last (or chose in a listing's "my store" filter),
// kept in local storage and offered first the next time a pickup method is picked
// (docs/checkout.md "Store pickup"), and as a cookie, so group and brand pages render the "my
// store" filter on the server (docs/filters.md "My store").
import { MY_STORE_COOKIE, MY_STORE_COOKIE_MAX_AGE_DAYS, parseStoreSlug } from "@polku/domain";
import { readBrowserCookies, setBrowserCookie } from "../../lib/cookies";

const MY_STORE_KEY = "polku.myStore.v1";

export function readMyStore(): string | null {
  try {
    return typeof window === "undefined" ? null : (window.localStorage.getItem(MY_STORE_KEY) ?? parseStoreSlug(readBrowserCookies()[MY_STORE_COOKIE]));
  } catch {
    return null;
  }
}

export function rememberMyStore(slug: string): void {
  if (parseStoreSlug(slug) === null) return;
  try {
    setBrowserCookie(MY_STORE_COOKIE, slug, { maxAgeDays: MY_STORE_COOKIE_MAX_AGE_DAYS });
    window.localStorage.setItem(MY_STORE_KEY, slug);
  } catch {
    // Refused storage: the nearest store is offered first instead.
  }
}
