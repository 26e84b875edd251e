// Shapes the rows of the product list queries into list items (spec 02 §3 "Product model (list
// item)"). Kept apart from the SQL so the rules (first image per colour, size order, sorted
// store slugs, plain-text description) are readable and tested without a database. The rows
// carry ids; the small reference tables (colours, sizes, stores, property types and options)
// come as lookups, so the big queries move integers instead of repeated strings.
import { priceDisplayKind, type ProductListItem } from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";

export interface ModelRow {
  id: number;
  name: string;
  path: string;
  shortDescription: string;
  /** Plain text of the long description (description_text, kept by a trigger from the HTML). */
  description: string;
  manufacturer: string;
  manufacturerSlug: string;
  /** ISO 8601 in UTC with milliseconds. */
  published: string;
  rating: number | null;
  soldAmount: number;
  outlet: boolean;
  showDiscount: boolean;
  active: number;
  club: number | null;
  regular: number;
  discountFree: number;
}
/** Active variants in id order. */
export interface VariantRow {
  modelId: number;
  colourId: number;
  sizeId: number | null;
  image: string | null;
}
export interface PriceRangeRow {
  modelId: number;
  min: number;
  max: number;
}
export interface TagRow {
  modelId: number;
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
}
/** In the order the values were recorded. */
export interface PropertyRow {
  modelId: number;
  typeId: number;
  optionId: number | null;
  number: number | null;
}
export interface Lookups {
  colours: Map<number, { slug: string; control: string; sortOrder: number }>;
  sizes: Map<number, { name: string; sortOrder: number }>;
  stores: Map<number, string>;
  propertyTypes: Map<number, { slug: string; kind: "range" | "checkbox" }>;
  propertyOptions: Map<number, string>;
}
export interface ListRows {
  models: ModelRow[];
  variants: VariantRow[];
  priceRanges: PriceRangeRow[];
  /** Model and store where some variant of the model has stock free to sell. */
  stocks: { modelId: number; storeId: number }[];
  tags: TagRow[];
  properties: PropertyRow[];
  groups: { modelId: number; groupId: number }[];
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** List items in the order of `ids`; ids without a model row (translation, price) are left out. */
export function assembleListItems(ids: readonly number[], rows: ListRows, lookups: Lookups): ProductListItem[] {
  const modelById = new Map(rows.models.map((m) => [m.id, m]));
  const rangeByModel = new Map(rows.priceRanges.map((r) => [r.modelId, r]));
  const variantsByModel = groupBy(rows.variants, (v) => v.modelId);
  const storesByModel = groupBy(rows.stocks, (s) => s.modelId);
  const tagsByModel = groupBy(rows.tags, (t) => t.modelId);
  const propsByModel = groupBy(rows.properties, (p) => p.modelId);
  const groupsByModel = groupBy(rows.groups, (g) => g.modelId);
  // Many variants share an image; resolve each reference once.
  const urls = new Map<string | null, string | null>();
  const url = (reference: string | null) => {
    let value = urls.get(reference);
    if (value === undefined) {
      value = mediaUrl(reference);
      urls.set(reference, value);
    }
    return value;
  };

  const items: ProductListItem[] = [];
  for (const id of ids) {
    const model = modelById.get(id);
    if (!model) continue;
    const { name, path, shortDescription, description, manufacturer, manufacturerSlug, published, rating, soldAmount, outlet, showDiscount, active, club, regular, discountFree } = model;
    const colors: { slug: string; control: string; image: string | null }[] = [];
    const seenColours = new Set<number>();
    const sizeOrder = new Map<string, number>();
    for (const { colourId, sizeId, image } of variantsByModel.get(id) ?? []) {
      if (!seenColours.has(colourId)) {
        seenColours.add(colourId);
        const colour = lookups.colours.get(colourId);
        if (colour) colors.push({ slug: colour.slug, control: colour.control, image: url(image) });
      }
      const size = sizeId === null ? undefined : lookups.sizes.get(sizeId);
      if (size) sizeOrder.set(size.name, size.sortOrder);
    }
    const range = rangeByModel.get(id);
    const kind = priceDisplayKind(
      { active, club, regular, discount_free: discountFree },
      { outlet, discountsAllowed: showDiscount },
    );
    items.push({
      id,
      name,
      manufacturer,
      manufacturerSlug,
      path,
      image: colors[0]?.image ?? null,
      shortDescription,
      description,
      colors,
      price: { active, reference: regular, club: club !== null && club < active ? club : null, type: kind === "normal" ? "regular" : kind, showDiscount },
      tags: (tagsByModel.get(id) ?? []).map(({ slug, name, bgColor, textColor }) => ({ slug, name, bgColor, textColor })),
      soldAmount,
      rating,
      fromPrefix: range !== undefined && range.min < range.max,
      published,
      sizes: [...sizeOrder.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name),
      stocks: (storesByModel.get(id) ?? [])
        .map(({ storeId }) => lookups.stores.get(storeId))
        .filter((slug): slug is string => slug !== undefined)
        .sort(),
      productGroupIds: (groupsByModel.get(id) ?? []).map(({ groupId }) => groupId).sort((a, b) => a - b),
      properties: (propsByModel.get(id) ?? []).flatMap(({ typeId, optionId, number }) => {
        const type = lookups.propertyTypes.get(typeId);
        if (!type) return [];
        const value = type.kind === "range" ? (number ?? 0) : optionId === null ? "" : (lookups.propertyOptions.get(optionId) ?? "");
        return [{ slug: type.slug, value, filter: type.kind }];
      }),
    });
  }
  return items;
}
