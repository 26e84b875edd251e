// Applying filters and counting options (spec 02 §5): all filters combine with AND; an option's
// count is the number of products that would match with the other filters applied.
import type { ProductListItem } from "../api/shell";
import type { FilterState } from "./filter-query";

type Item = Pick<ProductListItem, "manufacturer" | "manufacturerSlug" | "name" | "shortDescription" | "description" | "colors" | "price" | "stocks" | "sizes" | "productGroupIds" | "properties">;
export type FilterKey = "text" | "price" | "manufacturer" | "color" | "store" | "size" | "group" | `property:${string}`;

/**
 * Text compared as letters and digits only (spec 02 §5: "only letters a-z and digits 0-9").
 * Diacritics are folded first so "jäkälä" matches "Jakala"; letters of other scripts are kept
 * so the Russian shop can search too.
 */
export function normaliseSearchText(text: string): string {
  // One pass over the lower-cased text: runs of ASCII punctuation and spaces go; only runs with
  // other characters are decomposed, and the combining marks NFD leaves are neither letters nor
  // digits, so they go with the punctuation.
  return text.toLowerCase().replace(NOT_ASCII_ALNUM, (run) => (PRINTABLE_ASCII.test(run) ? "" : run.normalize("NFD").replace(NOT_ALNUM, "")));
}
const PRINTABLE_ASCII = /^[ -~]*$/;
const NOT_ASCII_ALNUM = /[^a-z0-9]+/g;
const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;

/** Price bounds for the range filter in whole units: rounded down and up (spec 02 §5). */
export function priceBounds(items: readonly Pick<Item, "price">[]): { min: number; max: number } | null {
  if (items.length === 0) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const item of items) {
    lo = Math.min(lo, item.price.active);
    hi = Math.max(hi, item.price.active);
  }
  return { min: Math.floor(lo / 100), max: Math.ceil(hi / 100) };
}

/**
 * Compiles the filter state into one predicate per filter, so counting can leave one out.
 * `descendants` gives every group id with its descendants (group filter matches any of them).
 */
export function compileFilters(state: FilterState, descendants: (groupId: number) => ReadonlySet<number>): Map<FilterKey, (item: Item) => boolean> {
  const predicates = new Map<FilterKey, (item: Item) => boolean>();
  if (state.text) {
    const needle = normaliseSearchText(state.text);
    if (needle) {
      predicates.set("text", (item) => normaliseSearchText(`${item.manufacturer} ${item.name} ${item.shortDescription} ${item.description}`).includes(needle));
    }
  }
  if (state.price) {
    const { min, max } = state.price;
    predicates.set("price", (item) => item.price.active >= min * 100 && item.price.active <= max * 100);
  }
  if (state.manufacturer.length) {
    const wanted = new Set(state.manufacturer);
    predicates.set("manufacturer", (item) => wanted.has(item.manufacturerSlug));
  }
  if (state.color.length) {
    const wanted = new Set(state.color);
    predicates.set("color", (item) => item.colors.some((c) => wanted.has(c.control)));
  }
  if (state.store.length) {
    const wanted = new Set(state.store);
    predicates.set("store", (item) => item.stocks.some((s) => wanted.has(s)));
  }
  if (state.size.length) {
    const wanted = new Set(state.size);
    predicates.set("size", (item) => item.sizes.some((s) => wanted.has(s)));
  }
  if (state.group.length) {
    const wanted = new Set(state.group.flatMap((id) => [...descendants(id)]));
    predicates.set("group", (item) => item.productGroupIds.some((id) => wanted.has(id)));
  }
  for (const [slug, value] of Object.entries(state.properties)) {
    if (Array.isArray(value)) {
      const wanted = new Set(value);
      predicates.set(`property:${slug}`, (item) => item.properties.some((p) => p.slug === slug && wanted.has(String(p.value))));
    } else {
      predicates.set(`property:${slug}`, (item) =>
        item.properties.some((p) => p.slug === slug && typeof p.value === "number" && p.value >= value.min && p.value <= value.max),
      );
    }
  }
  return predicates;
}

export function applyFilters<T extends Item>(items: readonly T[], predicates: ReadonlyMap<FilterKey, (item: Item) => boolean>, except?: FilterKey): T[] {
  const active = [...predicates].filter(([key]) => key !== except).map(([, p]) => p);
  return active.length === 0 ? [...items] : items.filter((item) => active.every((p) => p(item)));
}

/**
 * Option counts of one filter: products matching every other filter, counted per option value,
 * sorted by count (then by value). `valuesOf` lists the option values a product carries.
 */
export function optionCounts<T extends Item>(
  items: readonly T[],
  predicates: ReadonlyMap<FilterKey, (item: Item) => boolean>,
  key: FilterKey,
  valuesOf: (item: T) => Iterable<string>,
): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of applyFilters(items, predicates, key)) {
    for (const value of new Set(valuesOf(item))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
