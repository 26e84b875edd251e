// Language and locale of a request (spec 01 §3 Config, §4 locale source order, §9 defaults).
// The language decides the dictionary and number format; the locale (delivery country and
// currency) decides prices and delivery. Both are resolved on the server first, so the first
// render is already right, and the browser reuses the same functions.
import { languageCodes, type LanguageCode } from "./language-codes";

export {
  canChangeLocale,
  nextConfigStatus,
  nextLoadStatus,
  shouldFetch,
  type ConfigEvent,
  type ConfigStatus,
  type LoadEvent,
  type LoadStatus,
} from "./load-status";
export {
  CURRENCY_COOKIE,
  DELIVERY_COUNTRY_COOKIE,
  GEOIP_COUNTRY_COOKIE,
  LANGUAGE_DEFAULTS,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  NO_LANGUAGE_DEFAULT,
  applyLocaleQuery,
  defaultsForLanguage,
  defaultsForRequest,
  needsLocaleByIp,
  normaliseCountryCode,
  normaliseCurrencyCode,
  resolveLocale,
  type LocaleCookies,
  type LocaleDefault,
  type LocaleQueryOverrides,
  type ResolvedLocale,
} from "./locale-source";

/** spec 01 §1: Finnish is the default and primary language. */
export const DEFAULT_LANGUAGE: LanguageCode = "fi";
/** spec 01 §3, §9: default tax area. */
export const DEFAULT_TAX_AREA_ID = 1;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (languageCodes as readonly string[]).includes(value);
}

/**
 * Picks the best supported language of an Accept-Language header (spec 01 §9): an exact match
 * scores 1, a match of the language part only ("sv-FI" for sv) 0.999, times the entry's q.
 * Ties go to the entry listed first. q=0 means "not acceptable"; "*" matches nothing.
 */
export function detectLanguage(
  acceptLanguage: string | null | undefined,
  supported: readonly LanguageCode[] = languageCodes,
): LanguageCode | null {
  let best: LanguageCode | null = null;
  let bestScore = 0;
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const [rawTag = "", ...params] = entry.split(";");
    const tag = rawTag.trim().toLowerCase();
    const q = qualityOf(params);
    if (tag === "" || tag === "*" || q <= 0) continue;
    for (const language of supported) {
      const match = tag === language ? 1 : tag.split("-")[0] === language ? 0.999 : 0;
      if (match * q > bestScore) {
        best = language;
        bestScore = match * q;
      }
    }
  }
  return best;
}

function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split("=").map((part) => part.trim());
    if (name?.toLowerCase() !== "q") continue;
    const q = Number(value);
    // An unreadable q is treated as "not acceptable" rather than as a top preference.
    return value !== undefined && value !== "" && Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
  }
  return 1;
}

/** The language a host serves (exact host name, port and letter case ignored), or null. */
export function languageForHost(host: string, hosts: Record<string, LanguageCode>): LanguageCode | null {
  const name = hostName(host);
  return Object.hasOwn(hosts, name) ? (hosts[name] ?? null) : null;
}

function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1); // IPv6 literal
  return trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
}

/** spec 01 §9: production hosts use the top-level domains com, fi, se, de, fr, ru per language. */
export function defaultProductionHosts(baseName: string): Record<string, LanguageCode> {
  const base = baseName.trim().toLowerCase();
  return {
    [`${base}.com`]: "en",
    [`${base}.fi`]: "fi",
    [`${base}.se`]: "sv",
    [`${base}.de`]: "de",
    [`${base}.fr`]: "fr",
    [`${base}.ru`]: "ru",
  };
}

/**
 * The language prefix of a path ("/sv/catalog/" -> sv, rest "/catalog/"), used where one host
 * serves every language (localhost). All six codes are recognised, so "/fi/x/" can be sent to
 * its canonical "/x/"; null when the path has no prefix (the page is in the default language).
 */
export function languageFromPath(pathname: string): { language: LanguageCode; rest: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLanguageCode(match[1])) return null;
  return { language: match[1], rest: match[2] ?? "/" };
}

/** The same page in another language: replaces or removes the prefix; fi has none. */
export function pathForLanguage(pathname: string, language: LanguageCode): string {
  const at = pathname.search(/[?#]/);
  const path = at === -1 ? pathname : pathname.slice(0, at);
  const suffix = at === -1 ? "" : pathname.slice(at);
  const rest = languageFromPath(path)?.rest ?? (path.startsWith("/") ? path : `/${path}`);
  return (language === DEFAULT_LANGUAGE ? rest : `/${language}${rest}`) + suffix;
}
