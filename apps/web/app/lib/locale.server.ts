// Resolves language, delivery country and currency of a request (spec 01 §3, §4, §7, §9) so the
// first server render already shows prices in the right currency.
import {
  CURRENCY_COOKIE,
  DEFAULT_TAX_AREA_ID,
  DELIVERY_COUNTRY_COOKIE,
  GEOIP_COUNTRY_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  applyLocaleQuery,
  defaultsForLanguage,
  detectLanguage,
  isLanguageCode,
  languageForHost,
  localeForLanguage,
  needsLocaleByIp,
  nextConfigStatus,
  normaliseCountryCode,
  resolveLocale,
  type LanguageCode,
} from "@polku/domain";
import { ApiError, type ApiClient } from "./api";
import { parseCookies, serializeCookie } from "./cookies";
import { LANGUAGE_COOKIE, type LocaleConfig } from "./locale-config";

export interface LocaleRequest {
  url: URL;
  headers: Headers;
  clientIp: string;
  languageHosts: Record<string, LanguageCode>;
}

export type LocaleResolution =
  | { kind: "redirect"; location: string; setCookies: string[] }
  | { kind: "config"; config: LocaleConfig; setCookies: string[] };

type Log = (message: string, error?: unknown) => void;

/** The page language: production host, else cookie (localhost), else Accept-Language, else fi. */
export function resolveLanguage(request: Pick<LocaleRequest, "url" | "headers" | "languageHosts">): LanguageCode {
  const host = request.headers.get("host") ?? request.url.host;
  const byHost = languageForHost(host, request.languageHosts);
  if (byHost) return byHost;
  const cookie = parseCookies(request.headers.get("cookie"))[LANGUAGE_COOKIE];
  if (isLanguageCode(cookie)) return cookie;
  return detectLanguage(request.headers.get("accept-language")) ?? "fi";
}

export async function resolveRequestLocale(
  request: LocaleRequest,
  api: Pick<ApiClient, "localeByIp" | "initConfig">,
  log: Log = (message, error) => console.error(message, error),
): Promise<LocaleResolution> {
  const cookieOptions = { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS, secure: request.url.protocol === "https:" };
  const setCookies: string[] = [];

  // spec 01 §4: ?delivery_country= and ?currency= override once, then leave the address.
  const overrides = applyLocaleQuery(request.url);
  if (overrides.cleanedUrl !== null) {
    if (overrides.country) setCookies.push(serializeCookie(DELIVERY_COUNTRY_COOKIE, overrides.country, cookieOptions));
    if (overrides.currency) setCookies.push(serializeCookie(CURRENCY_COOKIE, overrides.currency, cookieOptions));
    return { kind: "redirect", location: overrides.cleanedUrl, setCookies };
  }

  const language = resolveLanguage(request);
  const cookies = parseCookies(request.headers.get("cookie"));
  const localeCookies = { country: cookies[DELIVERY_COUNTRY_COOKIE], currency: cookies[CURRENCY_COOKIE] };
  let geoIPCountryCode = normaliseCountryCode(cookies[GEOIP_COUNTRY_COOKIE]);

  let byIp: { country_code: string; currency: string } | null = null;
  if (needsLocaleByIp(localeCookies)) {
    try {
      byIp = await api.localeByIp(request.clientIp);
      const country = normaliseCountryCode(byIp.country_code);
      if (country) {
        geoIPCountryCode = country;
        setCookies.push(serializeCookie(GEOIP_COUNTRY_COOKIE, country, cookieOptions));
      }
    } catch (error) {
      // spec 01 §8: logged only. A 404 just means the address is in no table (every visitor
      // from localhost or an unlisted network): expected, so not worth a log line per page.
      if (!(error instanceof ApiError && error.status === 404)) log("Can't get locale by ip", error);
    }
  }

  const locale = resolveLocale({ cookies: localeCookies, byIp, language, acceptLanguage: request.headers.get("accept-language") });
  let status = nextConfigStatus("UNSET", "start");
  try {
    const init = await api.initConfig({ country: locale.country, currency: locale.currency, language });
    status = nextConfigStatus(status, "success");
    return {
      kind: "config",
      setCookies,
      config: {
        ...init,
        status,
        language,
        deliveryCountryCode: locale.country,
        currencyCode: locale.currency,
        geoIPCountryCode,
      },
    };
  } catch (error) {
    log("init-config failed; using the language defaults", error); // spec 01 §8
    status = nextConfigStatus(status, "failure");
    return { kind: "config", setCookies, config: { ...fallbackConfig(language), status, geoIPCountryCode } };
  }
}

/**
 * spec 01 §4, §8: without init-config the language defaults are used. Without a rate we cannot
 * convert, so a non-euro default currency (sek, usd) falls back to euro at rate 1 rather than
 * printing euro amounts with a krona sign; the browser retries init-config (status PENDING).
 */
export function fallbackConfig(language: LanguageCode): Omit<LocaleConfig, "status" | "geoIPCountryCode"> {
  const defaults = defaultsForLanguage(language);
  const currency = "eur";
  return {
    language,
    deliveryCountryCode: defaults.country,
    currencyCode: currency,
    currencyFormat: { code: currency, symbol: currencySymbol(currency, language), decimals: 2 },
    currencyRate: 1,
    deliveryCountryName: defaults.country.toUpperCase(),
    taxAreaId: DEFAULT_TAX_AREA_ID,
    isEuMember: true,
  };
}

function currencySymbol(currency: string, language: LanguageCode): string {
  const parts = new Intl.NumberFormat(localeForLanguage(language), { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency.toUpperCase();
}
