import { describe, expect, it } from "vitest";
import {
  addedDeliveryDays, DUTIES_RATES, dutiesRateValues, chooseDeliveryOption, countryRefusal, deliveryDays, deliveryOptions, deliveryPrice, expressPickupReady, isNorthernIreland,
  methodApplies, partDeliveryPossible, repackPrice, type DeliveryCart,
} from "./delivery";
import { FINLAND, method } from "./test-fixtures";

// 2026-06-15 is a Monday; Helsinki is UTC+3 in summer.
const helsinki = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe("express store pickup hours", () => {
  it("is ready after 11:00 for weekday orders before 09:00 and after 16:00 before 14:00", () => {
    expect(expressPickupReady(helsinki("2026-06-15T08:59:00"))).toEqual({ date: "2026-06-15", dayOffset: 0, hour: 11 });
    expect(expressPickupReady(helsinki("2026-06-15T09:00:00"))).toEqual({ date: "2026-06-15", dayOffset: 0, hour: 16 });
    expect(expressPickupReady(helsinki("2026-06-15T13:59:00"))).toEqual({ date: "2026-06-15", dayOffset: 0, hour: 16 });
  });

  it("moves later orders, and weekend orders, to the next weekday after 11:00", () => {
    expect(expressPickupReady(helsinki("2026-06-15T14:00:00"))).toEqual({ date: "2026-06-16", dayOffset: 1, hour: 11 });
    expect(expressPickupReady(helsinki("2026-06-19T15:00:00"))).toEqual({ date: "2026-06-22", dayOffset: 3, hour: 11 });
    expect(expressPickupReady(helsinki("2026-06-20T08:00:00"))).toEqual({ date: "2026-06-22", dayOffset: 2, hour: 11 });
  });

  it("follows Helsinki time, not UTC, also in winter", () => {
    // 06:30 UTC on a January Tuesday is 08:30 in Helsinki.
    expect(expressPickupReady(new Date("2026-01-13T06:30:00Z"))).toMatchObject({ date: "2026-01-13", hour: 11 });
    // 22:30 UTC on Monday is already Tuesday 00:30 in Helsinki.
    expect(expressPickupReady(new Date("2026-01-12T22:30:00Z"))).toMatchObject({ date: "2026-01-13", dayOffset: 0, hour: 11 });
  });
});

describe("country rules", () => {
  it("refuses blocked countries, Northern Ireland and unacknowledged UK, Swiss and Canadian orders", () => {
    expect(countryRefusal({ ...FINLAND, code: "ru", name: "Venäjä", isEnabled: false }, "ru", null, false)).toEqual({ key: "country_blocked", params: { country: "Venäjä" } });
    expect(countryRefusal(null, "xx", null, false)).toEqual({ key: "country_blocked", params: { country: "XX" } });
    const uk = { ...FINLAND, code: "gb", name: "UK" };
    expect(isNorthernIreland("gb", " bt1 5gs")).toBe(true);
    expect(isNorthernIreland("gb", "SW1A 1AA")).toBe(false);
    expect(countryRefusal(uk, "gb", "BT1 5GS", true)?.key).toBe("northern_ireland");
    expect(countryRefusal(uk, "gb", "SW1A 1AA", false)?.key).toBe("duties_acknowledgement");
    expect(countryRefusal(uk, "gb", "SW1A 1AA", true)).toBeNull();
    expect(countryRefusal({ ...FINLAND, code: "ch" }, "ch", "8001", false)?.key).toBe("duties_acknowledgement");
    expect(countryRefusal({ ...FINLAND, code: "ca" }, "ca", "K1A 0B1", false)?.key).toBe("duties_acknowledgement");
    expect(countryRefusal(FINLAND, "fi", "00100", false)).toBeNull();
  });
});

describe("delivery days", () => {
  it("adds the target country's days from the setting, parsed only when it has a brace or bracket", () => {
    const setting = JSON.stringify({ countries: [{ code: "no", days: 2 }] });
    expect(addedDeliveryDays(setting, "no")).toEqual({ days: 2, error: null });
    expect(addedDeliveryDays(setting, "NO")).toEqual({ days: 2, error: null });
    expect(addedDeliveryDays(setting, "fi")).toEqual({ days: 0, error: null });
    expect(addedDeliveryDays("2", "no")).toEqual({ days: 0, error: null });
    expect(addedDeliveryDays("{broken", "no").error).toMatch(/not valid JSON/);
  });

  it("uses the ski bundle range for ski bundles and adds on-order time", () => {
    expect(deliveryDays(FINLAND, { addedDays: 0, skiBundle: false, longestShippingTime: 1 })).toEqual({ start: 1, end: 3 });
    expect(deliveryDays(FINLAND, { addedDays: 2, skiBundle: true, longestShippingTime: 1 })).toEqual({ start: 5, end: 8 });
    expect(deliveryDays(FINLAND, { addedDays: 0, skiBundle: false, longestShippingTime: 14 })).toEqual({ start: 15, end: 17 });
  });
});

describe("delivery methods", () => {
  it("apply per country, country group and postcode prefix", () => {
    expect(methodApplies(method(), FINLAND, "00100")).toBe(true);
    expect(methodApplies(method({ countryCodes: [], countryGroup: "non_nordic" }), FINLAND, null)).toBe(false);
    expect(methodApplies(method({ countryCodes: [], countryGroup: "non_nordic" }), { code: "de", isEuMember: true }, null)).toBe(true);
    expect(methodApplies(method({ postalPrefixes: ["00", "02"] }), FINLAND, "02100")).toBe(true);
    expect(methodApplies(method({ postalPrefixes: ["00", "02"] }), FINLAND, "33100")).toBe(false);
    expect(methodApplies(method({ postalPrefixes: ["00"] }), FINLAND, null)).toBe(false);
  });

  it("are free from the threshold; split delivery charges two parcels; repack has its own threshold", () => {
    expect(deliveryPrice(method(), 9_999, false)).toBe(690);
    expect(deliveryPrice(method(), 10_000, false)).toBe(0);
    expect(deliveryPrice(method(), 5_000, true)).toBe(1_380);
    expect(repackPrice(method(), 5_000, true)).toBe(300);
    expect(repackPrice(method(), 20_000, true)).toBe(0);
    expect(repackPrice(method(), 5_000, false)).toBe(0);
    expect(repackPrice(method({ repackCost: null }), 5_000, true)).toBe(0);
  });

  it("allow part delivery only for carts mixing stock and on-order lines, unless disabled", () => {
    expect(partDeliveryPossible("optional", [1, 14])).toBe(true);
    expect(partDeliveryPossible("optional", [1, 2])).toBe(false);
    expect(partDeliveryPossible("disabled", [1, 14])).toBe(false);
  });

  const at = (streetAddress: string, postalCode: string, city: string, latitude: number, longitude: number) => ({ streetAddress, postalCode, city, latitude, longitude });
  const stores = [
    { id: 1, slug: "helsinki-kamppi", name: "Kamppi", pikanouto: true, ...at("Kalevankatu 12", "00100", "Helsinki", 60.1683, 24.9321) },
    { id: 5, slug: "jyvaskyla", name: "Jyväskylä", pikanouto: false, ...at("Kauppakatu 30", "40100", "Jyväskylä", 62.2426, 25.7473) },
    { id: 2, slug: "espoo-tapiola", name: "Tapiola", pikanouto: true, ...at("Länsituulentie 4", "02100", "Espoo", 60.1757, 24.8049) },
  ];
  const cart: DeliveryCart = {
    merchandise: 5_000, shippingTimes: [1], skiBundle: false, split: false,
    demand: new Map([[7, 2]]),
    sellableAt: (variantId, storeId) => (variantId === 7 ? ({ 1: 2, 2: 1, 5: 9 } as Record<number, number>)[storeId] ?? 0 : 0),
  };

  it("offer express pickup only at stores holding every row", () => {
    const options = deliveryOptions([method({ id: 3, slug: "pikanouto", kind: "express_pickup", price: 0, stores })], FINLAND, "00100", cart, { addedDays: 0, now: helsinki("2026-06-15T08:00:00") });
    expect(options.map((o) => [o.storeSlug, o.available, o.reason?.key ?? null])).toEqual([
      ["helsinki-kamppi", true, null],
      ["espoo-tapiola", false, "express_unavailable"],
      ["jyvaskyla", false, "express_unavailable"],
    ]);
    expect(options[0]!.time).toEqual({ key: "express_ready_today", params: { hour: 11 } });
  });

  it("keep the shopper's available choice, else fall back to the first available option with the refusal", () => {
    const options = deliveryOptions(
      [method(), method({ id: 3, slug: "pikanouto", kind: "express_pickup", price: 0, stores, sortOrder: 2 })],
      FINLAND, "00100", cart, { addedDays: 0, now: helsinki("2026-06-15T08:00:00") },
    );
    expect(chooseDeliveryOption(options, { slug: "pikanouto", location: "helsinki-kamppi", express: true })).toMatchObject({ option: { storeSlug: "helsinki-kamppi" }, refused: null });
    expect(chooseDeliveryOption(options, { slug: "pikanouto", location: "espoo-tapiola", express: true })).toMatchObject({ option: { slug: "kotiin" }, refused: { key: "express_unavailable" } });
    expect(chooseDeliveryOption(options, { slug: "nope", location: null, express: false })).toMatchObject({ option: { slug: "kotiin" }, refused: { key: "delivery_method_unavailable" } });
    expect(chooseDeliveryOption(options, { slug: null, location: null, express: false })).toMatchObject({ option: { slug: "kotiin" }, refused: null });
  });

  it("list each pickup store once, nearest first from the shopper's postal area, with its distance", () => {
    const pickup = method({ id: 4, slug: "myymalanouto", kind: "store_pickup", name: "Nouto myymälästä", price: 0, stores });
    const from = (postcode: string | null) => deliveryOptions([pickup], FINLAND, postcode, cart, { addedDays: 0, now: helsinki("2026-06-15T08:00:00") });
    const jyvaskyla = from("40520");
    expect(jyvaskyla.map((o) => o.storeSlug)).toEqual(["jyvaskyla", "helsinki-kamppi", "espoo-tapiola"]);
    expect(jyvaskyla[0]).toMatchObject({ name: "Nouto myymälästä, Jyväskylä", methodName: "Nouto myymälästä", distanceKm: 1, store: { city: "Jyväskylä" } });
    expect(jyvaskyla[1]!.distanceKm).toBeGreaterThan(200);
    expect(from("02600").map((o) => o.storeSlug)).toEqual(["espoo-tapiola", "helsinki-kamppi", "jyvaskyla"]);
    // No postcode (or not a Finnish one): the method's own store order, no distances.
    expect(from(null).map((o) => [o.storeSlug, o.distanceKm])).toEqual([["helsinki-kamppi", null], ["jyvaskyla", null], ["espoo-tapiola", null]]);
    // Every store is its own option: the choice names one store and keeps it.
    const options = from("96200");
    for (const store of stores) expect(chooseDeliveryOption(options, { slug: "myymalanouto", location: store.slug, express: false }).option?.storeSlug).toBe(store.slug);
  });
});

describe("duties text numbers (spec 02 §9)", () => {
  it("UK VAT 20 % with a clearance fee of about 12 pounds, Swiss VAT 8.1 %, in the page language", () => {
    expect(DUTIES_RATES).toEqual({ ukVatPercent: 20, ukClearanceFeePounds: 12, swissVatPercent: 8.1 });
    expect(dutiesRateValues("fi")).toEqual({ ukVat: "20", ukFee: "12", chVat: "8,1" });
    expect(dutiesRateValues("en")).toEqual({ ukVat: "20", ukFee: "12", chVat: "8.1" });
  });
});
