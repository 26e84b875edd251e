import { describe, expect, it } from "vitest";
import { INT4_MAX, inputSafetyIssues, INTEGER_RANGE_MESSAGE, NUL_MESSAGE, SURROGATE_MESSAGE } from "./input-safety";

describe("inputSafetyIssues", () => {
  it("names every NUL, lone surrogate and integer past PostgreSQL's range, by path", () => {
    expect(inputSafetyIssues({ name: "a\u0000b", codes: ["ok", "\ud800"], products: [{ id: INT4_MAX + 1 }], n: -(INT4_MAX + 1) })).toEqual([
      { path: ["name"], message: NUL_MESSAGE },
      { path: ["codes", 1], message: SURROGATE_MESSAGE },
      { path: ["products", 0, "id"], message: INTEGER_RANGE_MESSAGE },
      { path: ["n"], message: INTEGER_RANGE_MESSAGE },
    ]);
    expect(inputSafetyIssues({ ["k\u0000"]: 1 })).toEqual([{ path: ["k\u0000"], message: NUL_MESSAGE }]);
    expect(inputSafetyIssues("\udc00x")).toEqual([{ path: [], message: SURROGATE_MESSAGE }]);
  });

  it("lets through text with emoji and other paired surrogates, the largest integer and fractions", () => {
    expect(inputSafetyIssues({ name: "Äiti 😀 ы", id: INT4_MAX, price: 1e12 + 0.5, ok: [true, null] })).toEqual([]);
  });

  it("refuses input nested beyond any contract", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(inputSafetyIssues(deep)).toHaveLength(1);
  });
});
