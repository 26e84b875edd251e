// Product comparison (issue 12 "Beyond": technical products side by side, docs/product-page.md
// "Comparison"). The chosen models are kept in the browser's local storage; these rules decide
// what a toggle does to the list and which rows the comparison table shows.
import { isListedProperty, propertyValueText } from "./product/properties";

/** At most this many models are compared at once; a further one is refused. */
export const COMPARE_MAX = 4;

/** What the browser keeps of a chosen model: enough to link it and fetch it in any language. */
export interface CompareItem {
  id: number;
  /** The model's path per language ("brand/model-slug"), as the product model's `paths`. */
  paths: Partial<Record<string, string>>;
  name: string;
}

export type CompareAddResult<T> =
  | { status: "added"; list: T[] }
  | { status: "already"; list: T[] }
  | { status: "full"; list: T[] };

/** Adds a model at the end (the order of choosing is the table's order); a fifth is refused. */
export function addToCompare<T extends CompareItem>(list: readonly T[], item: T, max = COMPARE_MAX): CompareAddResult<T> {
  if (list.some((entry) => entry.id === item.id)) return { status: "already", list: [...list] };
  if (list.length >= max) return { status: "full", list: [...list] };
  return { status: "added", list: [...list, item] };
}

export function removeFromCompare<T extends CompareItem>(list: readonly T[], id: number): T[] {
  return list.filter((entry) => entry.id !== id);
}

/** Adds when absent, removes when present. */
export function toggleCompare<T extends CompareItem>(list: readonly T[], item: T, max = COMPARE_MAX): CompareAddResult<T> | { status: "removed"; list: T[] } {
  if (list.some((entry) => entry.id === item.id)) return { status: "removed", list: removeFromCompare(list, item.id) };
  return addToCompare(list, item, max);
}

const isPath = (value: unknown): value is string => typeof value === "string" && /^[\p{L}\p{N}-]+(\/[\p{L}\p{N}-]+)*$/u.test(value);

/**
 * Reads the stored list back: storage is user-editable and outlives deployments, so entries
 * without a positive id, a name and at least one product path are dropped, paths that are not
 * product paths are dropped, duplicates after the first go and the limit is applied again.
 */
export function parseCompareList(json: string | null | undefined): CompareItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: CompareItem[] = [];
  for (const entry of parsed) {
    if (typeof entry !== "object" || entry === null) continue;
    const e = entry as Partial<CompareItem>;
    if (typeof e.id !== "number" || !Number.isInteger(e.id) || e.id <= 0) continue;
    if (typeof e.name !== "string" || e.name.trim() === "") continue;
    if (typeof e.paths !== "object" || e.paths === null) continue;
    const paths = Object.fromEntries(Object.entries(e.paths).filter(([language, path]) => /^[a-z]{2}$/.test(language) && isPath(path)));
    if (Object.keys(paths).length === 0 || out.some((item) => item.id === e.id)) continue;
    out.push({ id: e.id, name: e.name, paths });
  }
  return out.slice(0, COMPARE_MAX);
}

/** The path to fetch a kept model by in a language: its own, else the Finnish one (the shop's default). */
export function comparePath(item: CompareItem, language: string): string | null {
  return item.paths[language] ?? item.paths.fi ?? Object.values(item.paths)[0] ?? null;
}

export interface ComparedProperty {
  slug: string;
  name: string;
  value: string;
}

export interface ComparisonRow {
  slug: string;
  name: string;
  /** One cell per model, in the models' order; null where the model has no value. */
  values: (string | null)[];
  /** The cells do not all say the same (a missing value counts as different). */
  differs: boolean;
}

/**
 * The property rows of the comparison table: a row for each listed property at least one model
 * has a value for, in the order the first model that has it lists them; the cells show the value
 * with its unit (`propertyValueText`).
 */
export function comparisonRows(models: readonly { properties: readonly ComparedProperty[] }[]): ComparisonRow[] {
  const order: { slug: string; name: string }[] = [];
  for (const model of models) {
    for (const property of model.properties) {
      if (!isListedProperty(property.slug) || property.value.trim() === "") continue;
      if (!order.some((row) => row.slug === property.slug)) order.push({ slug: property.slug, name: property.name });
    }
  }
  return order.map(({ slug, name }) => {
    const values = models.map((model) => {
      const property = model.properties.find((p) => p.slug === slug && p.value.trim() !== "");
      return property ? propertyValueText(property.name, property.value) : null;
    });
    return { slug, name, values, differs: new Set(values).size > 1 };
  });
}
