import { describe, expect, it } from "vitest";
import { sortSizes } from "./sizes";

describe("size order (spec 02 §5)", () => {
  it("puts letter sizes in garment order", () => {
    expect(sortSizes(["XL", "S", "XXXXXL", "M", "XXS", "L", "XXXS"])).toEqual(["XXXS", "XXS", "S", "M", "L", "XL", "XXXXXL"]);
  });
  it("puts numeric sizes after letter sizes, by value", () => {
    expect(sortSizes(["42", "M", "38.5", "170", "9"])).toEqual(["M", "9", "38.5", "42", "170"]);
  });
  it("orders sizes with units or ranges by their leading number, others last", () => {
    expect(sortSizes(["One size", "160 cm", "36-38", "150 cm"])).toEqual(["36-38", "150 cm", "160 cm", "One size"]);
  });
  it("ignores case and surrounding spaces", () => {
    expect(sortSizes([" xl", "s "])).toEqual(["s ", " xl"]);
  });
});
