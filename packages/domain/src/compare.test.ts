import { describe, expect, it } from "vitest";
import { addToCompare, COMPARE_MAX, comparePath, comparisonRows, parseCompareList, removeFromCompare, toggleCompare, type CompareItem } from "./compare";

const item = (id: number): CompareItem => ({ id, name: `Malli ${id}`, paths: { fi: `merkki/malli-${id}`, en: `brand/model-${id}` } });

describe("addToCompare", () => {
  it("adds at the end, in the order of choosing", () => {
    const one = addToCompare([], item(1));
    expect(one.status).toBe("added");
    expect(addToCompare(one.list, item(2)).list.map((e) => e.id)).toEqual([1, 2]);
  });
  it("keeps a model once", () => {
    expect(addToCompare([item(1)], item(1))).toEqual({ status: "already", list: [item(1)] });
  });
  it(`refuses a model past ${COMPARE_MAX} and leaves the list as it was`, () => {
    const full = [1, 2, 3, 4].map(item);
    const result = addToCompare(full, item(5));
    expect(result.status).toBe("full");
    expect(result.list.map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
  it("does not change the list given", () => {
    const list = [item(1)];
    addToCompare(list, item(2));
    expect(list).toHaveLength(1);
  });
});

describe("removeFromCompare and toggleCompare", () => {
  it("removes by id", () => {
    expect(removeFromCompare([item(1), item(2)], 1).map((e) => e.id)).toEqual([2]);
  });
  it("toggles: removes a chosen model, adds another, refuses when full", () => {
    expect(toggleCompare([item(1)], item(1))).toEqual({ status: "removed", list: [] });
    expect(toggleCompare([item(1)], item(2)).status).toBe("added");
    expect(toggleCompare([1, 2, 3, 4].map(item), item(5)).status).toBe("full");
    expect(toggleCompare([1, 2, 3, 4].map(item), item(4)).status).toBe("removed");
  });
});

describe("parseCompareList", () => {
  it("reads a stored list back", () => {
    expect(parseCompareList(JSON.stringify([item(1), item(2)]))).toEqual([item(1), item(2)]);
  });
  it("survives broken or edited storage", () => {
    expect(parseCompareList(null)).toEqual([]);
    expect(parseCompareList("{")).toEqual([]);
    expect(parseCompareList('{"id":1}')).toEqual([]);
    const stored = [
      item(1),
      item(1),
      { id: -2, name: "x", paths: { fi: "a/b" } },
      { id: 3, name: "", paths: { fi: "a/b" } },
      { id: 4, name: "Ok", paths: { fi: "//evil.example/x", en: "brand/ok" } },
      { id: 5, name: "No paths", paths: { fi: "https://x" } },
      "nope",
    ];
    expect(parseCompareList(JSON.stringify(stored))).toEqual([item(1), { id: 4, name: "Ok", paths: { en: "brand/ok" } }]);
  });
  it("applies the limit again", () => {
    expect(parseCompareList(JSON.stringify([1, 2, 3, 4, 5, 6].map(item)))).toHaveLength(COMPARE_MAX);
  });
});

describe("comparePath", () => {
  it("takes the language's path, else the Finnish one", () => {
    expect(comparePath(item(1), "en")).toBe("brand/model-1");
    expect(comparePath(item(1), "de")).toBe("merkki/malli-1");
  });
});

describe("comparisonRows", () => {
  const weight = (value: string) => ({ slug: "paino", name: "Paino (g)", value });
  it("shows a row where at least one model has a value, with the unit, and marks differences", () => {
    const rows = comparisonRows([
      { properties: [weight("850"), { slug: "vedenpitavyys", name: "Vedenpitävyys (mm)", value: "20000" }] },
      { properties: [weight("850"), { slug: "lampotila", name: "Mukavuuslämpötila", value: "" }] },
    ]);
    expect(rows).toEqual([
      { slug: "paino", name: "Paino (g)", values: ["850 g", "850 g"], differs: false },
      { slug: "vedenpitavyys", name: "Vedenpitävyys (mm)", values: ["20000 mm", null], differs: true },
    ]);
  });
  it("leaves out the sustainability properties the page lists elsewhere", () => {
    expect(comparisonRows([{ properties: [{ slug: "vu-kierratetty", name: "Kierrätetty", value: "Kyllä" }] }])).toEqual([]);
  });
  it("has no rows without models", () => {
    expect(comparisonRows([])).toEqual([]);
  });
});
