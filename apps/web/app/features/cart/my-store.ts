// "My store": the pickup store the shopper chose last, kept in local storage and offered first
// the next time a pickup method is picked (docs/checkout.md "Store pickup").
const MY_STORE_KEY = "polku.myStore.v1";

export function readMyStore(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(MY_STORE_KEY);
  } catch {
    return null;
  }
}

export function rememberMyStore(slug: string): void {
  try {
    window.localStorage.setItem(MY_STORE_KEY, slug);
  } catch {
    // Refused storage: the nearest store is offered first instead.
  }
}
