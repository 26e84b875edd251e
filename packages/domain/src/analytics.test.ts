import { describe, expect, it } from "vitest";
import {
  ANALYTICS_CATEGORY_PRODUCTS,
  ANALYTICS_SEARCH_PRODUCTS,
  categoryPageEvent,
  createDataLayer,
  dynamicPageEvent,
  firstProducts,
  frontPageEvent,
  isValidGtmId,
  marketingReadyEvent,
  PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS,
  searchPageEvent,
  type AnalyticsProductSource,
} from "./analytics";

const products: AnalyticsProductSource[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Tuote ${index + 1}`,
  manufacturer: "Fjällräven",
  price: { active: 1990 + index, reference: 2990, type: "discount" as const },
}));

describe("isValidGtmId (spec 01 §5)", () => {
  it("accepts GTM- followed by letters and digits", () => {
    expect(isValidGtmId("GTM-AB12CD")).toBe(true);
    expect(isValidGtmId("GTM-abc123")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const id of ["", "GTM-", "gtm-AB12", "UA-1234", "GTM-AB 12", "GTM-AB12\"><script>", null, undefined]) {
      expect(isValidGtmId(id)).toBe(false);
    }
  });
});

describe("createDataLayer (spec 01 §5)", () => {
  it("pushes events to the tag manager's data layer", () => {
    const target = { dataLayer: [] as unknown[] };
    const layer = createDataLayer(target, "GTM-AB12");
    layer.push(frontPageEvent("fi"));
    expect(layer.enabled).toBe(true);
    expect(target.dataLayer).toEqual([{ event: "frontPage", pageType: "front", language: "fi" }]);
  });

  it("does nothing when the tag manager is missing or the id is invalid", () => {
    expect(() => createDataLayer(null, "GTM-AB12").push(frontPageEvent("fi"))).not.toThrow();
    const withoutLayer: { dataLayer?: unknown[] } = {};
    createDataLayer(withoutLayer, "GTM-AB12").push(frontPageEvent("fi"));
    expect(withoutLayer.dataLayer).toBeUndefined();
    const target = { dataLayer: [] as unknown[] };
    const layer = createDataLayer(target, "not-an-id");
    layer.push(frontPageEvent("fi"));
    expect(layer.enabled).toBe(false);
    expect(target.dataLayer).toEqual([]);
  });

  it("finds a data layer created after the app started", () => {
    const target: { dataLayer?: unknown[] } = {};
    const layer = createDataLayer(target, "GTM-AB12");
    target.dataLayer = [];
    layer.push(marketingReadyEvent("abc"));
    expect(target.dataLayer).toEqual([{ event: "marketingReady", hashedEmail: "abc" }]);
  });
});

describe("event products", () => {
  it("takes the first n items", () => {
    expect(firstProducts([1, 2, 3, 4], 3)).toEqual([1, 2, 3]);
    expect(firstProducts([1, 2], 5)).toEqual([1, 2]);
    expect(firstProducts([1, 2], -1)).toEqual([]);
  });

  it("sends the first 3 products with category events by default (spec 01 §9)", () => {
    const event = categoryPageEvent({ category: "Takit", products, language: "fi" });
    expect(ANALYTICS_CATEGORY_PRODUCTS).toBe(3);
    expect(event).toMatchObject({ event: "categoryPage", category: "Takit", language: "fi" });
    expect(event.products).toEqual([
      { id: 1, name: "Tuote 1", brand: "Fjällräven", price: 19.9, position: 1 },
      { id: 2, name: "Tuote 2", brand: "Fjällräven", price: 19.91, position: 2 },
      { id: 3, name: "Tuote 3", brand: "Fjällräven", price: 19.92, position: 3 },
    ]);
  });

  it("sends the first 10 from the product group page when asked (spec 02 §2)", () => {
    const event = categoryPageEvent({ category: "Takit", products, language: "fi", n: PRODUCT_GROUP_PAGE_ANALYTICS_PRODUCTS });
    expect(event.products).toHaveLength(10);
  });

  it("sends the first 5 results with search events (spec 01 §9)", () => {
    const event = searchPageEvent({ query: "sukset", products, resultCount: 12, language: "sv" });
    expect(ANALYTICS_SEARCH_PRODUCTS).toBe(5);
    expect(event).toMatchObject({ event: "searchPage", searchTerm: "sukset", resultCount: 12 });
    expect(event.products).toHaveLength(5);
  });
});

describe("dynamicPageEvent (spec 01 §7 dynamic page)", () => {
  it("names the content page's type, path, title and language, and its first 3 products when it lists some", () => {
    expect(dynamicPageEvent({ pageType: "store", path: "/stores/helsinki-kamppi/", title: "Helsinki Kamppi", language: "fi" })).toEqual({
      event: "dynamicPage", pageType: "store", pagePath: "/stores/helsinki-kamppi/", pageTitle: "Helsinki Kamppi", language: "fi",
    });
    const event = dynamicPageEvent({ pageType: "experience", path: "/experiences/revontulo/", title: "Revontulo", language: "en", products });
    expect(event.products).toHaveLength(ANALYTICS_CATEGORY_PRODUCTS);
    expect((event.products as { position: number; price: number }[])[0]).toMatchObject({ position: 1, price: 19.9 });
  });
});
