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
  NO_DECIMAL_CURRENCIES,
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
  /**
   * docs/content.md "Addresses in every language": the language whose addresses hold a path
   * that `language`'s do not (GET /api/route-language/); null when the path is `language`'s own
   * or nobody's. Unset: every page is served in the resolved language.
   */
  pathLanguage?: (path: string, language: LanguageCode) => Promise<LanguageCode | null>;
}

/** First segments of the app's own routes: their addresses are the same in every language. */
const FIXED_SEGMENTS = new Set([
  "accounts", "api", "ask", "checkout", "returns", "dev", "flags", "history", "manufacturers", "menu", "newest", "order", "pikanouto", "reclamation",
  "rental", "search", "service-products", "staff", "stores", "view-order", "wishlist", "giftcampaigns", "media", "assets", "builds",
  "campaigns", "faq", "bloggers",
]);

/** Whether a path may be another language's address (a product group, product or page). */
export function mayBeLocalisedPath(pathname: string): boolean {
  const first = pathname.split("/").filter(Boolean)[0];
  return first !== undefined && !FIXED_SEGMENTS.has(first) && !first.includes(".");
}

export type LocaleResolution =
  | { kind: "redirect"; location: string; setCookies: string[]; status?: number }
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
  api: Pick<ApiClient, "localeByIp" | "initConfig"> & Partial<Pick<ApiClient, "localeOptions">>,
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

  let language = resolveLanguage(request);
  // Addresses in every language (docs/content.md): Accept-Language or the cookie choose the
  // language of "/" only; another language's address is served in the address's language, and
  // on a production host it moves to that language's host.
  if (request.pathLanguage && mayBeLocalisedPath(request.url.pathname)) {
    const addressLanguage = await request.pathLanguage(request.url.pathname, language).catch((error: unknown) => {
      log("Failed to resolve the address language", error);
      return null;
    });
    if (addressLanguage) {
      const host = request.headers.get("host") ?? request.url.host;
      if (languageForHost(host, request.languageHosts)) {
        const target = Object.entries(request.languageHosts).find(([, l]) => l === addressLanguage)?.[0];
        if (target) return { kind: "redirect", location: `${request.url.protocol}//${target}${request.url.pathname}${request.url.search}`, setCookies, status: 301 };
      }
      language = addressLanguage;
    }
  }
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
    knownCurrencies.set(init.currencyFormat.code.toLowerCase(), { currencyFormat: init.currencyFormat, currencyRate: init.currencyRate });
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
    const currency = await defaultCurrency(language, api, log);
    return { kind: "config", setCookies, config: { ...fallbackConfig(language, currency), status, geoIPCountryCode } };
  }
}

/** A currency's format and rate as init-config last gave them in this process. */
type KnownCurrency = Pick<LocaleConfig, "currencyFormat" | "currencyRate">;
const knownCurrencies = new Map<string, KnownCurrency>();

/**
 * spec 01 §4, §9 (issue 17): the language's default currency (sv → sek, en → usd) when
 * init-config fails. Its rate is the one init-config last gave in this process, else the
 * currency list of /api/locale-options/; only when neither is known is it euro at rate 1, since
 * euro amounts printed with a krona sign would be wrong prices.
 */
async function defaultCurrency(language: LanguageCode, api: Partial<Pick<ApiClient, "localeOptions">>, log: Log): Promise<KnownCurrency | null> {
  const code = defaultsForLanguage(language).currency;
  if (code === "eur") return null;
  const known = knownCurrencies.get(code);
  if (known) return known;
  if (!api.localeOptions) return null;
  try {
    const listed = (await api.localeOptions(language)).currencies.find((c) => c.code.toLowerCase() === code);
    if (!listed || !(listed.rate > 0)) return null;
    return { currencyFormat: { code, symbol: listed.symbol, decimals: NO_DECIMAL_CURRENCIES.includes(code) ? 0 : 2 }, currencyRate: listed.rate };
  } catch (error) {
    log("locale-options failed too; prices in euros", error);
    return null;
  }
}

/** Forget the remembered currencies (tests). */
export function forgetKnownCurrencies(): void {
  knownCurrencies.clear();
}

/**
 * spec 01 §4, §8: without init-config the language defaults are used, priced in `currency` when
 * its rate is known (defaultCurrency), else in euros at rate 1; the browser retries init-config
 * (status PENDING).
 */
export function fallbackConfig(language: LanguageCode, known: KnownCurrency | null = null): Omit<LocaleConfig, "status" | "geoIPCountryCode"> {
  const defaults = defaultsForLanguage(language);
  const currency = known ? known.currencyFormat.code.toLowerCase() : "eur";
  return {
    language,
    deliveryCountryCode: defaults.country,
    currencyCode: currency,
    currencyFormat: known ? known.currencyFormat : { code: currency, symbol: currencySymbol(currency, language), decimals: 2 },
    currencyRate: known ? known.currencyRate : 1,
    deliveryCountryName: defaults.country.toUpperCase(),
    taxAreaId: DEFAULT_TAX_AREA_ID,
    isEuMember: true,
  };
}

function currencySymbol(currency: string, language: LanguageCode): string {
  const parts = new Intl.NumberFormat(localeForLanguage(language), { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency.toUpperCase();
}
