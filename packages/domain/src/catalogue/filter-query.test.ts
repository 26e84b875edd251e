import { describe, expect, it } from "vitest";
import { filterQuery, parseFilterQuery, parseRange } from "./filter-query";

const kinds = { vedenpitavyys: "range", sukupuoli: "checkbox" } as const;

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
