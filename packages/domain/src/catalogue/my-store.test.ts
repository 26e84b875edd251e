import { describe, expect, it } from "vitest";
import { choosableStores, isMyStoreFilterOn, parseStoreSlug, withMyStoreFilter } from "./my-store";

describe("my store filter", () => {
  it("accepts only store slugs", () => {
    expect(parseStoreSlug("helsinki-kamppi")).toBe("helsinki-kamppi");
    expect(parseStoreSlug(" oulu ")).toBe("oulu");
    for (const bad of [undefined, null, "", "Oulu", "a,b", "<x>", "x".repeat(65), "-oulu"]) expect(parseStoreSlug(bad)).toBeNull();
  });
  it("is on only when the store filter is exactly the shopper's store", () => {
    expect(isMyStoreFilterOn({ store: ["oulu"] }, "oulu")).toBe(true);
    expect(isMyStoreFilterOn({ store: ["oulu", "lahti"] }, "oulu")).toBe(false);
    expect(isMyStoreFilterOn({ store: [] }, "oulu")).toBe(false);
    expect(isMyStoreFilterOn({ store: ["oulu"] }, null)).toBe(false);
  });
  it("replaces other stores when turned on and keeps the rest of the filters", () => {
    const filters = { store: ["lahti", "oulu"], color: ["musta"] };
    expect(withMyStoreFilter(filters, "oulu", true)).toEqual({ store: ["oulu"], color: ["musta"] });
    expect(withMyStoreFilter(filters, "oulu", false)).toEqual({ store: ["lahti"], color: ["musta"] });
  });
  it("offers stores with a counter, by name", () => {
    const stores = [
      { slug: "verkkokauppa", name: "Verkkokauppa", type: "web" },
      { slug: "oulu", name: "Oulu", type: "retail" },
      { slug: "outlet-lahti", name: "Outlet Lahti", type: "outlet" },
      { slug: "helsinki", name: "Helsinki", type: "retail" },
    ];
    expect(choosableStores(stores, "fi").map((s) => s.slug)).toEqual(["helsinki", "oulu", "outlet-lahti"]);
  });
});
