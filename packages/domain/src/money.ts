// Money in one place (DESIGN.md "Money as integers, formatted in one place"; spec 01 §9, spec 02 §9).
// Every amount is integer minor units of the base currency (EUR cents). Display currencies are
// reached by multiplying with the currency rate from init-config; the formatted text is built
// here with an explicit locale so that the server render and the browser hydrate print the same.
import type { LanguageCode } from "./language-codes";

/** spec 01 §9: these currencies are shown without decimals (rounded). */
export const NO_DECIMAL_CURRENCIES: readonly string[] = ["chf", "czk", "dkk", "jpy", "pln", "rub", "sek", "nok"];

/** spec 01 §9: the default currency when none is given. */
export const DEFAULT_CURRENCY = "eur";

const LOCALES: Record<LanguageCode, string> = {
  fi: "fi-FI",
  en: "en-US",
  sv: "sv-SE",
  ru: "ru-RU",
  de: "de-DE",
  fr: "fr-FR",
};

/** spec 01 §9: the Intl locale used for numbers and prices of a page language. */
export function localeForLanguage(language: LanguageCode): string {
  return LOCALES[language] ?? LOCALES.fi;
}

/** Major units (euros) of an amount in minor units (cents). */
export function toMajor(amountMinor: number): number {
  return amountMinor / 100;
}

/**
 * Converts base-currency minor units to hundredths of the display currency (spec 02 §9: price
 * times currency rate), rounded half away from zero so that -x always shows as the mirror of x.
 * A missing or nonsensical rate (not a positive finite number) counts as 1: the price is then
 * shown unconverted rather than as zero.
 */
export function convertMinor(amountMinor: number, rate = 1): number {
  return roundHalfAwayFromZero(amountMinor * usableRate(rate));
}

function usableRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

function roundHalfAwayFromZero(value: number): number {
  // 12 significant digits absorb binary noise such as 1005 * 1.1 = 1105.4999999999998.
  const rounded = Math.sign(value) * Math.round(Number(Math.abs(value).toPrecision(12)));
  return rounded === 0 ? 0 : rounded; // never a negative zero, which Intl would print as "-0"
}

function normaliseCurrency(currencyCode: string | null | undefined): string {
  const code = (currencyCode ?? "").trim().toLowerCase();
  // Intl throws on anything but three letters; a broken cookie must not break the page.
  return /^[a-z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

// fi-FI and sv-SE print U+2212 MINUS SIGN, fr-FR U+202F NARROW NO-BREAK SPACE as grouping and
// other locales U+00A0. One output form keeps tests, snapshots and copy-paste stable.
const ANY_NO_BREAK_SPACE = /[\u00a0\u202f\u2007]/g;
const MINUS_SIGN = /\u2212/g;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, decimals: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}|${grouping}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Formats a price for display (spec 01 §9, spec 02 §9).
 *
 * - amount = minor / 100 times `rate` (default 1); currency code case-insensitive, default eur;
 * - chf, czk, dkk, jpy, pln, rub, sek, nok: no decimals (rounded);
 * - other currencies: 2 decimals, or none when the converted amount is a whole number;
 * - fi and sv pages: decimal comma and no thousands separator (spec 02 §9 "Euro format"); we
 *   apply it to every currency on those pages so that one page never mixes two number styles;
 * - output: every space is U+00A0 NO-BREAK SPACE (amount and symbol never wrap apart) and the
 *   minus is ASCII "-" in every language.
 *
 * A non-finite amount yields an empty string rather than "NaN €".
 */
export function formatPrice(
  amountMinor: number,
  currencyCode: string | null | undefined,
  language: LanguageCode,
  rate = 1,
): string {
  if (!Number.isFinite(amountMinor)) return "";
  const currency = normaliseCurrency(currencyCode);
  const noDecimals = NO_DECIMAL_CURRENCIES.includes(currency);
  // Round once, from the exact converted amount: 12.495 kr is 12 kr, not 12.50 then 13.
  const value = noDecimals
    ? roundHalfAwayFromZero(toMajor(amountMinor) * usableRate(rate))
    : convertMinor(amountMinor, rate) / 100;
  const decimals = noDecimals || Number.isInteger(value) ? 0 : 2;
  const grouping = language !== "fi" && language !== "sv";
  return formatter(localeForLanguage(language), currency, decimals, grouping)
    .format(value)
    .replace(ANY_NO_BREAK_SPACE, "\u00a0")
    .replace(MINUS_SIGN, "-");
}
