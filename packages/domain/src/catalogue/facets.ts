// The facets of a product grid (spec 02 §5 "Filters"): which filters to show, their options and
// counts, and the effective filter state. An option's count is the number of products that would
// match with the OTHER filters applied. Every product is visited once per recount: a product
// failing no filter counts for every facet, a product failing exactly one filter counts only for
// that filter's facet, any other product counts for none.
//
// Per-product keys (group ancestry, property values, folded text) are computed once in
// `indexFacetItems`; `facetSteps` walks the list in chunks (spec 02 §9: 20 entries at a time) so a
// browser can yield between chunks; `buildFacets` runs the same steps at once.
import { byCodePoint, FACET_CHUNK_SIZE, predicatesOf, sanitiseFilters, indexFacetItems, type Entry, type FacetContext, type FacetIndex, type FacetItem, type FacetOption, type Facets, type GroupOption, type GroupTreeNode, type PropertyFacet } from "./facet-index";
import { compareSizes } from "./sizes";
import type { FilterState } from "./filter-query";

export * from "./facet-index";

const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The recount as steps: yields the number of products processed after every chunk and returns
 * the facets. Equal to `buildFacets` for the same index and state.
 */
export function* facetSteps(index: FacetIndex, requested: FilterState, chunkSize: number = FACET_CHUNK_SIZE): Generator<number, Facets, void> {
  const state = sanitiseFilters(index, requested);
  const predicates = [...predicatesOf(index, state)];
  const keys = predicates.map(([key]) => key);
  const tests = predicates.map(([, test]) => test);

  const counts = {
    manufacturer: new Map<string, number>(),
    size: new Map<string, number>(),
    color: new Map<string, number>(),
    store: new Map<string, number>(),
    group: new Map<number, number>(),
  };
  const propertyCounts = new Map(index.properties.filter((p) => p.kind === "checkbox").map((p) => [p.slug, new Map<string, number>()]));

  // What a product adds to one facet's counts, by facet key.
  const adders = new Map<string, (e: Entry) => void>([
    ["manufacturer", (e) => bump(counts.manufacturer, e.manufacturer)],
    ["size", (e) => e.sizes.forEach((v) => bump(counts.size, v))],
    ["color", (e) => e.colors.forEach((v) => bump(counts.color, v))],
    ["store", (e) => e.stores.forEach((v) => bump(counts.store, v))],
    ["group", (e) => e.groups.forEach((v) => bump(counts.group, v))],
  ]);
  for (const [slug, map] of propertyCounts) adders.set(`property:${slug}`, (e) => e.checkbox.get(slug)?.forEach((v) => bump(map, v)));
  const all = [...adders.values()];
  const onlyFor = keys.map((key) => adders.get(key));

  let matching = 0;
  const { entries } = index;
  for (let start = 0; start < entries.length; start += chunkSize) {
    const end = Math.min(start + chunkSize, entries.length);
    for (let i = start; i < end; i++) {
      const entry = entries[i]!;
      let failed = -1;
      let failures = 0;
      for (let k = 0; k < tests.length && failures < 2; k++) {
        if (!tests[k]!(entry, i)) {
          failures++;
          failed = k;
        }
      }
      if (failures === 0) {
        matching++;
        for (const add of all) add(entry);
      } else if (failures === 1) {
        onlyFor[failed]?.(entry);
      }
    }
    if (end < entries.length) yield end;
  }

  const set = (key: string) => keys.includes(key);
  const options = (key: "manufacturer" | "size" | "store", labels: ReadonlyMap<string, string> | ReadonlySet<string>, selected: readonly string[]) => {
    const values = labels instanceof Set ? [...labels] : [...(labels as ReadonlyMap<string, string>).keys()];
    if (values.length < 2 && !set(key)) return null;
    const chosen = new Set(selected);
    const label = (v: string) => (labels instanceof Map ? (labels.get(v) ?? v) : v);
    const list = values.map((value) => ({ value, label: label(value), count: counts[key].get(value) ?? 0, selected: chosen.has(value) }));
    return key === "size" ? list.sort((a, b) => compareSizes(a.value, b.value)) : list.sort(byCount);
  };

  const colorChosen = new Set(state.color);
  const color =
    index.colors.size < 2 && !set("color")
      ? null
      : [...index.colors]
          .map(([value, { label, image }]) => ({ value, label, image, count: counts.color.get(value) ?? 0, selected: colorChosen.has(value) }))
          .sort(byCount);

  const groupChosen = new Set(state.group);
  const groupOptions: GroupOption[] = [];
  const flatten = (nodes: readonly GroupTreeNode[], depth: number) => {
    const options = nodes.map((node) => ({ node, count: counts.group.get(node.id) ?? 0 }));
    options.sort((a, b) => b.count - a.count || byCodePoint(a.node.name, b.node.name));
    for (const { node, count } of options) {
      groupOptions.push({ id: node.id, value: String(node.id), label: node.name, count, selected: groupChosen.has(node.id), depth });
      flatten(node.children, depth + 1);
    }
  };
  flatten(index.groupTree, 0);

  const properties: PropertyFacet[] = [];
  for (const meta of index.properties) {
    const value = state.properties[meta.slug];
    if (meta.kind === "range") {
      if (meta.bounds.min >= meta.bounds.max && !value) continue;
      properties.push({ kind: "range", slug: meta.slug, name: meta.name, unit: meta.unit, bounds: { ...meta.bounds }, value: value && !Array.isArray(value) ? value : null });
    } else {
      if (meta.values.size < 2 && !value) continue;
      const chosen = new Set(Array.isArray(value) ? value : []);
      const map = propertyCounts.get(meta.slug)!;
      const options = [...meta.values].map(([v, label]) => ({ value: v, label, count: map.get(v) ?? 0, selected: chosen.has(v) })).sort(byCount);
      properties.push({ kind: "checkbox", slug: meta.slug, name: meta.name, options });
    }
  }

  const bounds = index.priceBounds;
  return {
    state,
    total: entries.length,
    matching,
    size: options("size", index.sizes, state.size),
    price: bounds && (bounds.min < bounds.max || state.price) ? { bounds: { ...bounds }, value: state.price } : null,
    manufacturer: options("manufacturer", index.manufacturers, state.manufacturer),
    store: options("store", index.stores, state.store),
    color,
    group: groupOptions.length < 2 && !set("group") ? null : groupOptions,
    properties,
  };
}

function byCount(a: FacetOption, b: FacetOption): number {
  return b.count - a.count || byCodePoint(a.label, b.label);
}

/** Runs the steps to the end. Pass an index to reuse the per-product keys between recounts. */
export function buildFacets<T extends FacetItem>(items: readonly T[] | FacetIndex<T>, state: FilterState, context?: FacetContext): Facets {
  const index = isIndex(items) ? items : indexFacetItems(items, requireContext(context));
  const steps = facetSteps(index as FacetIndex, state, Number.MAX_SAFE_INTEGER);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function isIndex<T extends FacetItem>(value: readonly T[] | FacetIndex<T>): value is FacetIndex<T> {
  return !Array.isArray(value);
}

function requireContext(context: FacetContext | undefined): FacetContext {
  if (!context) throw new Error("buildFacets: a context is needed to index a list");
  return context;
}
