import { describe, expect, it } from "vitest";
import { listItem } from "../testing/list-item";
import { indexListing, isFiltered, listingItems, listingQuery, propertyKinds, readListingState, readSort } from "./listing";
import { shownFromQuery } from "./paging";

const item = listItem;
const ids = (list: { id: number }[]) => list.map((x) => x.id);
const options = { language: "fi" as const };
const context = {
  groupRoot: null,
  productGroups: [],
  filterableProperties: null,
  reference: { colors: [{ slug: "musta", name: "Musta", control: "musta", image: null }], stores: [], propertyTypes: [], propertyFilters: [] },
};

describe("listing state from the address", () => {
  it("reads sort, falling back to the group's default for a missing or unknown value", () => {
    expect(readSort({ sort: "lowest" }, "default")).toBe("lowest");
    expect(readSort({}, "newest")).toBe("newest");
    expect(readSort({ sort: "cheapest" }, "popular")).toBe("popular");
  });
  it("knows the property filters from the products", () => {
    const items = [item(1, { properties: [{ slug: "paino", value: 450, filter: "range" }] }), item(2, { properties: [{ slug: "materiaali", value: "villa", filter: "checkbox" }] })];
    expect(propertyKinds(items)).toEqual({ paino: "range", materiaali: "checkbox" });
    const state = readListingState({ paino: "100-500", materiaali: "villa", color: "musta" }, propertyKinds(items), "default");
    expect(state.filters.properties).toEqual({ paino: { min: 100, max: 500 }, materiaali: ["villa"] });
    expect(isFiltered(state.filters)).toBe(true);
    expect(isFiltered(readListingState({ sort: "lowest" }, {}, "default").filters)).toBe(false);
  });
});

describe("listing items", () => {
  const items = [item(1, { soldAmount: 3 }), item(2, { soldAmount: 9, colors: [{ slug: "musta", control: "musta", image: null }] }), item(3, { soldAmount: 1, colors: [{ slug: "musta", control: "musta", image: null }] })];
  const index = indexListing(items, context);
  it("filters and sorts", () => {
    const state = readListingState({ color: "musta", sort: "highest" }, {}, "default");
    expect(ids(listingItems(index, state, options))).toEqual([3, 2]);
  });
  it("drops filter values no product carries (spec 02 §5)", () => {
    const state = readListingState({ color: "musta,ei-tallaista", manufacturer: "ei-tallaista" }, {}, "default");
    expect(ids(listingItems(index, state, options))).toEqual([2, 3]);
  });
  it("uses the recommended order for the default sort, unknown ids last", () => {
    const state = readListingState({}, {}, "default");
    expect(ids(listingItems(index, state, { ...options, recommendedIds: [3, 1] }))).toEqual([3, 1, 2]);
    expect(ids(listingItems(index, state, options))).toEqual([1, 2, 3]);
  });
  it("ignores the recommended order for other sorts", () => {
    const state = readListingState({ sort: "popular" }, {}, "default");
    expect(ids(listingItems(index, state, { ...options, recommendedIds: [3, 1] }))).toEqual([2, 1, 3]);
  });
});

describe("listing query", () => {
  const opts = { groupDefault: "default" as const, propertySlugs: ["paino"] };
  it("drops sort when it equals the group's default and keeps the filters", () => {
    expect(listingQuery({ color: "musta", sort: "lowest", shown: "120" }, { sort: "default" }, opts)).toEqual({ color: "musta" });
    expect(listingQuery({ color: "musta" }, { sort: "newest" }, { ...opts, groupDefault: "newest" })).toEqual({ color: "musta" });
    expect(listingQuery({}, { sort: "default" }, { ...opts, groupDefault: "newest" })).toEqual({ sort: "default" });
  });
  it("replaces every filter parameter, keeps sort and other parameters, drops shown", () => {
    const filters = readListingState({ size: "42_5" }, {}, "default").filters;
    expect(listingQuery({ color: "musta", paino: "1-2", sort: "lowest", shown: "180", utm_source: "x" }, { filters }, opts)).toEqual({ sort: "lowest", utm_source: "x", size: "42_5" });
  });
});

describe("shown count from the address", () => {
  it("is never below the initial count nor above the list", () => {
    expect(shownFromQuery("180", 363)).toBe(180);
    expect(shownFromQuery("10", 363)).toBe(60);
    expect(shownFromQuery("9999", 363)).toBe(363);
    expect(shownFromQuery("abc", 363)).toBe(60);
    expect(shownFromQuery(null, 90)).toBe(90);
  });
});
