import { describe, expect, it } from "vitest";
import type { VariantRow } from "./checkout.repository";
import { createVariantFactsCache } from "./variant-facts-cache";

const row = (id: number, active = 1000): VariantRow =>
  ({ id, modelId: id, available: true, publishedAt: 0, modelName: `m${id}`, path: `p${id}`, manufacturer: "b", brandId: 1, color: null, size: null, type: null, image: null, onOrder: false, maxAmount: null, shippingTimeNumber: 1, outlet: false, showDiscount: true, taxClassId: 5, active, club: null, regular: active, discountFree: active, groupIds: [] }) as VariantRow;

describe("variant facts cache", () => {
  it("answers only rows of the version asked, per language and tax area", () => {
    const cache = createVariantFactsCache();
    cache.store(3, "fi", 1, [row(1), row(2)]);
    expect(cache.lookup(3, "fi", 1, [1, 2, 3])).toEqual({ found: [row(1), row(2)], missing: [3] });
    expect(cache.lookup(3, "sv", 1, [1]).missing).toEqual([1]);
    expect(cache.lookup(3, "fi", 5, [1]).missing).toEqual([1]);
  });

  it("forgets everything at a newer version and never keeps rows of an older one", () => {
    const cache = createVariantFactsCache();
    cache.store(3, "fi", 1, [row(1, 1000)]);
    expect(cache.lookup(4, "fi", 1, [1])).toEqual({ found: [], missing: [1] });
    expect(cache.size).toBe(0);
    cache.store(3, "fi", 1, [row(1, 1000)]); // read before the bump: not kept
    expect(cache.lookup(4, "fi", 1, [1]).missing).toEqual([1]);
    cache.store(4, "fi", 1, [row(1, 900)]);
    expect(cache.lookup(4, "fi", 1, [1]).found[0]!.active).toBe(900);
    // A reader still on the older version (a transaction begun before) reads for itself.
    expect(cache.lookup(3, "fi", 1, [1])).toEqual({ found: [], missing: [1] });
  });

  it("holds at most its bound, the least recently used out first", () => {
    const cache = createVariantFactsCache(2);
    cache.store(1, "fi", 1, [row(1), row(2)]);
    cache.lookup(1, "fi", 1, [1]);
    cache.store(1, "fi", 1, [row(3)]);
    expect(cache.size).toBe(2);
    expect(cache.lookup(1, "fi", 1, [1, 2, 3]).missing).toEqual([2]);
  });
});
