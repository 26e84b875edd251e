// "My store" filter of group and brand pages (issue 12; docs/filters.md "My store"): the
// shopper's chosen store (the pickup store chosen last, or one chosen in the filter) narrows the
// list to models with sellable stock there now. It is the `store` filter of the address with only
// that store, so it pages, sorts and renders on the server like every filter.
import type { FilterState } from "./filter-query";

/** The cookie that tells the server the shopper's store (the browser also keeps it in local storage). */
export const MY_STORE_COOKIE = "polku_my_store";
export const MY_STORE_COOKIE_MAX_AGE_DAYS = 365;

/** A store slug as the cookie and the address carry it; anything else is no store. */
export function parseStoreSlug(value: string | null | undefined): string | null {
  const slug = value?.trim() ?? "";
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug) ? slug : null;
}

/** The filter shows as on when the store filter is exactly the shopper's store. */
export function isMyStoreFilterOn(filters: Pick<FilterState, "store">, myStore: string | null): boolean {
  return myStore !== null && filters.store.length === 1 && filters.store[0] === myStore;
}

/** Turning it on replaces any other store choice (a union would show stock elsewhere); off clears it. */
export function withMyStoreFilter<S extends Pick<FilterState, "store">>(filters: S, myStore: string, on: boolean): S {
  return { ...filters, store: on ? [myStore] : filters.store.filter((slug) => slug !== myStore) };
}

/** The stores a shopper can choose as theirs: ones with a counter (not the web warehouse), by name. */
export function choosableStores<S extends { slug: string; name: string; type: string }>(stores: readonly S[], language?: string): S[] {
  return stores.filter((store) => store.type !== "web").sort((a, b) => a.name.localeCompare(b.name, language));
}
