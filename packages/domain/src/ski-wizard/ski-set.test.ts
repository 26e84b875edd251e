import { describe, expect, it } from "vitest";
import { validateCart } from "../checkout/validate-cart";
import { data, request, variant, withVariants } from "../checkout/test-fixtures";
import { parseSkiSetId, skiSetId, skiSetParts, skiSetPrice, type SkiPartFacts } from "./ski-set";

const now = new Date("2026-06-15T05:00:00Z"); // a Monday
const member = { id: 1, clubMember: true, isStaff: false, isOrgUser: false };

// Ski 1 (model 10, waist 84 mm), binding 2 (brake 90 mm, fits 84), binding 4 (brake 110 mm, too wide),
// boot 3 (ISO 5355, 305 mm), a nordic boot 5.
const parts = new Map<number, SkiPartFacts>([
  [1, { modelId: 10, sport: "alpine", group: "skis", facts: { group: "skis", facts: { waistWidthMm: 84, lengthCm: 170 } } }],
  [2, { modelId: 20, sport: "alpine", group: "bindings", facts: { group: "bindings", facts: { brakeWidthMm: 90, norms: ["iso5355"], soleLengthMm: [270, 340] } } }],
  [3, { modelId: 30, sport: "alpine", group: "boots", facts: { group: "boots", facts: { norm: "iso5355", soleLengthMm: 305 } } }],
  [4, { modelId: 40, sport: "alpine", group: "bindings", facts: { group: "bindings", facts: { brakeWidthMm: 110, norms: ["iso5355"], soleLengthMm: [270, 340] } } }],
  [5, { modelId: 50, sport: "nordic", group: "boots", facts: { group: "boots", facts: { system: "nnn" } } }],
]);

describe("ski set ids", () => {
  it("exist once all three parts are picked: the ski's model, then ski, binding and boot", () => {
    expect(skiSetId(10, { skis: 1, bindings: 2, boots: 3 })).toBe("10-1-2-3");
    expect(skiSetId(10, { skis: 1, bindings: null, boots: 3 })).toBeNull();
    expect(parseSkiSetId("10-1-2-3")).toEqual({ skiModelId: 10, skis: 1, bindings: 2, boots: 3 });
    expect(parseSkiSetId("10-1-2")).toBeNull();
    expect(parseSkiSetId("10-1-1-3")).toBeNull();
    expect(parseSkiSetId("10-1-2-x")).toBeNull();
  });
});

describe("skiSetParts", () => {
  const partOf = (id: number) => parts.get(id);
  it("accepts three compatible parts of the sport in order", () => {
    expect(skiSetParts("alpine", "10-1-2-3", partOf)).toMatchObject({ ids: [1, 2, 3] });
  });
  it("refuses parts of another group, sport or model, and unknown parts", () => {
    expect(skiSetParts("alpine", "10-2-1-3", partOf)).toEqual({ refused: "not_a_set" });
    expect(skiSetParts("alpine", "10-1-2-5", partOf)).toEqual({ refused: "not_a_set" });
    expect(skiSetParts("nordic", "10-1-2-3", partOf)).toEqual({ refused: "not_a_set" });
    expect(skiSetParts("alpine", "11-1-2-3", partOf)).toEqual({ refused: "not_a_set" });
    expect(skiSetParts("alpine", "10-1-2-9", partOf)).toEqual({ refused: "not_a_set" });
  });
  it("refuses an incompatible set (spec 02 §5 'Bindings must be compatible with skis and boots')", () => {
    expect(skiSetParts("alpine", "10-1-4-3", partOf)).toEqual({ refused: "incompatible" });
  });
});

describe("skiSetPrice", () => {
  it("sums the parts' prices and regular prices", () => {
    expect(skiSetPrice([
      { unitPrice: 30_000, regularUnitPrice: 40_000, priceType: "discount" },
      { unitPrice: 20_000, regularUnitPrice: 20_000, priceType: "regular" },
    ])).toEqual({ unitPrice: 50_000, regularUnitPrice: 60_000, priceType: "discount" });
    expect(skiSetPrice([{ unitPrice: 100, regularUnitPrice: 100, priceType: "regular" }]).priceType).toBe("regular");
  });
});

describe("a ski set in the cart", () => {
  const d = data({
    variants: withVariants(
      variant(1, { modelId: 10, active: 30_000, regular: 40_000 }),
      variant(2, { modelId: 20, active: 20_000, club: 18_000, regular: 20_000, web: 1 }),
      variant(3, { modelId: 30, active: 25_000, shippingTimeNumber: 1 }),
      variant(4, { modelId: 40 }),
      variant(9, { modelId: 90 }),
    ),
    skiParts: parts,
    skiSetNames: { alpine: "Alpine ski set", nordic: "Cross-country ski set" },
  });

  it("is one bundle line priced as its parts, for a member at their prices", () => {
    const guest = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-2-3", amount: 1 }] }), d, { now, shopper: null });
    expect(guest.errors).toEqual([]);
    expect(guest.bundles[0]).toMatchObject({ bundleId: null, skiSet: "alpine", unitPrice: 75_000, regularUnitPrice: 85_000, totalPrice: 75_000 });
    expect(guest.bundles[0]!.bundle.name).toBe("Alpine ski set");
    expect(guest.bundles[0]!.parts.map((p) => p.id)).toEqual([1, 2, 3]);
    const club = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-2-3", amount: 1 }] }), d, { now, shopper: member });
    expect(club.bundles[0]!.unitPrice).toBe(73_000);
  });

  it("is limited by its scarcest part", () => {
    const result = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-2-3", amount: 3 }] }), d, { now, shopper: null });
    expect(result.bundles[0]).toMatchObject({ amount: 1 });
    expect(result.bundles[0]!.errors.map((e) => e.key)).toEqual(["amount_limited"]);
  });

  it("is delivered in the country's ski bundle days (mounting), products alone in the ordinary days", () => {
    const set = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-2-3", amount: 1 }] }), d, { now, shopper: null });
    // FINLAND: 1-3 days, ski bundles 3-6 days, counted from Monday 15.6.
    expect(set.shippingTime).toEqual({ key: "shipping_dates", params: { dateFrom: "2026-06-18", dateTo: "2026-06-23", same: "no" } });
    const alone = validateCart(request({ products: [{ id: 1, amount: 1 }] }), d, { now, shopper: null });
    expect(alone.shippingTime).toEqual({ key: "shipping_dates", params: { dateFrom: "2026-06-16", dateTo: "2026-06-18", same: "no" } });
  });

  it("refuses an incompatible or malformed set with the shopper's message", () => {
    const bad = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-4-3", amount: 1 }] }), d, { now, shopper: null });
    expect(bad.bundles).toEqual([]);
    expect(bad.errors).toEqual([{ key: "ski_set_incompatible", params: { name: "Alpine ski set" } }]);
    const wrong = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "90-9-2-3", amount: 1 }] }), d, { now, shopper: null });
    expect(wrong.errors).toEqual([{ key: "bundle_parts_invalid", params: { name: "Alpine ski set" } }]);
  });

  it("refuses a set whose part is no longer sold", () => {
    const gone = data({ ...d, variants: withVariants(variant(1, { modelId: 10 }), variant(2, { modelId: 20, sellable: false }), variant(3, { modelId: 30 })) });
    const result = validateCart(request({ bundles: [{ uid: "s", ski_set: "alpine", id: "10-1-2-3", amount: 1 }] }), gone, { now, shopper: null });
    expect(result.errors.map((e) => e.key)).toEqual(["bundle_not_found"]);
  });
});
