import { describe, expect, it } from "vitest";
import { addBusinessDays, deliveryDates } from "./delivery";
import { fillFreeDeliveryToken, freeDeliveryPromise, legalPageLinks } from "./promises";
import { FINLAND, method } from "./test-fixtures";

const SWEDEN = { ...FINLAND, code: "se" };
const GERMANY = { ...FINLAND, code: "de" };

describe("free delivery promise", () => {
  const methods = [
    method({ slug: "kotiin", name: "Kotiinkuljetus", price: 690, freeThreshold: 10_000 }),
    method({ id: 2, slug: "automaatti", kind: "parcel_locker", name: "Pakettiautomaatti", price: 490, freeThreshold: 6_000 }),
    method({ id: 3, slug: "nouto", kind: "store_pickup", name: "Nouto", price: 0, freeThreshold: null }),
    method({ id: 4, slug: "pohjoismaat", name: "Pohjoismaat", price: 1490, freeThreshold: 15_000, countryCodes: [], countryGroup: "nordic" }),
    method({ id: 5, slug: "helsinki", name: "Helsinki", price: 290, freeThreshold: 1_000, postalPrefixes: ["00"] }),
  ];

  it("is the lowest threshold of a paid method that serves the whole country", () => {
    expect(freeDeliveryPromise(methods, FINLAND)).toEqual({ threshold: 6_000, methodName: "Pakettiautomaatti", methodSlug: "automaatti" });
    expect(freeDeliveryPromise(methods, SWEDEN)).toEqual({ threshold: 15_000, methodName: "Pohjoismaat", methodSlug: "pohjoismaat" });
  });

  it("is null where no method has a threshold or the country is closed", () => {
    expect(freeDeliveryPromise(methods, GERMANY)).toBeNull();
    expect(freeDeliveryPromise(methods, { ...FINLAND, isEnabled: false })).toBeNull();
    expect(freeDeliveryPromise([method({ freeThreshold: null })], FINLAND)).toBeNull();
  });

  it("fills a text's token, and hides the text when there is nothing to promise", () => {
    expect(fillFreeDeliveryToken("Free delivery over {freeDelivery}", "€60.00")).toBe("Free delivery over €60.00");
    expect(fillFreeDeliveryToken("Free delivery over {freeDelivery}", null)).toBeNull();
    expect(fillFreeDeliveryToken("Club prices", null)).toBe("Club prices");
  });
});

describe("delivery dates", () => {
  it("counts business days from the order's Helsinki day, skipping the weekend", () => {
    expect(addBusinessDays("2026-11-26", 1)).toBe("2026-11-27"); // Thu -> Fri
    expect(addBusinessDays("2026-11-26", 2)).toBe("2026-11-30"); // Thu -> Mon
    expect(addBusinessDays("2026-11-27", 0)).toBe("2026-11-27");
    // Thursday 26.11.2026 07:00 in Helsinki: 1-3 business days is Fri 27.11. to Tue 1.12.
    expect(deliveryDates(new Date("2026-11-26T05:00:00Z"), { start: 1, end: 3 })).toEqual({ from: "2026-11-27", to: "2026-12-01" });
    // 23:30 UTC on Thursday is already Friday in Helsinki.
    expect(deliveryDates(new Date("2026-11-26T23:30:00Z"), { start: 1, end: 3 })).toEqual({ from: "2026-11-30", to: "2026-12-02" });
    // An order on Saturday counts from Monday.
    expect(deliveryDates(new Date("2026-11-28T10:00:00Z"), { start: 1, end: 1 })).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });
});

describe("legal page links", () => {
  it("links the terms and privacy pages of the language only when the route slugs list them", () => {
    expect(legalPageLinks("fi", ["sopimusehdot", "tietosuojaseloste", "tietoa-meista"])).toEqual({ terms: "/page/sopimusehdot/", privacy: "/page/tietosuojaseloste/" });
    expect(legalPageLinks("de", ["/allgemeine-geschaftsbedingungen/"])).toEqual({ terms: "/page/allgemeine-geschaftsbedingungen/", privacy: null });
    expect(legalPageLinks("en", ["sopimusehdot"])).toEqual({ terms: null, privacy: null });
  });
});
