import { describe, expect, it } from "vitest";
import { demoModelIds, RESERVED_MODEL_IDS } from "./model-ids";

describe("demoModelIds", () => {
  it("keeps every id of a load that does not reach a reserved one", () => {
    const id = demoModelIds(60);
    for (let n = 1; n <= 60; n++) expect(id(n)).toBe(n);
  });

  it("moves the gift card ids 1412 and 2427 past the last generated model", () => {
    const two = demoModelIds(2000);
    expect(two(1412)).toBe(2001);
    expect(two(1411)).toBe(1411);
    const big = demoModelIds(100_000);
    expect(big(1412)).toBe(100_001);
    expect(big(2427)).toBe(100_002);
  });

  it("never hands out a reserved id, and never one id twice, whatever the count", () => {
    for (const count of [1411, 1412, 1413, 2425, 2426, 2427, 2428, 3000]) {
      const id = demoModelIds(count);
      const ids = Array.from({ length: count }, (_, i) => id(i + 1));
      expect(new Set(ids).size).toBe(count);
      for (const reserved of RESERVED_MODEL_IDS) expect(ids).not.toContain(reserved);
    }
  });
});
