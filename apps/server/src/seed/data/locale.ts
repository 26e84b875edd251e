// Languages, currencies, tax areas and delivery countries (spec 01 §3 Config, §9; spec 02 §9).
import type { LanguageCode } from "../text";

export const LANGUAGES: { code: LanguageCode; name: string; locale: string }[] = [
  { code: "fi", name: "suomi", locale: "fi-FI" },
  { code: "sv", name: "svenska", locale: "sv-SE" },
  { code: "en", name: "English", locale: "en-US" },
  { code: "de", name: "Deutsch", locale: "de-DE" },
  { code: "fr", name: "français", locale: "fr-FR" },
  { code: "ru", name: "русский", locale: "ru-RU" },
];

/** Display rates per 1 EUR, fixed for the demo; decimals per spec 01 §9. */
export const CURRENCIES = [
  { code: "eur", symbol: "€", decimals: 2, rate: 1 },
  { code: "sek", symbol: "kr", decimals: 0, rate: 11.28 },
  { code: "nok", symbol: "kr", decimals: 0, rate: 11.62 },
  { code: "dkk", symbol: "kr", decimals: 0, rate: 7.46 },
  { code: "usd", symbol: "$", decimals: 2, rate: 1.08 },
  { code: "gbp", symbol: "£", decimals: 2, rate: 0.85 },
  { code: "chf", symbol: "CHF", decimals: 0, rate: 0.95 },
  { code: "pln", symbol: "zł", decimals: 0, rate: 4.31 },
  { code: "czk", symbol: "Kč", decimals: 0, rate: 25.2 },
  { code: "jpy", symbol: "¥", decimals: 0, rate: 162.4 },
  { code: "rub", symbol: "₽", decimals: 0, rate: 98.5 },
] as const;

/**
 * Tax areas (docs/demo-catalogue.md). Prices are stored per area with that area's VAT in
 * them; the export area is VAT-free. "EU other" stands in for the per-country OSS rates.
 */
export const TAX_AREAS = [
  { id: 1, slug: "fi", name: "Finland", vatBp: 2550, chargesVat: true },
  { id: 2, slug: "se", name: "Sweden", vatBp: 2500, chargesVat: true },
  { id: 3, slug: "de", name: "Germany", vatBp: 1900, chargesVat: true },
  { id: 4, slug: "eu", name: "EU other (OSS, 21 % average)", vatBp: 2100, chargesVat: true },
  { id: 5, slug: "export", name: "Export outside the EU VAT area", vatBp: 0, chargesVat: false },
] as const;
export type TaxAreaId = (typeof TAX_AREAS)[number]["id"];

/** spec 02 §9 default tax class 5: the general rate. */
export const TAX_CLASSES = [{ id: 5, name: "General rate" }];

const EU = "at be bg hr cy cz dk ee fi fr de gr hu ie it lv lt lu mt nl pl pt ro sk si es se".split(" ");
const EUROZONE = "at be hr cy ee fi fr de gr ie it lv lt lu mt nl pt sk si es".split(" ");
const OWN_CURRENCY: Record<string, string> = { se: "sek", no: "nok", dk: "dkk", pl: "pln", cz: "czk", ch: "chf", gb: "gbp", us: "usd", jp: "jpy", ru: "rub" };
const NORDIC = ["se", "no", "dk", "is", "ax", "fo"];
/** Outside the EU or its VAT territory; Åland is an EU member outside the VAT area. */
const NON_EU = "no is ch li gb us ca jp au nz kr sg hk ae il tr rs ua ax fo gl mx br za cl ad mc sm ru".split(" ");
/** Deliveries there are switched off for now (spec 02 §8 "This product is not shipped to..."). */
const DISABLED = new Set(["ru", "ua"]);

export interface CountrySeed {
  code: string;
  isEuMember: boolean;
  taxAreaId: TaxAreaId;
  defaultCurrency: string;
  isEnabled: boolean;
  days: [number, number];
  skiDays: [number, number];
}

function taxArea(code: string): TaxAreaId {
  if (code === "fi") return 1;
  if (code === "se") return 2;
  if (code === "de") return 3;
  return EU.includes(code) ? 4 : 5;
}

function days(code: string): [number, number] {
  if (code === "fi") return [1, 3];
  if (NORDIC.includes(code) || ["ee", "lv", "lt"].includes(code)) return [2, 5];
  if (EU.includes(code) || ["no", "ch", "gb", "li", "ad", "mc", "sm", "rs", "ua", "tr", "ru"].includes(code)) return [3, 7];
  return [5, 14];
}

/** 56 delivery countries (spec 02 §9: over 50), Finland first. */
export const COUNTRIES: CountrySeed[] = [...EU, ...NON_EU.filter((c) => !EU.includes(c))]
  .sort((a, b) => (a === "fi" ? -1 : b === "fi" ? 1 : a.localeCompare(b)))
  .map((code) => {
    const [start, end] = days(code);
    return {
      code,
      isEuMember: EU.includes(code) || code === "ax",
      taxAreaId: code === "ax" ? 5 : taxArea(code),
      defaultCurrency: OWN_CURRENCY[code] ?? (EUROZONE.includes(code) || EU.includes(code) || ["ax", "ad", "mc", "sm"].includes(code) ? "eur" : "usd"),
      isEnabled: !DISABLED.has(code),
      days: [start, end],
      // Ski bundles are mounted and adjusted before they leave (spec 02 §9).
      skiDays: [start + 2, end + 3],
    };
  });

/** Country names from the runtime's ICU data (full ICU ships with Node), in every language. */
export function countryName(code: string, language: LanguageCode): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code.toUpperCase();
}
