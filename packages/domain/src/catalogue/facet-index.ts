// The per-product index behind the facets (spec 02 §5 "Filters"): each product's keys (group
// ancestry, property values, folded text) computed once per list, the effective filter state
// (unknown values dropped, whole ranges removed) and the products matching it. facets.ts counts
// the options on top of it.
import type { ProductGroupNode, ProductListItem, ResourcesResponse } from "../api/shell";
import type { FilterState, Range } from "./filter-query";
import { normaliseSearchText } from "./search-text";

export type FacetItem = Pick<
  ProductListItem,
  "manufacturer" | "manufacturerSlug" | "name" | "shortDescription" | "description" | "colors" | "price" | "stocks" | "sizes" | "productGroupIds" | "properties"
>;

export interface FacetReference {
  colors: readonly Pick<ResourcesResponse["colors"][number], "slug" | "name" | "control" | "image">[];
  stores: readonly Pick<ResourcesResponse["stores"][number], "slug" | "name">[];
  propertyTypes: readonly Pick<ResourcesResponse["propertyTypes"][number], "slug" | "name" | "unit">[];
  propertyFilters: readonly Pick<ResourcesResponse["propertyFilters"][number], "slug" | "name" | "types">[];
  /** The options' names in the page language (issue 17: labels from names, not slugs). */
  propertyOptions?: readonly NonNullable<ResourcesResponse["propertyOptions"]>[number][];
}

export interface FacetContext {
  /** The group page's group: options are the groups below it. Null: every top-level group. */
  groupRoot: ProductGroupNode | null;
  /** Every top-level group (the whole tree), for the ancestry of a product's groups. */
  productGroups: readonly ProductGroupNode[];
  /** Property slugs the group allows as dynamic filters; null allows every property filter. */
  filterableProperties: readonly string[] | null;
  reference: FacetReference;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
export interface ColorOption extends FacetOption {
  image: string | null;
}
export interface GroupOption extends FacetOption {
  id: number;
  /** 0 for the top level of the options, at most 2. */
  depth: number;
}
export interface RangeFacet {
  /** Overall bounds over the whole list (the slider's ends). */
  bounds: Range;
  value: Range | null;
}
export type PropertyFacet =
  | ({ kind: "range"; slug: string; name: string; unit: string | null } & RangeFacet)
  | { kind: "checkbox"; slug: string; name: string; options: FacetOption[] };

/** A facet is null when it is hidden (one possible value and not set). */
export interface Facets {
  /** The effective state: unknown or unavailable values dropped, full ranges removed. */
  state: FilterState;
  total: number;
  matching: number;
  size: FacetOption[] | null;
  price: RangeFacet | null;
  manufacturer: FacetOption[] | null;
  store: FacetOption[] | null;
  color: ColorOption[] | null;
  group: GroupOption[] | null;
  properties: PropertyFacet[];
}

/** spec 02 §9 "Filter lists processed 20 entries at a time". */
export const FACET_CHUNK_SIZE = 20;
/** spec 02 §5 "Group options … at most 3 levels". */
export const GROUP_OPTION_LEVELS = 3;

export interface Entry {
  price: number;
  manufacturer: string;
  colors: string[];
  stores: string[];
  sizes: string[];
  /** The product's groups with all their ancestors. */
  groups: readonly number[];
  checkbox: ReadonlyMap<string, string[]>;
  range: ReadonlyMap<string, number[]>;
}

interface PropertyMeta {
  slug: string;
  kind: "range" | "checkbox";
  name: string;
  unit: string | null;
  carriers: number;
  values: Map<string, string>;
  bounds: Range;
  order: number;
}

export interface GroupTreeNode {
  id: number;
  name: string;
  children: GroupTreeNode[];
}

export interface FacetIndex<T extends FacetItem = FacetItem> {
  readonly items: readonly T[];
  readonly entries: readonly Entry[];
  /** Folded search text per product, filled on first use of the text filter. */
  readonly texts: (string | undefined)[];
  readonly priceBounds: Range | null;
  readonly manufacturers: ReadonlyMap<string, string>;
  readonly sizes: ReadonlySet<string>;
  readonly colors: ReadonlyMap<string, { label: string; image: string | null }>;
  readonly stores: ReadonlyMap<string, string>;
  /** Every group with products under the options root, at any depth. */
  readonly groupIds: ReadonlySet<number>;
  /** The group options tree: collapsed and capped. */
  readonly groupTree: readonly GroupTreeNode[];
  /** Shown property filters, most carried first. */
  readonly properties: readonly PropertyMeta[];
}

export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const NO_CHECKBOX: ReadonlyMap<string, string[]> = new Map();
const NO_RANGE: ReadonlyMap<string, number[]> = new Map();

/** The distinct values of a short list, in order (cheaper than a Set for a handful). */
function unique<V>(values: readonly V[]): V[] {
  if (values.length < 2) return values as V[];
  const out: V[] = [];
  for (const v of values) if (!out.includes(v)) out.push(v);
  return out;
}

/** Computes the per-product keys and the whole-list knowledge once per list. */
export function indexFacetItems<T extends FacetItem>(items: readonly T[], context: FacetContext): FacetIndex<T> {
  const parents = new Map<number, number | null>();
  const walk = (nodes: readonly ProductGroupNode[], parent: number | null) => {
    for (const node of nodes) {
      if (!parents.has(node.id) || parents.get(node.id) === null) parents.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(context.productGroups, null);
  if (context.groupRoot) walk(context.groupRoot.children, context.groupRoot.id);
  const ancestry = new Map<number, number[]>();
  const ancestorsOf = (id: number): number[] => {
    let chain = ancestry.get(id);
    if (!chain) {
      chain = [];
      const seen = new Set<number>();
      for (let at: number | null | undefined = id; at != null && !seen.has(at); at = parents.get(at)) {
        seen.add(at);
        chain.push(at);
      }
      ancestry.set(id, chain);
    }
    return chain;
  };

  const filterOf = new Map<string, { name: string; order: number }>();
  context.reference.propertyFilters.forEach((filter, order) => {
    for (const type of [filter.slug, ...filter.types]) if (!filterOf.has(type)) filterOf.set(type, { name: filter.name, order });
  });
  const allowed = context.filterableProperties ? new Set(context.filterableProperties) : null;
  const units = new Map(context.reference.propertyTypes.map((t) => [t.slug, t]));
  const optionNames = new Map((context.reference.propertyOptions ?? []).map((o) => [optionKey(o.type, o.slug), o.name]));

  const manufacturers = new Map<string, string>();
  const sizes = new Set<string>();
  const colorControls = new Set<string>();
  const stores = new Set<string>();
  const groupCounts = new Map<number, number>();
  const properties = new Map<string, PropertyMeta>();
  let lo = Infinity;
  let hi = -Infinity;

  const entries = items.map((item): Entry => {
    lo = Math.min(lo, item.price.active);
    hi = Math.max(hi, item.price.active);
    if (!manufacturers.has(item.manufacturerSlug)) manufacturers.set(item.manufacturerSlug, item.manufacturer);
    const colors = unique(item.colors.map((c) => c.control));
    for (const c of colors) colorControls.add(c);
    const itemStores = unique(item.stocks);
    for (const s of itemStores) stores.add(s);
    const itemSizes = unique(item.sizes);
    for (const s of itemSizes) sizes.add(s);
    // One group (the common case) shares its cached ancestry instead of copying it.
    const groups = item.productGroupIds.length === 1 ? ancestorsOf(item.productGroupIds[0]!) : unique(item.productGroupIds.flatMap(ancestorsOf));
    for (const g of groups) groupCounts.set(g, (groupCounts.get(g) ?? 0) + 1);
    let checkbox: Map<string, string[]> | undefined;
    let range: Map<string, number[]> | undefined;
    for (const p of item.properties) {
      const filter = filterOf.get(p.slug);
      if (!filter || (allowed && !allowed.has(p.slug))) continue;
      let meta = properties.get(p.slug);
      if (!meta) {
        meta = { slug: p.slug, kind: p.filter, name: filter.name, unit: units.get(p.slug)?.unit ?? null, carriers: 0, values: new Map(), bounds: { min: Infinity, max: -Infinity }, order: filter.order };
        properties.set(p.slug, meta);
      }
      if (meta.kind === "range") {
        if (typeof p.value !== "number" || !Number.isFinite(p.value)) continue;
        const list = range?.get(p.slug);
        if (list) list.push(p.value);
        else {
          (range ??= new Map()).set(p.slug, [p.value]);
          meta.carriers++;
        }
        meta.bounds.min = Math.min(meta.bounds.min, p.value);
        meta.bounds.max = Math.max(meta.bounds.max, p.value);
      } else {
        const value = String(p.value);
        if (!value) continue;
        if (!meta.values.has(value)) meta.values.set(value, optionNames.get(optionKey(p.slug, value)) ?? optionLabel(value));
        const list = checkbox?.get(p.slug);
        if (list) {
          if (!list.includes(value)) list.push(value);
        } else {
          (checkbox ??= new Map()).set(p.slug, [value]);
          meta.carriers++;
        }
      }
    }
    return { price: item.price.active, manufacturer: item.manufacturerSlug, colors, stores: itemStores, sizes: itemSizes, groups, checkbox: checkbox ?? NO_CHECKBOX, range: range ?? NO_RANGE };
  });

  const colorNames = new Map<string, { label: string; image: string | null }>();
  for (const control of colorControls) {
    const named = context.reference.colors.find((c) => c.slug === control) ?? context.reference.colors.find((c) => c.control === control);
    colorNames.set(control, { label: named?.name ?? control, image: named?.image ?? null });
  }
  const storeNames = new Map(context.reference.stores.map((s) => [s.slug, s.name]));

  const { tree, ids } = groupOptionsTree(context, groupCounts);
  return {
    items,
    entries,
    texts: new Array<string | undefined>(items.length),
    priceBounds: items.length ? { min: Math.floor(lo / 100), max: Math.ceil(hi / 100) } : null,
    manufacturers,
    sizes,
    colors: colorNames,
    stores: new Map([...stores].map((slug) => [slug, storeNames.get(slug) ?? slug])),
    groupIds: ids,
    groupTree: tree,
    properties: [...properties.values()]
      .filter((p) => p.carriers > 0)
      .sort((a, b) => b.carriers - a.carriers || a.order - b.order || byCodePoint(a.slug, b.slug)),
  };
}

const optionKey = (type: string, slug: string) => `${type}\u0000${slug}`;

/**
 * The last resort for a checkbox property value without a name in the language: the slug
 * ("kierratetty-polyesteri") spaced and capitalised ("Kierratetty polyesteri").
 */
function optionLabel(value: string): string {
  const spaced = value.replace(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Group options (spec 02 §5): only groups with products; a node with a single child has that
 * child folded into it (its grandchildren move up), a single top option is replaced by its
 * children, and at most three levels are shown.
 */
function groupOptionsTree(context: FacetContext, counts: ReadonlyMap<number, number>) {
  const ids = new Set<number>();
  const build = (nodes: readonly ProductGroupNode[]): GroupTreeNode[] =>
    nodes
      .filter((node) => (counts.get(node.id) ?? 0) > 0)
      .map((node) => {
        ids.add(node.id);
        return { id: node.id, name: node.name, children: build(node.children) };
      });
  const collapse = (nodes: GroupTreeNode[]): GroupTreeNode[] =>
    nodes.map((node) => {
      let children = node.children;
      while (children.length === 1) children = children[0]!.children;
      return { ...node, children: collapse(children) };
    });
  const cap = (nodes: GroupTreeNode[], level: number): GroupTreeNode[] =>
    nodes.map((node) => ({ ...node, children: level + 1 < GROUP_OPTION_LEVELS ? cap(node.children, level + 1) : [] }));

  let top = collapse(build(context.groupRoot ? context.groupRoot.children : context.productGroups));
  while (top.length === 1 && top[0]!.children.length > 0) top = top[0]!.children;
  return { tree: cap(top, 0), ids };
}

/** The folded text of one product (letters and digits only, spec 02 §5), computed on first use. */
function textOf(index: FacetIndex, i: number): string {
  let text = index.texts[i];
  if (text === undefined) {
    const item = index.items[i]!;
    text = normaliseSearchText(`${item.manufacturer} ${item.name} ${item.shortDescription} ${item.description}`);
    index.texts[i] = text;
  }
  return text;
}

/** A range clamped to the bounds; null when it selects the whole range or nothing at all. */
function clampRange(value: Range | null, bounds: Range | null): Range | null {
  if (!value || !bounds) return null;
  const min = Math.max(value.min, bounds.min);
  const max = Math.min(value.max, bounds.max);
  if (min > max) return null;
  if (min <= bounds.min && max >= bounds.max) return null;
  return { min, max };
}

const known = <V>(values: readonly V[], has: (v: V) => boolean) => [...new Set(values)].filter(has);

/**
 * The effective filter state of a list (spec 02 §5): values no product of the list carries are
 * dropped, ranges are clamped to the overall bounds and removed when they cover them, text
 * without letters or digits is no filter.
 */
export function sanitiseFilters(index: FacetIndex, state: FilterState): FilterState {
  const text = state.text?.trim() ?? "";
  const properties: FilterState["properties"] = {};
  for (const meta of index.properties) {
    const value = state.properties[meta.slug];
    if (!value) continue;
    if (meta.kind === "range" && !Array.isArray(value)) {
      const range = clampRange(value, meta.bounds);
      if (range) properties[meta.slug] = range;
    } else if (meta.kind === "checkbox" && Array.isArray(value)) {
      const values = known(value, (v) => meta.values.has(v));
      if (values.length) properties[meta.slug] = values;
    }
  }
  return {
    text: normaliseSearchText(text) ? text : null,
    price: clampRange(state.price, index.priceBounds),
    manufacturer: known(state.manufacturer, (v) => index.manufacturers.has(v)),
    color: known(state.color, (v) => index.colors.has(v)),
    store: known(state.store, (v) => index.stores.has(v)),
    size: known(state.size, (v) => index.sizes.has(v)),
    group: known(state.group, (v) => index.groupIds.has(v)),
    properties,
  };
}

type Predicate = (entry: Entry, i: number) => boolean;
const anyIn = (values: readonly string[], wanted: ReadonlySet<string>) => values.some((v) => wanted.has(v));

/** One predicate per set filter, keyed like the facets. Expects a sanitised state. */
export function predicatesOf(index: FacetIndex, state: FilterState): Map<string, Predicate> {
  const out = new Map<string, Predicate>();
  if (state.text) {
    const needle = normaliseSearchText(state.text);
    out.set("text", (_e, i) => textOf(index, i).includes(needle));
  }
  if (state.price) {
    const min = state.price.min * 100;
    const max = state.price.max * 100;
    out.set("price", (e) => e.price >= min && e.price <= max);
  }
  if (state.manufacturer.length) {
    const wanted = new Set(state.manufacturer);
    out.set("manufacturer", (e) => wanted.has(e.manufacturer));
  }
  const lists = [
    ["color", state.color, (e: Entry) => e.colors],
    ["store", state.store, (e: Entry) => e.stores],
    ["size", state.size, (e: Entry) => e.sizes],
  ] as const;
  for (const [key, values, of] of lists) {
    if (!values.length) continue;
    const wanted = new Set(values);
    out.set(key, (e) => anyIn(of(e), wanted));
  }
  if (state.group.length) {
    const wanted = new Set(state.group);
    out.set("group", (e) => e.groups.some((g) => wanted.has(g)));
  }
  for (const [slug, value] of Object.entries(state.properties)) {
    if (Array.isArray(value)) {
      const wanted = new Set(value);
      out.set(`property:${slug}`, (e) => anyIn(e.checkbox.get(slug) ?? [], wanted));
    } else {
      const { min, max } = value;
      out.set(`property:${slug}`, (e) => (e.range.get(slug) ?? []).some((v) => v >= min && v <= max));
    }
  }
  return out;
}

/** The products matching a state (sanitised here), in list order. */
export function filterIndexed<T extends FacetItem>(index: FacetIndex<T>, state: FilterState): T[] {
  const predicates = [...predicatesOf(index as FacetIndex, sanitiseFilters(index as FacetIndex, state)).values()];
  if (!predicates.length) return [...index.items];
  return index.items.filter((_item, i) => predicates.every((p) => p(index.entries[i]!, i)));
}
