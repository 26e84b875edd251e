import { describe, expect, it } from "vitest";
import { prefersNoPrefetch } from "./prefetch";

describe("prefersNoPrefetch", () => {
  it("skips prefetching with data saver or on 2g", () => {
    expect(prefersNoPrefetch({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(prefersNoPrefetch({ effectiveType: "2g" })).toBe(true);
    expect(prefersNoPrefetch({ effectiveType: "slow-2g" })).toBe(true);
  });

  it("prefetches otherwise, also when the browser does not tell", () => {
    expect(prefersNoPrefetch({ effectiveType: "4g" })).toBe(false);
    expect(prefersNoPrefetch({ effectiveType: "3g" })).toBe(false);
    expect(prefersNoPrefetch(undefined)).toBe(false);
  });
});
