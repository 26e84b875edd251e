// A product listing's state in the address (spec 02 §4 sort, §5 filters): the same functions
// read the query on the server for the first render and in the browser afterwards.
import type { ProductListItem } from "../api/shell";
import { FIXED_FILTER_KEYS, filterQuery, parseFilterQuery, type FilterState } from "./filter-query";
import { filterIndexed, indexFacetItems, type FacetContext, type FacetIndex } from "./facets";
import { isSortValue, orderByIds, sortProducts, sortQueryValue, type SortValue } from "./sort";
import type { LanguageCode } from "../language-codes";

export type QueryRecord = Readonly<Record<string, string | undefined>>;
export type PropertyKinds = Record<string, "range" | "checkbox">;

export interface ListingState {
  filters: FilterState;
  sort: SortValue;
}

/** The dynamic property filters the products carry, by slug (the first kind seen wins). */
export function propertyKinds(items: readonly Pick<ProductListItem, "properties">[]): PropertyKinds {
  const kinds: PropertyKinds = {};
  for (const item of items) for (const p of item.properties) kinds[p.slug] ??= p.filter;
  return kinds;
}

/** spec 02 §4: `sort` absent (or unknown) means the group's default sorting. */
export function readSort(query: QueryRecord, groupDefault: SortValue): SortValue {
  const value = query.sort;
  return isSortValue(value) ? value : groupDefault;
}

export function readListingState(query: QueryRecord, kinds: PropertyKinds, groupDefault: SortValue): ListingState {
  return { filters: parseFilterQuery(query, kinds), sort: readSort(query, groupDefault) };
}

export function isFiltered(state: FilterState): boolean {
  return Object.keys(filterQuery(state)).length > 0;
}

export interface ListingOptions {
  language: LanguageCode;
  /** The recommendation service's order, used by the 'Recommended' (default) sort. */
  recommendedIds?: readonly number[] | null;
}

/**
 * The whole list indexed for filtering with the same rules as the filters modal's counts
 * (facets.ts): build it once per list and pass it to `listingItems` on every query change.
 */
export function indexListing<T extends ProductListItem>(items: readonly T[], context: FacetContext): FacetIndex<T> {
  return indexFacetItems(items, context);
}

/**
 * The products to show: filtered with the facets' rules (all filters AND; values no product
 * carries are dropped, spec 02 §5) and sorted.
 */
export function listingItems<T extends ProductListItem>(index: FacetIndex<T>, state: ListingState, options: ListingOptions): T[] {
  const filtered = filterIndexed(index, state.filters);
  if (state.sort === "default") return options.recommendedIds?.length ? orderByIds(filtered, options.recommendedIds) : filtered;
  return sortProducts(filtered, state.sort, options.language);
}

/**
 * The next query after a change of filters or sort. Other parameters are kept; `shown` (the
 * paging fallback without JavaScript) is dropped because paging restarts on every change, and
 * `sort` is left out when it equals the group's default (spec 02 §4).
 */
export function listingQuery(
  current: QueryRecord,
  change: { filters?: FilterState; sort?: SortValue },
  options: { groupDefault: SortValue; propertySlugs: readonly string[] },
): Record<string, string> {
  const out: Record<string, string> = {};
  const dropped = new Set<string>(["shown"]);
  if (change.filters) for (const key of [...FIXED_FILTER_KEYS, ...options.propertySlugs]) dropped.add(key);
  if (change.sort !== undefined) dropped.add("sort");
  for (const [key, value] of Object.entries(current)) if (value !== undefined && !dropped.has(key)) out[key] = value;
  if (change.filters) Object.assign(out, filterQuery(change.filters));
  if (change.sort !== undefined) {
    const sort = sortQueryValue(change.sort, options.groupDefault);
    if (sort) out.sort = sort;
  }
  return out;
}
