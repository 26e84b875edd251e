import { describe, expect, it } from "vitest";
import { isReservedFirstSegment } from "./reserved-paths";

describe("the shop's own first path segments", () => {
  it("are reserved whatever their case; other slugs are free", () => {
    expect(isReservedFirstSegment("stores")).toBe(true);
    expect(isReservedFirstSegment("Checkout")).toBe(true);
    expect(isReservedFirstSegment("api")).toBe(true);
    expect(isReservedFirstSegment("fjellbris")).toBe(false);
    expect(isReservedFirstSegment("vaatteet")).toBe(false);
  });
});
