// Filter state lives in the address (spec 02 §5). Only non-empty string values apply; lists are
// comma-separated; a size keeps its own commas as underscores ("42,5" is written 42_5); ranges
// are "min-max" where a negative bound has a leading minus ("-10--5" or "--10--5").

export interface Range {
  min: number;
  max: number;
}

export interface FilterState {
  text: string | null;
  /** Active price in whole currency units (€). */
  price: Range | null;
  manufacturer: string[];
  color: string[];
  store: string[];
  size: string[];
  group: number[];
  /** Dynamic property filters by slug: a range, or the checked values. */
  properties: Record<string, Range | string[]>;
}

export const FIXED_FILTER_KEYS = ["text", "price", "manufacturer", "color", "store", "size", "group"] as const;

const list = (value: string | undefined) => (value ?? "").split(",").map((v) => v.trim()).filter(Boolean);

/** "10-20", "-10--5", "--10--5", "-5-3" → a range; anything else → null. */
export function parseRange(value: string | undefined): Range | null {
  if (!value) return null;
  const match = /^(-{0,2}\d+(?:\.\d+)?)-(-{0,2}\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const num = (s: string) => Number(s.replace(/^-+/, "-"));
  const a = num(match[1]!);
  const b = num(match[2]!);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

export function formatRange(range: Range): string {
  return `${range.min}-${range.max}`;
}

export function parseFilterQuery(query: Readonly<Record<string, string | undefined>>, propertyKinds: Readonly<Record<string, "range" | "checkbox">>): FilterState {
  const properties: FilterState["properties"] = {};
  for (const [slug, kind] of Object.entries(propertyKinds)) {
    const raw = query[slug];
    if (!raw) continue;
    if (kind === "range") {
      const range = parseRange(raw);
      if (range) properties[slug] = range;
    } else {
      const values = list(raw);
      if (values.length) properties[slug] = values;
    }
  }
  const text = query.text?.trim();
  return {
    text: text ? text : null,
    price: parseRange(query.price),
    manufacturer: list(query.manufacturer),
    color: list(query.color),
    store: list(query.store),
    size: list(query.size).map((s) => s.replace(/_/g, ",")),
    group: list(query.group).map(Number).filter((n) => Number.isInteger(n) && n > 0),
    properties,
  };
}

/** The query parameters of a filter state; empty filters are left out. */
export function filterQuery(state: FilterState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.text) out.text = state.text;
  if (state.price) out.price = formatRange(state.price);
  if (state.manufacturer.length) out.manufacturer = state.manufacturer.join(",");
  if (state.color.length) out.color = state.color.join(",");
  if (state.store.length) out.store = state.store.join(",");
  if (state.size.length) out.size = state.size.map((s) => s.replace(/,/g, "_")).join(",");
  if (state.group.length) out.group = state.group.join(",");
  for (const [slug, value] of Object.entries(state.properties)) {
    out[slug] = Array.isArray(value) ? value.join(",") : formatRange(value);
  }
  return out;
}
