import { describe, expect, it } from "vitest";
import { distanceKm, postcodeLocation, roundedDistanceKm } from "./postcode-location";

describe("a shopper's place from a postcode", () => {
  it("is the postal area's town for a Finnish five-digit postcode, and unknown otherwise", () => {
    expect(postcodeLocation("fi", "00100")).toEqual({ latitude: 60.17, longitude: 24.94 });
    expect(postcodeLocation("FI", " 96200 ")).toEqual({ latitude: 66.5, longitude: 25.73 });
    for (const [country, code] of [["fi", "0010"], ["fi", "SW1A 1AA"], ["fi", ""], ["se", "11122"], ["fi", null]] as const) expect(postcodeLocation(country, code)).toBeNull();
  });

  it("covers every Finnish postal area", () => {
    for (let area = 0; area < 100; area++) expect(postcodeLocation("fi", `${String(area).padStart(2, "0")}100`)).not.toBeNull();
  });

  it("measures great-circle distance: Helsinki to Rovaniemi is about 700 km", () => {
    const helsinki = { latitude: 60.1699, longitude: 24.9384 };
    const rovaniemi = { latitude: 66.5039, longitude: 25.7294 };
    expect(distanceKm(helsinki, rovaniemi)).toBeGreaterThan(690);
    expect(distanceKm(helsinki, rovaniemi)).toBeLessThan(720);
    expect(distanceKm(helsinki, helsinki)).toBe(0);
    expect(roundedDistanceKm(helsinki, helsinki)).toBe(1);
    expect(roundedDistanceKm(null, helsinki)).toBeNull();
    expect(roundedDistanceKm(helsinki, { latitude: undefined, longitude: 25 })).toBeNull();
  });
});
