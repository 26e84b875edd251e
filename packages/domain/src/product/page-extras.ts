// Product page display rules of the extra sections (spec 02 §2 info boxes, keyword links,
// translate toggle, sustainability, banners; §5 keyword links; §9 limits). Pure, so the server
// render and the browser show the same page.
import type { LanguageCode } from "../language-codes";

/** spec 02 §9: up to 4 banners on a product page. */
export const PRODUCT_PAGE_BANNERS_MAX = 4;
/** spec 02 §9: the banner image's dark overlay. */
export const BANNER_OVERLAY_OPACITY = 0.2;
/** spec 02 §9: a sustainable choice meets at least 3 of the 5 criteria. */
export const SUSTAINABLE_CRITERIA_MIN = 3;
/** The five criteria are properties whose slug starts with this (spec 02 §5 "vu-"). */
export const SUSTAINABILITY_CRITERION_PREFIX = "vu-";
/** The feature flag of the fast-delivery box (spec 02 §2). */
export const FAST_SHIPPING_FLAG = "fast_shipping_product_page";

export type KeywordLinkKind = "external" | "internal" | "none";

/** spec 02 §5: a keyword link is external if it contains "://", internal if it starts with "/". */
export function keywordLinkKind(url: string | null | undefined): KeywordLinkKind {
  const value = url?.trim() ?? "";
  if (value.includes("://")) return "external";
  if (value.startsWith("/")) return "internal";
  return "none";
}

export interface InfoBoxes {
  instalment: boolean;
  finnishOwned: boolean;
  fastDelivery: boolean;
}

/**
 * spec 02 §2 info boxes: the instalment message in every language but ru, and only when an
 * instalment method (Klarna) is configured for the country (docs/checkout.md "Promises"); the
 * Finnish-owned badge in fi; the fast-delivery box when delivering to Finland and the flag is on.
 */
export function infoBoxes(input: { language: LanguageCode; deliveryCountry: string; fastShippingFlag: boolean; secondHand?: boolean; instalmentsOffered: boolean }): InfoBoxes {
  return {
    instalment: input.language !== "ru" && input.instalmentsOffered,
    finnishOwned: input.language === "fi",
    // spec 02 §4: second-hand products have no delivery box.
    fastDelivery: input.deliveryCountry.toLowerCase() === "fi" && input.fastShippingFlag && !input.secondHand,
  };
}

export interface SustainabilityInput {
  slug: string;
  name: string;
  value: string;
}

/**
 * spec 02 §5, §9: the sustainability section shows when the model carries the
 * 'vastuullisemmin-ulkona' label and meets at least 3 of the 5 criteria; the criteria met are
 * listed. A label without enough criteria is not claimed.
 */
export function sustainability(properties: readonly SustainabilityInput[], labelSlug = "vastuullisemmin-ulkona"): { criteria: string[] } | null {
  const label = properties.find((p) => p.slug === labelSlug && p.value.trim() !== "");
  if (!label) return null;
  const criteria = properties.filter((p) => p.slug.startsWith(SUSTAINABILITY_CRITERION_PREFIX) && p.value.trim() !== "").map((p) => p.name);
  return criteria.length >= SUSTAINABLE_CRITERIA_MIN ? { criteria } : null;
}

export interface TranslatedFields {
  /** The source text the translation was made from, or null when the text is not machine-translated. */
  original: { language: LanguageCode; tagline: string; long_description_html: string } | null;
  /** The translation was entered or checked by hand: no toggle. */
  manual_input: boolean;
}

/**
 * spec 02 §2 translate toggle: offered for machine-translated texts only. With the general
 * setting auto_translations_disabled on, the page opens on the original text.
 */
export function translationToggle(fields: TranslatedFields | null | undefined, autoTranslationsDisabled: boolean): { offered: boolean; startWithOriginal: boolean } {
  const offered = Boolean(fields?.original) && !fields?.manual_input;
  return { offered, startWithOriginal: offered && autoTranslationsDisabled };
}

export interface KeywordRef {
  id: number;
  keyword: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * spec 02 §2: keywords in the description open the keyword popup. The first occurrence of each
 * keyword in the text of the HTML (not inside tags, links or buttons), as a whole word and in
 * any case, becomes `<button type="button" data-keyword-id="…">word</button>`; longer keywords
 * are matched first so "merino wool" wins over "wool".
 */
export function linkKeywords(html: string, keywords: readonly KeywordRef[], className = ""): string {
  const pending = [...keywords].filter((k) => k.keyword.trim() !== "").sort((a, b) => b.keyword.length - a.keyword.length);
  if (pending.length === 0) return html;
  const used = new Set<number>();
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((segment) => {
      if (segment.startsWith("<")) {
        const tag = /^<\s*(\/)?\s*(a|button)\b/i.exec(segment);
        if (tag) insideLink = Math.max(0, insideLink + (tag[1] ? -1 : 1));
        return segment;
      }
      if (insideLink > 0 || segment.trim() === "") return segment;
      let text = segment;
      const marks: string[] = [];
      for (const keyword of pending) {
        if (used.has(keyword.id)) continue;
        const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword.keyword.trim())}(?![\\p{L}\\p{N}])`, "iu");
        const match = pattern.exec(text);
        if (!match) continue;
        used.add(keyword.id);
        const classAttr = className ? ` class="${escapeHtml(className)}"` : "";
        marks.push(`<button type="button"${classAttr} data-keyword-id="${keyword.id}">${match[0]}</button>`);
        // A placeholder the later keywords cannot match inside.
        text = `${text.slice(0, match.index)}\uE000${marks.length - 1}\uE001${text.slice(match.index + match[0].length)}`;
      }
      return text.replace(/\uE000(\d+)\uE001/g, (_, i: string) => marks[Number(i)]!);
    })
    .join("");
}
