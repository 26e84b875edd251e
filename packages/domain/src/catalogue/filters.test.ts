import { describe, expect, it } from "vitest";
import { filterQuery, parseFilterQuery, parseRange } from "./filter-query";
import { applyFilters, compileFilters, normaliseSearchText, optionCounts, priceBounds } from "./filters";

const product = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  manufacturer: "Revontulo",
  manufacturerSlug: "revontulo",
  name: `Tuote ${id}`,
  shortDescription: "",
  description: "",
  colors: [{ slug: "musta", control: "black", image: null }],
  price: { active: 10000, reference: 10000, type: "regular" as const },
  stocks: ["helsinki"],
  sizes: ["M"],
  productGroupIds: [10],
  properties: [] as { slug: string; value: string | number; filter: "range" | "checkbox" }[],
  ...over,
});

const items = [
  product(1, { name: "Jäkälä Kuoritakki", price: { active: 12990, reference: 15990, type: "discount" }, sizes: ["S", "M"], properties: [{ slug: "vedenpitavyys", value: 20000, filter: "range" }, { slug: "sukupuoli", value: "naiset", filter: "checkbox" }] }),
  product(2, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", colors: [{ slug: "punainen", control: "red", image: null }], stocks: ["tampere"], sizes: ["42,5"], productGroupIds: [11], properties: [{ slug: "vedenpitavyys", value: 10000, filter: "range" }] }),
  product(3, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", price: { active: 4990, reference: 4990, type: "regular" }, productGroupIds: [12], properties: [{ slug: "sukupuoli", value: "miehet", filter: "checkbox" }] }),
];
const tree = new Map<number, Set<number>>([[10, new Set([10, 11])], [11, new Set([11])], [12, new Set([12])]]);
const descendants = (id: number) => tree.get(id) ?? new Set([id]);
const kinds = { vedenpitavyys: "range", sukupuoli: "checkbox" } as const;
const run = (query: Record<string, string>) => applyFilters(items, compileFilters(parseFilterQuery(query, kinds), descendants)).map((p) => p.id);

describe("filter query (spec 02 §5)", () => {
  it("reads lists, ranges with negatives and sizes with commas written as underscores", () => {
    const state = parseFilterQuery({ manufacturer: "tunturi,revontulo", size: "42_5,M", price: "10-200", vedenpitavyys: "--10--5", text: "  ", color: "" }, kinds);
    expect(state.manufacturer).toEqual(["tunturi", "revontulo"]);
    expect(state.size).toEqual(["42,5", "M"]);
    expect(state.price).toEqual({ min: 10, max: 200 });
    expect(state.properties.vedenpitavyys).toEqual({ min: -10, max: -5 });
    expect(state.text).toBeNull();
    expect(state.color).toEqual([]);
    expect(filterQuery(state)).toEqual({ manufacturer: "tunturi,revontulo", size: "42_5,M", price: "10-200", vedenpitavyys: "-10--5" });
  });
  it("ignores malformed ranges and unknown property slugs", () => {
    expect(parseRange("abc")).toBeNull();
    expect(parseRange("-5-3")).toEqual({ min: -5, max: 3 });
    expect(parseFilterQuery({ unknown: "x", price: "1-" }, kinds)).toMatchObject({ price: null, properties: {} });
  });
});

describe("applying filters (spec 02 §5)", () => {
  it("matches text on letters and digits only, across brand, name and descriptions", () => {
    expect(run({ text: "jakala kuori" })).toEqual([1]);
    expect(run({ text: "TUNTURI" })).toEqual([2, 3]);
    expect(normaliseSearchText("Jäkälä-Kuoritakki 2.0")).toBe("jakalakuoritakki20");
    expect(normaliseSearchText("Ёлка\tÅre\nCRÈME brûlée_№5")).toBe("елкаarecremebrulee5");
  });
  it("filters by price in whole euros, brand, colour control, store and size", () => {
    expect(run({ price: "100-130" })).toEqual([1, 2]);
    expect(run({ manufacturer: "tunturi" })).toEqual([2, 3]);
    expect(run({ color: "red" })).toEqual([2]);
    expect(run({ store: "helsinki" })).toEqual([1, 3]);
    expect(run({ size: "42_5" })).toEqual([2]);
  });
  it("matches a group with its descendants", () => {
    expect(run({ group: "10" })).toEqual([1, 2]);
  });
  it("filters by dynamic range and checkbox properties", () => {
    expect(run({ vedenpitavyys: "15000-30000" })).toEqual([1]);
    expect(run({ sukupuoli: "miehet,naiset" })).toEqual([1, 3]);
  });
  it("combines every filter with AND", () => {
    expect(run({ manufacturer: "tunturi", store: "helsinki" })).toEqual([3]);
  });
});

describe("option counts and price bounds", () => {
  it("counts each option with the other filters applied, most first", () => {
    const predicates = compileFilters(parseFilterQuery({ manufacturer: "tunturi", store: "tampere" }, kinds), descendants);
    expect(optionCounts(items, predicates, "manufacturer", (p) => [p.manufacturerSlug])).toEqual([{ value: "tunturi", count: 1 }]);
    expect(optionCounts(items, predicates, "store", (p) => p.stocks)).toEqual([
      { value: "helsinki", count: 1 },
      { value: "tampere", count: 1 },
    ]);
  });
  it("rounds price bounds outwards to whole euros", () => {
    expect(priceBounds(items)).toEqual({ min: 49, max: 130 });
    expect(priceBounds([])).toBeNull();
  });
});
