import { describe, expect, it } from "vitest";
import {
  applyLocaleQuery,
  CURRENCY_COOKIE,
  DELIVERY_COUNTRY_COOKIE,
  GEOIP_COUNTRY_COOKIE,
  LANGUAGE_DEFAULTS,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  NO_LANGUAGE_DEFAULT,
  needsLocaleByIp,
  resolveLocale,
  defaultsForRequest,
} from "./locale";
import { url } from "./test-support";

describe("language defaults (spec 01 §9)", () => {
  it("gives each language its delivery country and currency", () => {
    expect(LANGUAGE_DEFAULTS).toEqual({
      fi: { country: "fi", currency: "eur" },
      sv: { country: "se", currency: "sek" },
      ru: { country: "fi", currency: "eur" },
      de: { country: "de", currency: "eur" },
      fr: { country: "fr", currency: "eur" },
      en: { country: "us", currency: "usd" },
    });
    expect(NO_LANGUAGE_DEFAULT).toEqual({ country: "us", currency: "usd" });
  });

  it("names the locale cookies, kept 365 days (spec 01 §7)", () => {
    expect([DELIVERY_COUNTRY_COOKIE, CURRENCY_COOKIE, GEOIP_COUNTRY_COOKIE]).toEqual([
      "so_delivery_country_code",
      "so_currency_code",
      "so_geoip_country_code",
    ]);
    expect(LOCALE_COOKIE_MAX_AGE_DAYS).toBe(365);
  });
});

describe("resolveLocale (spec 01 §4 source order)", () => {
  const byIp = { country_code: "NO", currency: "NOK" };

  it("takes the cookies first", () => {
    expect(resolveLocale({ cookies: { country: "se", currency: "SEK" }, byIp, language: "fi" })).toEqual({
      country: "se",
      currency: "sek",
      source: "cookie",
    });
  });

  it("asks the IP answer when a cookie is missing", () => {
    expect(resolveLocale({ cookies: {}, byIp, language: "fi" })).toEqual({ country: "no", currency: "nok", source: "ip" });
    expect(resolveLocale({ cookies: { country: "de" }, byIp, language: "fi" })).toEqual({
      country: "de",
      currency: "nok",
      source: "ip",
    });
  });

  it("falls back to the language defaults", () => {
    expect(resolveLocale({ cookies: {}, byIp: null, language: "sv" })).toEqual({
      country: "se",
      currency: "sek",
      source: "default",
    });
    expect(resolveLocale({ cookies: {}, language: "ru" })).toMatchObject({ country: "fi", currency: "eur" });
    expect(resolveLocale({ cookies: {}, language: null })).toMatchObject({ country: "us", currency: "usd" });
  });

  it("skips malformed cookie and IP values", () => {
    expect(
      resolveLocale({ cookies: { country: "finland", currency: "€" }, byIp: { country_code: "", currency: "x" }, language: "de" }),
    ).toEqual({ country: "de", currency: "eur", source: "default" });
  });

  it("needs locale-by-IP only when a country or currency cookie is missing (spec 01 §7)", () => {
    expect(needsLocaleByIp({ country: "fi", currency: "eur" })).toBe(false);
    expect(needsLocaleByIp({ country: "fi" })).toBe(true);
    expect(needsLocaleByIp({ currency: "eur" })).toBe(true);
    expect(needsLocaleByIp({ country: "fin", currency: "eur" })).toBe(true);
  });
});

describe("applyLocaleQuery (spec 01 §4)", () => {
  it("reads delivery_country and currency and removes them from the address", () => {
    expect(applyLocaleQuery(url("https://polku.fi/catalog/?delivery_country=SE&currency=sek"))).toEqual({
      country: "se",
      currency: "sek",
      cleanedUrl: "/catalog/",
    });
  });

  it("leaves the other parameters and the hash exactly as they were", () => {
    const result = applyLocaleQuery(url("https://polku.fi/search/?q=ski+boots&currency=usd&page=2#results"));
    expect(result).toEqual({ currency: "usd", cleanedUrl: "/search/?q=ski+boots&page=2#results" });
  });

  it("returns cleanedUrl null when neither parameter is present", () => {
    expect(applyLocaleQuery(url("https://polku.fi/catalog/?q=1"))).toEqual({ cleanedUrl: null });
  });

  it("ignores invalid values but still removes them", () => {
    expect(applyLocaleQuery(url("https://polku.fi/?delivery_country=sweden&currency=kr"))).toEqual({ cleanedUrl: "/" });
    expect(applyLocaleQuery(url("https://polku.fi/?currency="))).toEqual({ cleanedUrl: "/" });
  });

  it("uses the last value when a parameter repeats", () => {
    expect(applyLocaleQuery(url("https://polku.fi/?currency=eur&currency=sek")).currency).toBe("sek");
  });

  it("never produces a protocol-relative address", () => {
    const result = applyLocaleQuery({ pathname: "//evil.example/x", search: "?currency=eur", hash: "" });
    expect(result.cleanedUrl).toBe("/evil.example/x");
  });
});

describe("defaults from the browser's region (issue 12)", () => {
  it("prices an en-GB visitor in pounds for Great Britain, an en-US one in dollars", () => {
    expect(defaultsForRequest("en", "en-GB,en;q=0.9")).toEqual({ country: "gb", currency: "gbp" });
    expect(defaultsForRequest("en", "en-US,en;q=0.9")).toEqual({ country: "us", currency: "usd" });
    expect(defaultsForRequest("sv", "sv-FI")).toEqual({ country: "fi", currency: "eur" });
    expect(defaultsForRequest("en", "en")).toEqual({ country: "us", currency: "usd" });
    // A region of another language, or one refused with q=0, names nothing.
    expect(defaultsForRequest("en", "fi-FI,en;q=0.5")).toEqual({ country: "us", currency: "usd" });
    expect(defaultsForRequest("en", "en-GB;q=0,en")).toEqual({ country: "us", currency: "usd" });
  });

  it("gives way to cookies and the locale-by-IP answer", () => {
    expect(resolveLocale({ cookies: {}, byIp: null, language: "en", acceptLanguage: "en-GB" })).toMatchObject({ country: "gb", currency: "gbp", source: "default" });
    expect(resolveLocale({ cookies: { country: "fi", currency: "eur" }, language: "en", acceptLanguage: "en-GB" })).toMatchObject({ country: "fi", currency: "eur" });
  });
});
