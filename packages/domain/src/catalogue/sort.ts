// Sort rules of product grids (spec 02 §4, §5). Sorting is stable: equal products keep the
// list's own order, which is the recommended order when one is given.
import type { ProductListItem } from "../api/shell";
import type { LanguageCode } from "../language-codes";
import { localeForLanguage } from "../money";
import { discountPercent } from "../prices";

export const SORT_VALUES = ["default", "popular", "newest", "stars", "offers", "lowest", "highest", "alphabetical"] as const;
export type SortValue = (typeof SORT_VALUES)[number];

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === "string" && (SORT_VALUES as readonly string[]).includes(value);
}

/** The `sort` query value to put in the address: none when it equals the group's default. */
export function sortQueryValue(sort: SortValue, groupDefault: SortValue = "default"): SortValue | null {
  return sort === groupDefault ? null : sort;
}

type Item = Pick<ProductListItem, "id" | "name" | "manufacturer" | "soldAmount" | "published" | "rating" | "price">;

/** Reorders by the given ids (a recommendation service's order); unknown ids go last (spec 02 §7). */
export function orderByIds<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return items
    .map((item, i) => ({ item, i, p: position.get(item.id) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.item);
}

export function sortProducts<T extends Item>(items: readonly T[], sort: SortValue, language: LanguageCode = "fi"): T[] {
  const collator = new Intl.Collator(localeForLanguage(language), { sensitivity: "base", numeric: true });
  const compare: Record<SortValue, ((a: T, b: T) => number) | null> = {
    default: null,
    popular: (a, b) => b.soldAmount - a.soldAmount,
    newest: (a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0),
    stars: (a, b) => (b.rating ?? -1) - (a.rating ?? -1),
    lowest: (a, b) => a.price.active - b.price.active,
    highest: (a, b) => b.price.active - a.price.active,
    alphabetical: (a, b) => collator.compare(`${a.manufacturer} ${a.name}`, `${b.manufacturer} ${b.name}`),
    // Biggest percentage off the reference price; a tie prefers a non-regular price type.
    offers: (a, b) =>
      discountPercent(b.price.active, b.price.reference) - discountPercent(a.price.active, a.price.reference) ||
      Number(a.price.type === "regular") - Number(b.price.type === "regular"),
  };
  const fn = compare[sort];
  if (!fn) return [...items];
  return items.map((item, i) => ({ item, i })).sort((a, b) => fn(a.item, b.item) || a.i - b.i).map((x) => x.item);
}
