import { describe, expect, it } from "vitest";
import { initialShownCount, nextShownCount, showsBackToTop } from "./paging";

describe("grid paging (spec 02 §4)", () => {
  it("shows every product of a list under 120", () => {
    expect(initialShownCount(119)).toBe(119);
    expect(initialShownCount(5)).toBe(5);
  });
  it("starts with 60 from 120 products on", () => {
    expect(initialShownCount(120)).toBe(60);
    expect(initialShownCount(5000)).toBe(60);
  });
  it("adds 60 or the remainder", () => {
    expect(nextShownCount(60, 1000)).toBe(120);
    expect(nextShownCount(120, 150)).toBe(150);
    expect(nextShownCount(150, 150)).toBe(150);
  });
  it("offers Back to top over 12 results", () => {
    expect(showsBackToTop(12)).toBe(false);
    expect(showsBackToTop(13)).toBe(true);
  });
});
