// Second-hand items (issue 18; docs/second-hand.md): one-off used items, each its own product
// model pointing at its new counterpart (spec 02 §3 second_hand_parent) with one variant of stock
// 1. The listing's filters and sorts are these pure rules, run by the API on the items that are
// still for sale.

/** Condition grades, best first. */
export const SECOND_HAND_CONDITIONS = ["as_new", "excellent", "good", "fair"] as const;
export type SecondHandCondition = (typeof SECOND_HAND_CONDITIONS)[number];

/** The listing's sorts: the catalogue's own (spec 02 §5) that fit one-off items, plus the condition. */
export const SECOND_HAND_SORTS = ["newest", "lowest", "highest", "alphabetical", "condition"] as const;
export type SecondHandSort = (typeof SECOND_HAND_SORTS)[number];

export interface SecondHandListItem {
  id: number;
  name: string;
  manufacturer: { name: string; slug: string };
  condition: SecondHandCondition;
  /** Size name, null for one-size items. */
  size: string | null;
  /** Top-level product group of the new model (slug), for the group filter. */
  group: { slug: string; name: string };
  price: { active: number };
  /** When the item was put on sale (ISO time). */
  listed_at: string;
}

export interface SecondHandFilters {
  groups?: readonly string[];
  brands?: readonly string[];
  sizes?: readonly string[];
  conditions?: readonly SecondHandCondition[];
  /** Cents, inclusive. */
  priceMin?: number;
  priceMax?: number;
}

const conditionRank = (c: SecondHandCondition) => SECOND_HAND_CONDITIONS.indexOf(c);

function matches(item: SecondHandListItem, f: SecondHandFilters, skip?: keyof SecondHandFilters): boolean {
  const inList = (list: readonly string[] | undefined, value: string | null, key: keyof SecondHandFilters) =>
    key === skip || !list || list.length === 0 || (value !== null && list.includes(value));
  return (
    inList(f.groups, item.group.slug, "groups") &&
    inList(f.brands, item.manufacturer.slug, "brands") &&
    inList(f.sizes, item.size, "sizes") &&
    inList(f.conditions, item.condition, "conditions") &&
    (f.priceMin === undefined || item.price.active >= f.priceMin) &&
    (f.priceMax === undefined || item.price.active <= f.priceMax)
  );
}

/** The items every chosen filter lets through (values of one filter are alternatives). */
export function filterSecondHand<T extends SecondHandListItem>(items: readonly T[], filters: SecondHandFilters): T[] {
  return items.filter((item) => matches(item, filters));
}

/** Stable sort; `newest` first by default. Condition sorts best first, then cheapest. */
export function sortSecondHand<T extends SecondHandListItem>(items: readonly T[], sort: SecondHandSort, collatorLocale = "fi-FI"): T[] {
  const collator = new Intl.Collator(collatorLocale, { sensitivity: "base", numeric: true });
  const compare: Record<SecondHandSort, (a: T, b: T) => number> = {
    newest: (a, b) => (a.listed_at < b.listed_at ? 1 : a.listed_at > b.listed_at ? -1 : 0),
    lowest: (a, b) => a.price.active - b.price.active,
    highest: (a, b) => b.price.active - a.price.active,
    alphabetical: (a, b) => collator.compare(`${a.manufacturer.name} ${a.name}`, `${b.manufacturer.name} ${b.name}`),
    condition: (a, b) => conditionRank(a.condition) - conditionRank(b.condition) || a.price.active - b.price.active,
  };
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => compare[sort](a.item, b.item) || b.item.id - a.item.id || a.i - b.i)
    .map((x) => x.item);
}

export interface SecondHandFacetOption {
  value: string;
  label: string;
  count: number;
}

export interface SecondHandFacets {
  groups: SecondHandFacetOption[];
  brands: SecondHandFacetOption[];
  sizes: SecondHandFacetOption[];
  conditions: SecondHandFacetOption[];
}

/**
 * Options of each filter with the number of items choosing it would show, counted with the
 * other filters applied (as the catalogue's filters count, spec 02 §5): a chosen option stays
 * listed even when nothing else matches, so it can be unchosen.
 */
export function secondHandFacets(items: readonly SecondHandListItem[], filters: SecondHandFilters): SecondHandFacets {
  const count = (key: keyof SecondHandFilters, valueOf: (item: SecondHandListItem) => { value: string; label: string } | null, chosen: readonly string[] = []) => {
    const options = new Map<string, SecondHandFacetOption>();
    for (const value of chosen) options.set(value, { value, label: value, count: 0 });
    for (const item of items) {
      const v = valueOf(item);
      if (!v) continue;
      const option = options.get(v.value) ?? { value: v.value, label: v.label, count: 0 };
      option.label = v.label;
      if (matches(item, filters, key)) option.count += 1;
      options.set(v.value, option);
    }
    return [...options.values()];
  };
  const byLabel = (a: SecondHandFacetOption, b: SecondHandFacetOption) => a.label.localeCompare(b.label, "fi", { numeric: true });
  return {
    groups: count("groups", (i) => ({ value: i.group.slug, label: i.group.name }), filters.groups).sort(byLabel),
    brands: count("brands", (i) => ({ value: i.manufacturer.slug, label: i.manufacturer.name }), filters.brands).sort(byLabel),
    sizes: count("sizes", (i) => (i.size === null ? null : { value: i.size, label: i.size }), filters.sizes).sort(byLabel),
    conditions: count("conditions", (i) => ({ value: i.condition, label: i.condition }), filters.conditions).sort(
      (a, b) => conditionRank(a.value as SecondHandCondition) - conditionRank(b.value as SecondHandCondition),
    ),
  };
}

/** Whole percent saved against the new model's price; 0 when the new price is unknown or not higher. */
export function secondHandSaving(usedPrice: number, newPrice: number | null): number {
  if (newPrice === null || newPrice <= 0 || usedPrice >= newPrice) return 0;
  return Math.floor(((newPrice - usedPrice) * 100) / newPrice);
}

/**
 * The asking price of a used item: the new price times the grade's share, rounded down to whole
 * euros ending in 0 or 5 and never below 5 €. Cents in, cents out.
 */
export const SECOND_HAND_PRICE_SHARE: Record<SecondHandCondition, number> = { as_new: 0.75, excellent: 0.65, good: 0.5, fair: 0.35 };

export function secondHandPrice(newPrice: number, condition: SecondHandCondition): number {
  const euros = Math.floor((newPrice * SECOND_HAND_PRICE_SHARE[condition]) / 100);
  return Math.max(5, euros - (euros % 5)) * 100;
}
