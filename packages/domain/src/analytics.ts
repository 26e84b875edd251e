// Tag-manager data layer (spec 01 §5, §7, §9; spec 02 §2). Events are plain objects built here
// so that their shape is tested once; pushing does nothing when the tag manager is absent,
// which is the normal case in development, tests and for visitors who block it.
import type { ProductListItem } from "./api/shell";
import { toMajor } from "./money";

/** spec 01 §9: category events carry the first 3 products, search events the first 5. */
export const ANALYTICS_CATEGORY_PRODUCTS = 3;
export const ANALYTICS_SEARCH_PRODUCTS = 5;
/** spec 02 §2: the product group page sends the first 10 products. */
export const PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS = 10;

/** spec 01 §5: "GTM-" followed by letters and digits. */
export function isValidGtmId(id: string | null | undefined): boolean {
  return typeof id === "string" && /^GTM-[A-Za-z0-9]+$/.test(id);
}

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

export interface DataLayer {
  /** True when events reach the tag manager. */
  readonly enabled: boolean;
  push(event: AnalyticsEvent): void;
}

/**
 * A data layer on `target` (the window in the browser). Inert when there is no target or the
 * id is invalid; the array is looked up at each push, because the tag-manager snippet may
 * create it after the app has started. Without a `dataLayer` array the push is dropped.
 */
export function createDataLayer(target: { dataLayer?: unknown[] } | null | undefined, gtmId: string | null | undefined): DataLayer {
  const enabled = target !== null && target !== undefined && isValidGtmId(gtmId);
  return {
    enabled,
    push(event) {
      const layer = enabled ? target?.dataLayer : undefined;
      if (Array.isArray(layer)) layer.push(event);
    },
  };
}

/** The first `n` items of a list (never negative, never more than there are). */
export function firstProducts<T>(list: readonly T[], n: number): T[] {
  return list.slice(0, Math.max(0, Math.floor(n)));
}

/** What the events need of a product; a ProductListItem fits. */
export type AnalyticsProductSource = Pick<ProductListItem, "id" | "name" | "manufacturer" | "price">;

export interface AnalyticsProduct {
  id: number;
  name: string;
  brand: string;
  /** Active price in euros (base currency), as the tag manager reports revenue. */
  price: number;
  /** 1-based place in the list. */
  position: number;
}

export function toAnalyticsProducts(list: readonly AnalyticsProductSource[], n: number): AnalyticsProduct[] {
  return firstProducts(list, n).map((product, index) => ({
    id: product.id,
    name: product.name,
    brand: product.manufacturer,
    price: toMajor(product.price.active),
    position: index + 1,
  }));
}

/** spec 01 §7: front page event. */
export function frontPageEvent(language: string): AnalyticsEvent {
  return { event: "frontPage", pageType: "front", language };
}

/** spec 01 §7, §9; spec 02 §2: category (product group) page with its first products. */
export function categoryPageEvent(input: {
  category: string;
  products: readonly AnalyticsProductSource[];
  language: string;
  n?: number;
}): AnalyticsEvent {
  return {
    event: "categoryPage",
    pageType: "category",
    category: input.category,
    language: input.language,
    products: toAnalyticsProducts(input.products, input.n ?? ANALYTICS_CATEGORY_PRODUCTS),
  };
}

/** spec 01 §7, §9: search page with the first 5 results. */
export function searchPageEvent(input: {
  query: string;
  products: readonly AnalyticsProductSource[];
  resultCount: number;
  language: string;
  n?: number;
}): AnalyticsEvent {
  return {
    event: "searchPage",
    pageType: "search",
    searchTerm: input.query,
    resultCount: input.resultCount,
    language: input.language,
    products: toAnalyticsProducts(input.products, input.n ?? ANALYTICS_SEARCH_PRODUCTS),
  };
}

/**
 * The kinds of page the dynamic-page event names (spec 01 §7 "dynamic page"): the content pages
 * of docs/content.md, each with its own value so the tag manager can tell them apart.
 */
export type DynamicPageType =
  | "static"
  | "tabs"
  | "stores"
  | "store"
  | "express-pickup"
  | "faq"
  | "life-outdoors"
  | "post"
  | "blogger"
  | "experiences"
  | "experience"
  | "experience-products"
  | "form"
  | "catalog"
  | "brands";

/**
 * spec 01 §7: a content page (static page, store, post, FAQ, experience, form…) with its path
 * and title, and the first products where the page lists some (category events' 3, spec 01 §9).
 */
export function dynamicPageEvent(input: {
  pageType: DynamicPageType;
  path: string;
  title: string;
  language: string;
  products?: readonly AnalyticsProductSource[];
}): AnalyticsEvent {
  return {
    event: "dynamicPage",
    pageType: input.pageType,
    pagePath: input.path,
    pageTitle: input.title,
    language: input.language,
    ...(input.products ? { products: toAnalyticsProducts(input.products, ANALYTICS_CATEGORY_PRODUCTS) } : {}),
  };
}

/** spec 01 §4: pushed once on first load when the user is logged in. */
export function marketingReadyEvent(hashedEmail: string | null): AnalyticsEvent {
  return { event: "marketingReady", hashedEmail };
}
