import { describe, expect, it, vi } from "vitest";
import { ApiError, type ApiClient } from "./api";
import { forgetKnownCurrencies, resolveLanguage, resolveRequestLocale, type LocaleRequest } from "./locale.server";

const init = { currencyFormat: { code: "sek", symbol: "kr", decimals: 0 }, currencyRate: 11.5, deliveryCountryName: "Ruotsi", taxAreaId: 3, isEuMember: true };

function request(url: string, headers: Record<string, string> = {}, languageHosts: LocaleRequest["languageHosts"] = {}): LocaleRequest {
  return { url: new URL(url), headers: new Headers(headers), clientIp: "10.0.0.1", languageHosts };
}

function api(overrides: Partial<Pick<ApiClient, "localeByIp" | "initConfig">> = {}) {
  return {
    localeByIp: vi.fn(overrides.localeByIp ?? (async () => ({ country_code: "SE", currency: "SEK" }))),
    initConfig: vi.fn(overrides.initConfig ?? (async () => init)),
  };
}

const silent = () => {};

describe("resolveLanguage", () => {
  it("takes the production host's language first", () => {
    expect(resolveLanguage(request("https://polku.se/", { host: "polku.se", cookie: "so_language=fi" }, { "polku.se": "sv" }))).toBe("sv");
  });

  it("on localhost takes the so_language cookie, then Accept-Language, then fi", () => {
    expect(resolveLanguage(request("http://localhost/", { cookie: "so_language=de", "accept-language": "en" }))).toBe("de");
    expect(resolveLanguage(request("http://localhost/", { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5" }))).toBe("ru");
    expect(resolveLanguage(request("http://localhost/", { cookie: "so_language=xx", "accept-language": "ja" }))).toBe("fi");
  });
});

describe("resolveRequestLocale", () => {
  it("uses the cookies without asking locale-by-IP", async () => {
    const calls = api();
    const result = await resolveRequestLocale(request("http://localhost/", { cookie: "so_delivery_country_code=se; so_currency_code=sek" }), calls, silent);
    expect(calls.localeByIp).not.toHaveBeenCalled();
    expect(calls.initConfig).toHaveBeenCalledWith({ country: "se", currency: "sek", language: "fi" });
    expect(result).toMatchObject({ kind: "config", setCookies: [], config: { status: "DONE", deliveryCountryCode: "se", currencyCode: "sek", currencyRate: 11.5, taxAreaId: 3 } });
  });

  it("asks locale-by-IP without cookies, sends the client IP and stores the geo-IP country", async () => {
    const calls = api();
    const result = await resolveRequestLocale(request("http://localhost/"), calls, silent);
    expect(calls.localeByIp).toHaveBeenCalledWith("10.0.0.1");
    expect(result.kind === "config" && result.config).toMatchObject({ deliveryCountryCode: "se", currencyCode: "sek", geoIPCountryCode: "se" });
    expect(result.setCookies).toEqual([expect.stringMatching(/^so_geoip_country_code=se; Path=\/; SameSite=Lax; Max-Age=31536000$/)]);
  });

  it("falls back to the language defaults when locale-by-IP fails", async () => {
    const log = vi.fn();
    const calls = api({ localeByIp: async () => Promise.reject(new Error("down")) });
    await resolveRequestLocale(request("http://localhost/", { "accept-language": "sv" }), calls, log);
    expect(log).toHaveBeenCalledWith("Can't get locale by ip", expect.any(Error));
    expect(calls.initConfig).toHaveBeenCalledWith({ country: "se", currency: "sek", language: "sv" });
  });

  it("uses the language defaults without a log line when the address is simply unknown", async () => {
    const log = vi.fn();
    const calls = api({ localeByIp: async () => Promise.reject(new ApiError("/api/locale_by_ip/", 404, { code: "unknown_location" })) });
    await resolveRequestLocale(request("http://localhost/", { "accept-language": "de" }), calls, log);
    expect(log).not.toHaveBeenCalled();
    expect(calls.initConfig).toHaveBeenCalledWith({ country: "de", currency: "eur", language: "de" });
  });

  it("keeps status PENDING and euros at rate 1 when init-config fails and no rate is known", async () => {
    forgetKnownCurrencies();
    const calls = api({ initConfig: async () => Promise.reject(new Error("down")) });
    const result = await resolveRequestLocale(request("http://localhost/", { cookie: "so_language=en" }), calls, silent);
    expect(result.kind === "config" && result.config).toMatchObject({
      status: "PENDING",
      language: "en",
      deliveryCountryCode: "us",
      // without a known rate nothing can be converted: euros at rate 1, never euro amounts in dollars
      currencyCode: "eur",
      currencyRate: 1,
      taxAreaId: 1,
    });
  });

  it("prices a failed init-config in the language's default currency at its listed rate (sv → sek)", async () => {
    forgetKnownCurrencies();
    const localeOptions = vi.fn(async () => ({ deliveryCountries: [], currencies: [{ code: "eur", symbol: "€", rate: 1 }, { code: "sek", symbol: "kr", rate: 11.2 }] }));
    const calls = { ...api({ initConfig: async () => Promise.reject(new Error("down")) }), localeOptions };
    const result = await resolveRequestLocale(request("http://localhost/", { cookie: "so_language=sv" }), calls, silent);
    expect(result.kind === "config" && result.config).toMatchObject({
      status: "PENDING",
      language: "sv",
      deliveryCountryCode: "se",
      currencyCode: "sek",
      currencyFormat: { code: "sek", symbol: "kr", decimals: 0 },
      currencyRate: 11.2,
    });
  });

  it("remembers the rate init-config gave, for when it fails later", async () => {
    forgetKnownCurrencies();
    await resolveRequestLocale(request("http://localhost/", { cookie: "so_language=sv; so_delivery_country_code=se; so_currency_code=sek" }), api(), silent);
    const localeOptions = vi.fn(async () => Promise.reject(new Error("down too")));
    const calls = { ...api({ initConfig: async () => Promise.reject(new Error("down")) }), localeOptions };
    const result = await resolveRequestLocale(request("http://localhost/", { cookie: "so_language=sv" }), calls, silent);
    expect(result.kind === "config" && result.config).toMatchObject({ currencyCode: "sek", currencyRate: 11.5 });
    expect(localeOptions).not.toHaveBeenCalled();
  });

  it("turns ?delivery_country and ?currency into cookies and a redirect without them", async () => {
    const calls = api();
    const result = await resolveRequestLocale(request("https://localhost/menu/?x=1&delivery_country=DE&currency=eur#top"), calls, silent);
    expect(result).toEqual({
      kind: "redirect",
      location: "/menu/?x=1#top",
      setCookies: [
        "so_delivery_country_code=de; Path=/; SameSite=Lax; Max-Age=31536000; Secure",
        "so_currency_code=eur; Path=/; SameSite=Lax; Max-Age=31536000; Secure",
      ],
    });
    expect(calls.initConfig).not.toHaveBeenCalled();
  });
});

describe("addresses in every language (docs/content.md)", () => {
  const cookies = { cookie: "so_delivery_country_code=fi; so_currency_code=eur" };

  it("serves another language's address in that language, and / in the browser's", async () => {
    const pathLanguage = vi.fn(async (path: string) => (path === "/vaatteet/" ? ("fi" as const) : null));
    const finnish = await resolveRequestLocale({ ...request("http://localhost/vaatteet/", { ...cookies, "accept-language": "en-US" }), pathLanguage }, api(), silent);
    expect(finnish).toMatchObject({ kind: "config", config: { language: "fi" } });
    expect(pathLanguage).toHaveBeenCalledWith("/vaatteet/", "en");
    const root = await resolveRequestLocale({ ...request("http://localhost/", { ...cookies, "accept-language": "en-US" }), pathLanguage }, api(), silent);
    expect(root).toMatchObject({ kind: "config", config: { language: "en" } });
    await resolveRequestLocale({ ...request("http://localhost/checkout/", { ...cookies, "accept-language": "en-US" }), pathLanguage }, api(), silent);
    expect(pathLanguage).toHaveBeenCalledTimes(1);
  });

  it("moves to the address language's production host with the query, and a failing lookup changes nothing", async () => {
    const hosts = { "polku.se": "sv", "polku.fi": "fi" } as const;
    const moved = await resolveRequestLocale({ ...request("https://polku.se/vaatteet/?x=1", { ...cookies, host: "polku.se" }, hosts), pathLanguage: async () => "fi" }, api(), silent);
    expect(moved).toMatchObject({ kind: "redirect", location: "https://polku.fi/vaatteet/?x=1", status: 301 });
    const failed = await resolveRequestLocale({ ...request("http://localhost/vaatteet/", { ...cookies, "accept-language": "sv" }), pathLanguage: async () => Promise.reject(new Error("down")) }, api(), silent);
    expect(failed).toMatchObject({ kind: "config", config: { language: "sv" } });
  });
});
