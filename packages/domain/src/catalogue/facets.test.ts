import { describe, expect, it } from "vitest";
import type { ProductGroupNode } from "../api/shell";
import { buildFacets, facetSteps, filterIndexed, indexFacetItems, sanitiseFilters, type FacetContext, type FacetItem } from "./facets";
import { filterQuery, parseFilterQuery, type FilterState } from "./filter-query";
import { propertyKinds } from "./listing";

type Property = FacetItem["properties"][number];
const product = (id: number, over: Partial<FacetItem> = {}): FacetItem & { id: number } => ({
  id,
  manufacturer: "Revontulo",
  manufacturerSlug: "revontulo",
  name: `Tuote ${id}`,
  shortDescription: "",
  description: "",
  colors: [{ slug: "musta", control: "musta", image: null }],
  price: { active: 10000, reference: 10000, type: "regular" },
  stocks: ["helsinki"],
  sizes: ["M"],
  productGroupIds: [111],
  properties: [],
  ...over,
});

const group = (id: number, name: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name,
  shortName: name,
  slug: name.toLowerCase(),
  path: name.toLowerCase(),
  showInMenu: true,
  image: null,
  children,
  links: [],
});

// Vaatteet (1) ─┬─ Takit (11) ─┬─ Kuoritakit (111)
//               │              └─ Untuvatakit (112)
//               └─ Housut (12) ── Kuorihousut (121) ── Naisten kuorihousut (1211)
//               └─ Hatut (13)  (no products)
const tree = [
  group(1, "Vaatteet", [
    group(11, "Takit", [group(111, "Kuoritakit"), group(112, "Untuvatakit")]),
    group(12, "Housut", [group(121, "Kuorihousut", [group(1211, "Naisten kuorihousut")])]),
    group(13, "Hatut"),
  ]),
];

const rangeProp = (slug: string, value: number): Property => ({ slug, value, filter: "range" });
const checkProp = (slug: string, value: string): Property => ({ slug, value, filter: "checkbox" });

const context: FacetContext = {
  groupRoot: tree[0]!,
  productGroups: tree,
  filterableProperties: null,
  reference: {
    colors: [
      { slug: "musta", name: "Musta", control: "musta", image: null },
      { slug: "punainen", name: "Punainen", control: "punainen", image: "/media/punainen.png" },
      { slug: "viininpunainen", name: "Viininpunainen", control: "punainen", image: null },
    ],
    stores: [
      { slug: "helsinki", name: "Helsinki Kamppi" },
      { slug: "tampere", name: "Tampere" },
    ],
    propertyTypes: [
      { slug: "vedenpitavyys", name: "Vedenpitävyys (mm)", unit: "mm" },
      { slug: "mukavuuslampotila", name: "Mukavuuslämpötila (°C)", unit: "°C" },
      { slug: "sukupuoli", name: "Sukupuoli", unit: null },
    ],
    propertyFilters: [
      { slug: "vedenpitavyys", name: "Vedenpitävyys", types: ["vedenpitavyys"] },
      { slug: "mukavuuslampotila", name: "Mukavuuslämpötila", types: ["mukavuuslampotila"] },
      { slug: "sukupuoli", name: "Sukupuoli", types: ["sukupuoli"] },
    ],
  },
};

const items = [
  product(1, { name: "Jäkälä Kuoritakki", sizes: ["S", "M"], price: { active: 12990, reference: 15990, type: "discount" }, properties: [rangeProp("vedenpitavyys", 20000), checkProp("sukupuoli", "naiset")] }),
  product(2, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", colors: [{ slug: "viininpunainen", control: "punainen", image: null }], stocks: ["tampere"], sizes: ["XL", "42,5"], productGroupIds: [112], properties: [rangeProp("vedenpitavyys", 10000)] }),
  product(3, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", price: { active: 4990, reference: 4990, type: "regular" }, sizes: ["XS"], productGroupIds: [1211], properties: [checkProp("sukupuoli", "miehet"), rangeProp("mukavuuslampotila", -5)] }),
  product(4, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", stocks: ["helsinki", "tampere"], sizes: ["M"], productGroupIds: [111], properties: [checkProp("sukupuoli", "miehet"), rangeProp("vedenpitavyys", 15000), rangeProp("mukavuuslampotila", -20)] }),
];

const empty: FilterState = { text: null, price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {} };
const state = (over: Partial<FilterState>): FilterState => ({ ...empty, ...over });
const facets = (over: Partial<FilterState> = {}, list = items, ctx = context) => buildFacets(list, state(over), ctx);
const counts = (options: { value: string; count: number }[] | null) => options?.map((o) => [o.value, o.count]);

describe("facet counts (spec 02 §5)", () => {
  it("counts every option over the whole list when nothing is set", () => {
    const result = facets();
    expect(result.total).toBe(4);
    expect(result.matching).toBe(4);
    expect(counts(result.manufacturer)).toEqual([["tunturi", 3], ["revontulo", 1]]);
    expect(counts(result.store)).toEqual([["helsinki", 3], ["tampere", 2]]);
    expect(result.store?.map((o) => o.label)).toEqual(["Helsinki Kamppi", "Tampere"]);
  });

  it("counts a filter's options with the OTHER filters applied", () => {
    const result = facets({ manufacturer: ["revontulo"], store: ["tampere"] });
    expect(result.matching).toBe(0);
    // Brand counts ignore the brand filter but keep the store filter: products 2 and 4 are in Tampere.
    expect(counts(result.manufacturer)).toEqual([["tunturi", 2], ["revontulo", 0]]);
    // Store counts ignore the store filter but keep the brand filter: only product 1.
    expect(counts(result.store)).toEqual([["helsinki", 1], ["tampere", 0]]);
    // Sizes follow both filters.
    expect(counts(result.size)?.every(([, count]) => count === 0)).toBe(true);
  });

  it("sorts options by count, most first, and marks the selected ones", () => {
    const result = facets({ color: ["punainen"] });
    expect(result.color?.map((o) => [o.value, o.label, o.count, o.selected])).toEqual([
      ["musta", "Musta", 3, false],
      ["punainen", "Punainen", 1, true],
    ]);
    expect(result.color?.[1]?.image).toBe("/media/punainen.png");
  });

  it("lists sizes in size order rather than by count", () => {
    expect(facets().size?.map((o) => o.value)).toEqual(["XS", "S", "M", "XL", "42,5"]);
  });

  it("matches text on letters and digits only, across brand, name and descriptions", () => {
    expect(facets({ text: "jäkälä-kuori" }).matching).toBe(1);
    expect(facets({ text: "TUNTURI tuote 3" }).matching).toBe(1);
  });

  it("filters price in whole units of the active price", () => {
    const result = facets({ price: { min: 50, max: 100 } });
    expect(result.matching).toBe(2);
    expect(result.price).toEqual({ bounds: { min: 49, max: 130 }, value: { min: 50, max: 100 } });
  });

  it("counts checkbox property values and filters range properties including negatives", () => {
    const result = facets({ properties: { mukavuuslampotila: { min: -25, max: -10 } } });
    expect(result.matching).toBe(1);
    const gender = result.properties.find((p) => p.slug === "sukupuoli");
    expect(gender?.kind === "checkbox" && counts(gender.options)).toEqual([["miehet", 1], ["naiset", 0]]);
  });

  it("labels checkbox options with their names in the language, the slug only as a last resort (issue 17)", () => {
    const material = (id: number) => (id === 1 ? "kierratetty-polyesteri" : id === 3 ? "merinovilla" : null);
    const list = items.map((item) => {
      const value = material(item.id);
      return value ? { ...item, properties: [...item.properties, checkProp("materiaali", value)] } : item;
    });
    const named: FacetContext = {
      ...context,
      reference: {
        ...context.reference,
        propertyFilters: [...context.reference.propertyFilters, { slug: "materiaali", name: "Materiaali", types: ["materiaali"] }],
        propertyOptions: [
          { type: "sukupuoli", slug: "naiset", name: "Women" },
          { type: "materiaali", slug: "kierratetty-polyesteri", name: "Kierrätetty polyesteri" },
          // Another type's option of the same slug names nothing here.
          { type: "materiaali", slug: "miehet", name: "väärä" },
        ],
      },
    };
    const labels = (slug: string) => {
      const facet = facets({}, list, named).properties.find((p) => p.slug === slug);
      return facet?.kind === "checkbox" ? Object.fromEntries(facet.options.map((o) => [o.value, o.label])) : null;
    };
    expect(labels("sukupuoli")).toEqual({ naiset: "Women", miehet: "Miehet" });
    expect(labels("materiaali")).toEqual({ "kierratetty-polyesteri": "Kierrätetty polyesteri", merinovilla: "Merinovilla" });
  });
});

describe("hidden filters", () => {
  it("hides a filter with a single possible value", () => {
    const result = facets();
    expect(result.color).not.toBeNull();
    const oneColour = items.map((item) => ({ ...item, colors: [{ slug: "musta", control: "musta", image: null }] }));
    expect(facets({}, oneColour).color).toBeNull();
    const oneBrand = items.map((item) => ({ ...item, manufacturerSlug: "tunturi", manufacturer: "Tunturi" }));
    expect(facets({}, oneBrand).manufacturer).toBeNull();
    const samePrice = items.map((item) => ({ ...item, price: { active: 10000, reference: 10000, type: "regular" as const } }));
    expect(facets({}, samePrice).price).toBeNull();
  });

  it("never hides a filter that is set", () => {
    const oneBrand = items.map((item) => ({ ...item, manufacturerSlug: "tunturi", manufacturer: "Tunturi" }));
    expect(facets({ manufacturer: ["tunturi"] }, oneBrand).manufacturer).toEqual([{ value: "tunturi", label: "Tunturi", count: 4, selected: true }]);
  });
});

describe("group options", () => {
  it("shows only groups with products, collapses single-branch chains and matches descendants", () => {
    const result = facets();
    // Hatut has no products; Housut → Kuorihousut → Naisten kuorihousut is one chain, shown as Housut.
    expect(result.group?.map((o) => [o.label, o.depth, o.count])).toEqual([
      ["Takit", 0, 3],
      ["Kuoritakit", 1, 2],
      ["Untuvatakit", 1, 1],
      ["Housut", 0, 1],
    ]);
    expect(facets({ group: [11] }).matching).toBe(3);
    expect(facets({ group: [12, 112] }).matching).toBe(2);
  });

  it("replaces a single top option by its children and shows at most three levels", () => {
    const deep = [group(1, "Kaikki", [group(2, "Retkeily", [group(3, "A", [group(31, "A1", [group(311, "A11"), group(312, "A12")]), group(32, "A2")]), group(4, "B")])])];
    const list = [product(1, { productGroupIds: [311] }), product(2, { productGroupIds: [312] }), product(3, { productGroupIds: [32] }), product(4, { productGroupIds: [4] })];
    const result = buildFacets(list, empty, { ...context, groupRoot: null, productGroups: deep });
    expect(result.group?.map((o) => [o.label, o.depth])).toEqual([
      ["A", 0],
      ["A1", 1],
      ["A11", 2],
      ["A12", 2],
      ["A2", 1],
      ["B", 0],
    ]);
    const deeper = [group(1, "Kaikki", [group(3, "A", [group(31, "A1", [group(311, "A11", [group(3111, "x"), group(3112, "y")]), group(312, "A12")]), group(32, "A2")]), group(4, "B")])];
    const list2 = [...list, product(5, { productGroupIds: [3111] }), product(6, { productGroupIds: [3112] })];
    const capped = buildFacets(list2, empty, { ...context, groupRoot: deeper[0]!, productGroups: deeper });
    expect(capped.group?.some((o) => o.label === "x")).toBe(false);
    expect(Math.max(...(capped.group ?? []).map((o) => o.depth))).toBe(2);
    // A group below the shown levels still filters when it comes from the address.
    expect(buildFacets(list2, state({ group: [3111] }), { ...context, groupRoot: deeper[0]!, productGroups: deeper }).matching).toBe(1);
  });
});

describe("property filters", () => {
  it("orders property filters by how many products carry them", () => {
    expect(facets().properties.map((p) => [p.slug, p.kind])).toEqual([
      ["vedenpitavyys", "range"],
      ["sukupuoli", "checkbox"],
      ["mukavuuslampotila", "range"],
    ]);
    const range = facets().properties[0];
    expect(range?.kind === "range" && [range.bounds, range.unit]).toEqual([{ min: 10000, max: 20000 }, "mm"]);
  });

  it("shows only the group's filterable properties when it names them", () => {
    expect(facets({}, items, { ...context, filterableProperties: ["sukupuoli"] }).properties.map((p) => p.slug)).toEqual(["sukupuoli"]);
  });

  it("leaves out properties without a property filter", () => {
    const list = items.map((item) => ({ ...item, properties: [...item.properties, checkProp("vu-kestava", item.id % 2 ? "kylla" : "ei")] }));
    expect(facets({}, list).properties.map((p) => p.slug)).not.toContain("vu-kestava");
  });
});

describe("effective state (unknown or unavailable values dropped)", () => {
  const index = indexFacetItems(items, context);
  it("drops values no product carries, unknown groups and properties", () => {
    const query = { manufacturer: "tunturi,acme", color: "punainen,vihrea", store: "oulu", size: "42_5,XXXXXL", group: "11,999,13", sukupuoli: "miehet,lapset", tuntematon: "1-2" };
    const parsed = parseFilterQuery(query, { ...propertyKinds(items), tuntematon: "range" });
    expect(filterQuery(sanitiseFilters(index, parsed))).toEqual({ manufacturer: "tunturi", color: "punainen", size: "42_5", group: "11", sukupuoli: "miehet" });
  });

  it("removes the price when the full range is selected and clamps it to the bounds", () => {
    expect(sanitiseFilters(index, state({ price: { min: 49, max: 130 } })).price).toBeNull();
    expect(sanitiseFilters(index, state({ price: { min: 0, max: 1000 } })).price).toBeNull();
    expect(sanitiseFilters(index, state({ price: { min: 0, max: 100 } })).price).toEqual({ min: 49, max: 100 });
    expect(sanitiseFilters(index, state({ price: { min: 500, max: 900 } })).price).toBeNull();
  });

  it("keeps negative property ranges in the address as a leading minus", () => {
    const parsed = parseFilterQuery({ mukavuuslampotila: "--15--5" }, propertyKinds(items));
    const effective = sanitiseFilters(index, parsed);
    expect(filterQuery(effective)).toEqual({ mukavuuslampotila: "-15--5" });
    expect(filterIndexed(index, effective).map((p) => p.id)).toEqual([3]);
  });

  it("treats text without letters or digits as no filter", () => {
    expect(sanitiseFilters(index, state({ text: " -- ! " })).text).toBeNull();
  });
});

describe("chunked recount", () => {
  const many = Array.from({ length: 257 }, (_, i) =>
    product(i + 1, {
      manufacturer: `Merkki ${i % 7}`,
      manufacturerSlug: `merkki-${i % 7}`,
      sizes: [["S", "M", "L", "XL", "42"][i % 5]!, "M"],
      stocks: i % 3 ? ["helsinki"] : ["tampere"],
      colors: [{ slug: i % 2 ? "musta" : "punainen", control: i % 2 ? "musta" : "punainen", image: null }],
      price: { active: 1000 + i * 97, reference: 1000 + i * 97, type: "regular" },
      productGroupIds: [[111, 112, 1211][i % 3]!],
      properties: [rangeProp("vedenpitavyys", (i * 37) % 20000), checkProp("sukupuoli", ["miehet", "naiset", "unisex"][i % 3]!)],
    }),
  );
  const set = state({ manufacturer: ["merkki-1", "merkki-2"], size: ["L"], store: ["helsinki"], price: { min: 20, max: 200 }, properties: { sukupuoli: ["naiset", "unisex"] } });

  it("yields every 20 products and ends with the one-shot result", () => {
    const index = indexFacetItems(many, context);
    const steps = facetSteps(index, set);
    const progress: number[] = [];
    let step = steps.next();
    while (!step.done) {
      progress.push(step.value);
      step = steps.next();
    }
    expect(progress.slice(0, 3)).toEqual([20, 40, 60]);
    expect(progress).toHaveLength(12);
    expect(step.value).toEqual(buildFacets(many, set, context));
    expect(step.value.matching).toBe(filterIndexed(index, set).length);
  });
});

describe("active filter chips (issue 12)", () => {
  it("names each applied value like its option and removes only that value", async () => {
    const { activeFilters, NO_FILTERS } = await import("./active-filters");
    const index = indexFacetItems(items, context);
    const applied = state({
      text: "kuori",
      price: { min: 60, max: 140 },
      manufacturer: ["tunturi", "ei-ole"],
      color: ["punainen"],
      group: [112],
      properties: { sukupuoli: ["miehet"], mukavuuslampotila: { min: -25, max: -10 } },
    });
    const chips = activeFilters(index, applied);
    expect(chips.map((c) => (c.kind === "option" ? [c.key, c.label, c.name] : [c.key, c.kind]))).toEqual([
      ["text", "text"],
      ["price", "price"],
      // An unknown brand of the address is no filter and gets no chip.
      ["manufacturer:tunturi", "Tunturi", null],
      ["color:punainen", "Punainen", null],
      ["group:112", "Untuvatakit", null],
      // Properties in the panel's order: most carried first.
      ["sukupuoli:miehet", "Miehet", "Sukupuoli"],
      ["mukavuuslampotila", "range"],
    ]);
    const brand = chips.find((c) => c.key === "manufacturer:tunturi")!;
    expect(brand.without.manufacturer).toEqual([]);
    expect(brand.without.color).toEqual(["punainen"]);
    const gender = chips.find((c) => c.key === "sukupuoli:miehet")!;
    // The range is clamped to what the list carries (-20 … -5).
    expect(gender.without.properties).toEqual({ mukavuuslampotila: { min: -20, max: -10 } });
    expect(activeFilters(index, NO_FILTERS)).toEqual([]);
  });
});

describe("applying filters (spec 02 §5)", () => {
  // Three products in groups 10 ─ 11 and 12, each with one store, colour and a few sizes.
  const small = [
    product(1, { name: "Jäkälä Kuoritakki", price: { active: 12990, reference: 15990, type: "discount" }, sizes: ["S", "M"], productGroupIds: [10], properties: [rangeProp("vedenpitavyys", 20000), checkProp("sukupuoli", "naiset")] }),
    product(2, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", colors: [{ slug: "punainen", control: "punainen", image: null }], stocks: ["tampere"], sizes: ["42,5"], productGroupIds: [11], properties: [rangeProp("vedenpitavyys", 10000)] }),
    product(3, { manufacturer: "Tunturi", manufacturerSlug: "tunturi", price: { active: 4990, reference: 4990, type: "regular" }, productGroupIds: [12], properties: [checkProp("sukupuoli", "miehet")] }),
  ];
  const smallTree = [group(10, "Takit", [group(11, "Kuoritakit")]), group(12, "Housut")];
  const smallContext: FacetContext = { ...context, groupRoot: null, productGroups: smallTree };
  const smallIndex = indexFacetItems(small, smallContext);
  const kinds = { vedenpitavyys: "range", sukupuoli: "checkbox" } as const;
  const run = (query: Record<string, string>) => filterIndexed(smallIndex, parseFilterQuery(query, kinds)).map((p) => p.id);

  it("matches text on letters and digits only, across brand, name and descriptions", () => {
    expect(run({ text: "jakala kuori" })).toEqual([1]);
    expect(run({ text: "TUNTURI" })).toEqual([2, 3]);
  });
  it("filters by price in whole euros, brand, colour control, store and size", () => {
    expect(run({ price: "100-130" })).toEqual([1, 2]);
    expect(run({ manufacturer: "tunturi" })).toEqual([2, 3]);
    expect(run({ color: "punainen" })).toEqual([2]);
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
  it("counts each option with the other filters applied, most first", () => {
    const result = buildFacets(smallIndex, parseFilterQuery({ manufacturer: "tunturi", store: "tampere" }, kinds));
    expect(counts(result.manufacturer)).toEqual([["tunturi", 1], ["revontulo", 0]]);
    expect(counts(result.store)).toEqual([["helsinki", 1], ["tampere", 1]]);
  });
  it("rounds price bounds outwards to whole euros", () => {
    expect(smallIndex.priceBounds).toEqual({ min: 49, max: 130 });
    expect(indexFacetItems([], smallContext).priceBounds).toBeNull();
  });
});
