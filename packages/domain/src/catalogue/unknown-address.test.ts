import { describe, expect, it } from "vitest";
import { unknownCatalogueAddress } from "./unknown-address";

const groups = ["/vaatteet/", "vaatteet/takit", "retkeily"];

describe("unknown catalogue address (spec 02 §2, §8)", () => {
  it("is an unknown group below a known group", () => {
    expect(unknownCatalogueAddress("vaatteet/ei-ole", groups)).toBe("group");
    expect(unknownCatalogueAddress("vaatteet/takit/ei-ole", groups)).toBe("group");
  });
  it("is the generic unmatched route for anything else, a single unknown segment included (spec 01 §2)", () => {
    expect(unknownCatalogueAddress("ei-ole-merkki", groups)).toBeNull();
    expect(unknownCatalogueAddress("jotain/muuta", groups)).toBeNull();
    expect(unknownCatalogueAddress("", groups)).toBeNull();
    expect(unknownCatalogueAddress("vaatteetx/y", groups)).toBeNull();
  });
});
