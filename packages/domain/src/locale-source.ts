// Where the delivery country and currency come from (spec 01 §4): cookies, else the
// locale-by-IP call, else the language defaults (spec 01 §9); the query parameters
// delivery_country and currency override them once and are then removed from the address.
import type { LanguageCode } from "./language-codes";
import { buildQuery, parseQuery, type UrlLike } from "./query-string";

export interface LocaleDefault {
  country: string;
  currency: string;
}

/** spec 01 §9: delivery country and currency per language. */
export const LANGUAGE_DEFAULTS: Record<LanguageCode, LocaleDefault> = {
  fi: { country: "fi", currency: "eur" },
  sv: { country: "se", currency: "sek" },
  ru: { country: "fi", currency: "eur" },
  de: { country: "de", currency: "eur" },
  fr: { country: "fr", currency: "eur" },
  en: { country: "us", currency: "usd" },
};
/** spec 01 §9: with no language at all. */
export const NO_LANGUAGE_DEFAULT: LocaleDefault = { country: "us", currency: "usd" };

/** spec 01 §7: the locale cookies, kept 365 days. */
export const DELIVERY_COUNTRY_COOKIE = "so_delivery_country_code";
export const CURRENCY_COOKIE = "so_currency_code";
export const GEOIP_COUNTRY_COOKIE = "so_geoip_country_code";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function defaultsForLanguage(language: LanguageCode | null | undefined): LocaleDefault {
  return (language && LANGUAGE_DEFAULTS[language]) || NO_LANGUAGE_DEFAULT;
}

/** The currency of a region the shop sells in, for a browser language with that region (en-GB). */
const REGION_CURRENCIES: Record<string, string> = {
  gb: "gbp", ie: "eur", us: "usd", fi: "eur", se: "sek", no: "nok", dk: "dkk", ch: "chf", pl: "pln", cz: "czk",
  de: "eur", at: "eur", fr: "eur", be: "eur", nl: "eur", lu: "eur", es: "eur", it: "eur", pt: "eur", ee: "eur",
};

/**
 * The defaults for a request (issue 12): a browser language with a region the shop sells in
 * (Accept-Language "en-GB" for the page language en) names the country and its currency, so a
 * British visitor sees pounds and shipping to Great Britain, not dollars; otherwise the
 * language's defaults (spec 01 §9).
 */
export function defaultsForRequest(language: LanguageCode | null | undefined, acceptLanguage: string | null | undefined): LocaleDefault {
  if (language) {
    for (const entry of (acceptLanguage ?? "").split(",")) {
      const [tag = "", ...params] = entry.trim().split(";");
      if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
      const [primary, region] = tag.trim().toLowerCase().split("-");
      if (primary !== language || !region) continue;
      const currency = REGION_CURRENCIES[region];
      if (currency) return { country: region, currency };
    }
  }
  return defaultsForLanguage(language);
}

/** A two-letter country code, lower-cased, or null when the value is not one. */
export function normaliseCountryCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : null;
}

/** A three-letter currency code, lower-cased, or null when the value is not one. */
export function normaliseCurrencyCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toLowerCase();
  return /^[a-z]{3}$/.test(code) ? code : null;
}

export interface LocaleCookies {
  country?: string | null;
  currency?: string | null;
}

/** spec 01 §7: locale-by-IP is asked only when a country or currency cookie is missing. */
export function needsLocaleByIp(cookies: LocaleCookies): boolean {
  return normaliseCountryCode(cookies.country) === null || normaliseCurrencyCode(cookies.currency) === null;
}

export interface ResolvedLocale {
  country: string;
  currency: string;
  /** The least certain source used: "cookie" only when both values came from cookies. */
  source: "cookie" | "ip" | "default";
}

/**
 * spec 01 §4: each value comes from its cookie, else from the locale-by-IP answer, else from
 * the language defaults. Malformed values anywhere are skipped, never shown.
 */
export function resolveLocale(input: {
  cookies: LocaleCookies;
  byIp?: { country_code: string; currency: string } | null;
  language: LanguageCode | null | undefined;
  /** The browser's Accept-Language: a region there may name the defaults (defaultsForRequest). */
  acceptLanguage?: string | null;
}): ResolvedLocale {
  const defaults = defaultsForRequest(input.language, input.acceptLanguage);
  const countryFrom = firstOf(
    ["cookie", normaliseCountryCode(input.cookies.country)],
    ["ip", normaliseCountryCode(input.byIp?.country_code)],
    ["default", defaults.country],
  );
  const currencyFrom = firstOf(
    ["cookie", normaliseCurrencyCode(input.cookies.currency)],
    ["ip", normaliseCurrencyCode(input.byIp?.currency)],
    ["default", defaults.currency],
  );
  const sources = [countryFrom[0], currencyFrom[0]];
  const source = sources.includes("default") ? "default" : sources.includes("ip") ? "ip" : "cookie";
  return { country: countryFrom[1], currency: currencyFrom[1], source };
}

type Source = ResolvedLocale["source"];

function firstOf(
  cookie: [Source, string | null],
  ip: [Source, string | null],
  fallback: [Source, string],
): [Source, string] {
  if (cookie[1] !== null) return [cookie[0], cookie[1]];
  if (ip[1] !== null) return [ip[0], ip[1]];
  return fallback;
}

export interface LocaleQueryOverrides {
  country?: string;
  currency?: string;
  /** Path, query and hash without the two parameters; null when neither was present. */
  cleanedUrl: string | null;
}

const COUNTRY_PARAM = "delivery_country";
const CURRENCY_PARAM = "currency";

/**
 * spec 01 §4: ?delivery_country=se&currency=sek override the locale and are then removed from
 * the address. Invalid values are ignored but still removed. cleanedUrl is relative (path,
 * remaining query untouched, hash), fit for a redirect or history.replaceState without ever
 * pointing to another host.
 */
export function applyLocaleQuery(url: UrlLike): LocaleQueryOverrides {
  const pairs = parseQuery(url.search);
  const kept = pairs.filter((pair) => pair.key !== COUNTRY_PARAM && pair.key !== CURRENCY_PARAM);
  if (kept.length === pairs.length) return { cleanedUrl: null };
  // "//evil.com" as a path would make the relative address protocol-relative: keep one slash.
  const path = (url.pathname || "/").replace(/^[/\\]+/, "/");
  const result: LocaleQueryOverrides = { cleanedUrl: `${path}${buildQuery(kept)}${url.hash}` };
  // The last occurrence wins, as when a link appends its own value to an existing address.
  for (const pair of pairs) {
    const country = pair.key === COUNTRY_PARAM ? normaliseCountryCode(pair.value) : null;
    const currency = pair.key === CURRENCY_PARAM ? normaliseCurrencyCode(pair.value) : null;
    if (country) result.country = country;
    if (currency) result.currency = currency;
  }
  return result;
}
