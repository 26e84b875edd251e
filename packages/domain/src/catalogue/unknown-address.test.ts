import { describe, expect, it } from "vitest";
import { unknownCatalogueAddress } from "./unknown-address";

const groups = ["/vaatteet/", "vaatteet/takit", "retkeily"];

describe("unknown catalogue address (spec 02 §2, §8)", () => {
  it("is an unknown group below a known group", () => {
    expect(unknownCatalogueAddress("vaatteet/ei-ole", groups)).toBe("group");
    expect(unknownCatalogueAddress("vaatteet/takit/ei-ole", groups)).toBe("group");
  });
  it("is an unknown manufacturer for a single segment", () => {
    expect(unknownCatalogueAddress("ei-ole-merkki", groups)).toBe("manufacturer");
  });
  it("is neither for other addresses", () => {
    expect(unknownCatalogueAddress("jotain/muuta", groups)).toBeNull();
    expect(unknownCatalogueAddress("", groups)).toBeNull();
    expect(unknownCatalogueAddress("vaatteetx/y", groups)).toBeNull();
  });
});
