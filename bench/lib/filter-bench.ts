// Filter-and-count time in the domain package (spec 02 §5, §9) for a list of 10,000 product
// models: the rules the storefront runs on the server for the first render and in the browser on
// every filter change. Run by bench/run.mjs with a product list and /api/resources/ answer it
// fetched from the shop; prints one JSON object of timings.
//
//   tsx bench/lib/filter-bench.ts <list.json> <resources.json> <groupId> [models=10000]
import { readFileSync } from "node:fs";
import {
  buildFacets,
  filterIndexed,
  indexFacetItems,
  type FacetContext,
  type FilterState,
  type ProductGroupNode,
  type ProductListItem,
  type ResourcesResponse,
} from "@polku/domain";

const [listFile, resourcesFile, groupArg, modelsArg] = process.argv.slice(2);
if (!listFile || !resourcesFile) throw new Error("usage: filter-bench.ts <list.json> <resources.json> <groupId> [models]");
const wanted = Number(modelsArg ?? 10_000);
const source = JSON.parse(readFileSync(listFile, "utf8")) as ProductListItem[];
const resources = JSON.parse(readFileSync(resourcesFile, "utf8")) as ResourcesResponse;
if (source.length === 0) throw new Error("the product list is empty");

// A smaller catalogue's list is repeated (with new ids) up to the wanted size.
const items: ProductListItem[] = Array.from({ length: wanted }, (_, i) => {
  const item = source[i % source.length]!;
  return i < source.length ? item : { ...item, id: item.id + Math.floor(i / source.length) * 10_000_000 };
});

const nodes = new Map<number, ProductGroupNode>();
const walk = (node: ProductGroupNode) => {
  nodes.set(node.id, node);
  node.children.forEach(walk);
};
resources.productGroups.forEach(walk);

// A shopper's state: the commonest brand, size and checkbox property value, and the middle of
// the price range, so every count runs with the other filters applied.
const commonest = (values: Iterable<string>) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
};
const prices = items.map((i) => i.price.active).sort((a, b) => a - b);
const checkbox = items.flatMap((i) => i.properties.filter((p) => p.filter === "checkbox" && !p.slug.startsWith("vu-")));
const property = commonest(checkbox.map((p) => `${p.slug}=${p.value}`))?.split("=");
const state: FilterState = {
  text: null,
  price: { min: Math.floor(prices[Math.floor(prices.length * 0.25)]! / 100), max: Math.ceil(prices[Math.floor(prices.length * 0.75)]! / 100) },
  manufacturer: [commonest(items.map((i) => i.manufacturerSlug))!],
  color: [],
  store: [],
  size: [commonest(items.flatMap((i) => i.sizes))].filter((s): s is string => s !== undefined),
  group: [],
  properties: property ? { [property[0]!]: [property[1]!] } : {},
};

function measure(run: () => unknown, runs = 15): { medianMs: number; p95Ms: number } {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { medianMs: round(times[Math.floor(times.length / 2)]!), p95Ms: round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!) };
}

const groupId = Number(groupArg);
const context: FacetContext = {
  groupRoot: nodes.get(groupId) ?? null,
  productGroups: resources.productGroups,
  filterableProperties: null,
  reference: { colors: resources.colors, stores: resources.stores, propertyTypes: resources.propertyTypes, propertyFilters: resources.propertyFilters },
};
const index = indexFacetItems(items, context);
// From a plain list, as the first render of a page: index the list, then count every facet.
const indexAndCount = measure(() => buildFacets(items, state, context));
// The first text filter on an index: every product's text is folded once, then matched.
const textFilter = measure(() => filterIndexed({ ...index, texts: new Array<string | undefined>(items.length) }, { ...state, text: "kuori" }));
const facetIndex = measure(() => indexFacetItems(items, context), 5);
const facets = measure(() => buildFacets(index, state));
const facetsUnfiltered = measure(() => buildFacets(index, { ...state, price: null, manufacturer: [], size: [], properties: {} }));

console.log(
  JSON.stringify({
    models: items.length,
    distinctModels: Math.min(source.length, items.length),
    facetsCounted: 5 + index.properties.length,
    state,
    indexAndCount,
    textFilter,
    facetIndex,
    buildFacets: facets,
    buildFacetsUnfiltered: facetsUnfiltered,
  }),
);
