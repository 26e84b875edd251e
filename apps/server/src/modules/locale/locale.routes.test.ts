import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initConfigResponseSchema, localeByIpResponseSchema, localeOptionsResponseSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 10, env: { GEOIP_HEADER: "x-country" } });
});
afterAll(() => t?.close());

describe("GET /api/locale_by_ip/", () => {
  it("finds Sweden for an address of the built-in table and answers its currency", async () => {
    const res = await t.app.inject({ url: "/api/locale_by_ip/", remoteAddress: "198.51.100.7" });
    expect(res.statusCode).toBe(200);
    expect(localeByIpResponseSchema.parse(res.json())).toEqual({ country_code: "se", currency: "sek" });
  });
  it("takes the country from the trusted proxy header when configured", async () => {
    const res = await t.app.inject({ url: "/api/locale_by_ip/", headers: { "x-country": "DE" } });
    expect(res.json()).toEqual({ country_code: "de", currency: "eur" });
  });
  it("answers 404 when no country is known, so the storefront uses the language defaults", async () => {
    const res = await t.app.inject({ url: "/api/locale_by_ip/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "unknown_location" });
  });
});

describe("GET /api/init-config/", () => {
  it("defaults to Finland and euros", async () => {
    const body = initConfigResponseSchema.parse((await t.app.inject({ url: "/api/init-config/" })).json());
    expect(body).toMatchObject({ currencyRate: 1, taxAreaId: 1, isEuMember: true, deliveryCountryName: "Suomi" });
    expect(body.currencyFormat).toMatchObject({ code: "eur", symbol: "€", decimals: 2 });
  });
  it("answers the country name in the language and the rate of the currency", async () => {
    const res = await t.app.inject({ url: "/api/init-config/?delivery-country-code=SE&currency-code=SEK&language=en" });
    const body = initConfigResponseSchema.parse(res.json());
    expect(body.deliveryCountryName).toBe("Sweden");
    expect(body.currencyFormat).toMatchObject({ code: "sek", decimals: 0 });
    expect(body.currencyRate).toBeGreaterThan(5);
  });
  it("refuses malformed and unknown codes with field errors", async () => {
    const bad = await t.app.inject({ url: "/api/init-config/?delivery-country-code=finland&currency-code=e" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency-code", "delivery-country-code"]);
    const unknown = await t.app.inject({ url: "/api/init-config/?delivery-country-code=zz&currency-code=xxx" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors["delivery-country-code"][0]).toMatch(/zz/);
  });
});

describe("GET /api/locale-options/", () => {
  it("lists over 50 delivery countries and the currencies", async () => {
    const body = localeOptionsResponseSchema.parse((await t.app.inject({ url: "/api/locale-options/?language=fi" })).json());
    expect(body.deliveryCountries.length).toBeGreaterThan(50);
    expect(body.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(["eur", "sek", "nok", "usd"]));
  });
});
