// The shop's promises (docs/checkout.md "Promises"): what banners, the cart and the product page
// may claim about delivery and payment, derived from the rules that apply them, never typed in.
import type { LanguageCode } from "../language-codes";
import { localeForLanguage } from "../money";
import type { CountryFacts, DeliveryDates, DeliveryMethodFacts } from "./delivery";
import { methodApplies } from "./delivery";

export interface FreeDeliveryPromise {
  /** Merchandise total after discounts from which the method is free, euro cents. */
  threshold: number;
  /** The method's name in the shopper's language. */
  methodName: string;
  methodSlug: string;
}

/**
 * The free-delivery promise for a country: the lowest free threshold among the methods that apply
 * to every postcode of the country and cost something below it. Null when no such method has a
 * threshold, so nothing may promise free delivery.
 */
export function freeDeliveryPromise(methods: readonly DeliveryMethodFacts[], country: Pick<CountryFacts, "code" | "isEuMember" | "isEnabled">): FreeDeliveryPromise | null {
  if (!country.isEnabled) return null;
  let best: FreeDeliveryPromise | null = null;
  for (const method of methods) {
    if (method.freeThreshold === null || method.price <= 0 || method.postalPrefixes.length > 0) continue;
    if (!methodApplies(method, country, null)) continue;
    if (!best || method.freeThreshold < best.threshold) best = { threshold: method.freeThreshold, methodName: method.name, methodSlug: method.slug };
  }
  return best;
}

/** A text with the `{freeDelivery}` token, filled with the threshold; null (not shown) when there is no promise. */
export const FREE_DELIVERY_TOKEN = "{freeDelivery}";

export function fillFreeDeliveryToken(text: string, formattedThreshold: string | null): string | null {
  if (!text.includes(FREE_DELIVERY_TOKEN)) return text;
  if (formattedThreshold === null) return null;
  return text.split(FREE_DELIVERY_TOKEN).join(formattedThreshold);
}

/** A YYYY-MM-DD date as a short weekday and date in the language ("pe 27.11.", "Fri 27/11"). */
export function formatDeliveryDate(isoDate: string, language: LanguageCode): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeForLanguage(language), { weekday: "short", day: "numeric", month: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A date range as the shopper reads it: one date when both ends are the same day. */
export function formatDeliveryDates(dates: DeliveryDates, language: LanguageCode): string {
  const from = formatDeliveryDate(dates.from, language);
  return dates.from === dates.to ? from : `${from}–${formatDeliveryDate(dates.to, language)}`;
}

/** The static pages a payment step links (seeded with these slugs, spec 02 §2: fi /sopimusehdot/). */
const LEGAL_PAGE_SLUGS: Record<"terms" | "privacy", Record<LanguageCode, string>> = {
  terms: { fi: "sopimusehdot", sv: "kopvillkor", en: "terms-of-service", de: "allgemeine-geschaftsbedingungen", fr: "conditions-generales-de-vente", ru: "usloviya-prodazhi" },
  privacy: { fi: "tietosuojaseloste", sv: "dataskydd", en: "privacy-policy", de: "datenschutz", fr: "confidentialite", ru: "konfidentsialnost" },
};

export interface LegalPageLinks {
  terms: string | null;
  privacy: string | null;
}

/**
 * The addresses of the terms and the privacy policy in the language (`/page/{slug}/`), each only
 * when the route-slugs answer lists its page, so a payment step never links a page that is not there.
 */
export function legalPageLinks(language: LanguageCode, staticPageSlugs: readonly string[]): LegalPageLinks {
  const listed = new Set(staticPageSlugs.map((slug) => slug.replace(/^\/+|\/+$/g, "").replace(/^page\//, "")));
  const link = (kind: "terms" | "privacy") => (listed.has(LEGAL_PAGE_SLUGS[kind][language]) ? `/page/${LEGAL_PAGE_SLUGS[kind][language]}/` : null);
  return { terms: link("terms"), privacy: link("privacy") };
}
