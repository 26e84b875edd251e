// Rules of the editorial content (issue 14; docs/content.md "Life outdoors", "FAQ"): where a post
// lives, the order of the categories (general setting blog_category_order), paging, and the FAQ
// search. Pure: the server and the storefront use the same functions.
import type { PostKind } from "../api/editorial";
import { ANALYTICS_CATEGORY_PRODUCTS, toAnalyticsProducts, type AnalyticsEvent, type AnalyticsProductSource } from "../analytics";

/** The address of a post: a guide is /life-outdoors/{slug}/, a blog post /life-outdoors/blog/{slug}/. */
export function postPath(kind: PostKind, slug: string): string {
  return kind === "guide" ? `/life-outdoors/${slug}/` : `/life-outdoors/blog/${slug}/`;
}

/**
 * spec 01 §3 blog_category_order: a comma-separated list of category keys. Listed categories come
 * first in that order; the others follow by name in the page language. Unknown keys are ignored.
 */
export function orderCategories<T extends { key: string; name: string }>(categories: readonly T[], setting: string | undefined, locale: string): T[] {
  const order = (setting ?? "")
    .split(",")
    .map((key) => key.trim().toLowerCase())
    .filter(Boolean);
  const rank = (key: string) => {
    const index = order.indexOf(key.toLowerCase());
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const collator = new Intl.Collator(locale);
  return [...categories].sort((a, b) => rank(a.key) - rank(b.key) || collator.compare(a.name, b.name));
}

/** Pages of a list of `total` items, at least one (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Lower-case words of a search, accents kept (the texts are in six languages). */
export function faqWords(query: string): string[] {
  return query
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Plain text of HTML for searching (tags out, the common entities read). */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** A question matches when its question or answer holds every word of the search (as a prefix of a word). */
export function faqMatches(question: { question: string; answer: string }, query: string): boolean {
  const words = faqWords(query);
  if (words.length === 0) return true;
  const haystack = faqWords(`${question.question} ${plain(question.answer)}`);
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

/** spec 01 §7: the campaign page's analytics event with its first products. */
export function campaignPageEvent(input: { campaign: string; products: readonly AnalyticsProductSource[]; language: string }): AnalyticsEvent {
  return {
    event: "campaignPage",
    pageType: "campaign",
    campaign: input.campaign,
    language: input.language,
    products: toAnalyticsProducts(input.products, ANALYTICS_CATEGORY_PRODUCTS),
  };
}
