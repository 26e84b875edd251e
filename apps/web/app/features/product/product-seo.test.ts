import type { ProductModel, ProductVariant } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { hreflangAlternates, productJsonLd } from "./product-seo";

const paths = { fi: "revontulo/kajo-takki", sv: "revontulo/kajo-jacka", en: "revontulo/kajo-jacket", de: "revontulo/kajo-jacke", fr: "revontulo/veste-kajo", ru: "revontulo/kurtka-kajo" };

describe("hreflangAlternates", () => {
  it("names every language's path on its own host, with Finnish as x-default", () => {
    const hosts = { "polku.fi": "fi", "polku.se": "sv", "polku.com": "en", "polku.de": "de", "polku.fr": "fr", "polku.ru": "ru" } as const;
    const links = hreflangAlternates({ paths, language: "sv", languageHosts: hosts, publicUrl: "https://polku.se" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "fi", href: "https://polku.fi/revontulo/kajo-takki/" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://polku.fi/revontulo/kajo-takki/" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ru", href: "https://polku.ru/revontulo/kurtka-kajo/" });
    expect(links.filter((l) => (l as { hrefLang: string }).hrefLang !== "x-default")).toHaveLength(6);
  });
  it("names only the page's own language on a single host", () => {
    const links = hreflangAlternates({ paths, language: "en", languageHosts: {}, publicUrl: "http://localhost:3000" });
    expect(links).toEqual([{ tagName: "link", rel: "alternate", hrefLang: "en", href: "http://localhost:3000/revontulo/kajo-jacket/" }]);
  });
});

describe("productJsonLd", () => {
  const variant = (active: number, inStock: boolean, onOrder = false) => ({ prices: { active }, inStock, onOrder, teksonumber: "6400000000017" }) as unknown as ProductVariant;
  const model = (over: Partial<ProductModel>) =>
    ({
      name: "Kajo takki",
      meta_description: "Kevyt kuoritakki",
      short_description: "",
      modelnumber: "RV-1",
      manufacturer: { name: "Revontulo", slug: "revontulo", image: null },
      prices: { active: 19990 },
      rating: 9,
      rating_count: 12,
      products: [variant(19990, false, true), variant(21990, true)],
      ...over,
    }) as unknown as ProductModel;

  it("gives a Product with the variants' price range, availability and the rating in stars", () => {
    const data = productJsonLd(model({}), { url: "https://polku.fi/x/", image: "https://polku.fi/i.jpg", currency: "EUR" });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Kajo takki",
      sku: "RV-1",
      gtin13: "6400000000017",
      brand: { name: "Revontulo" },
      image: ["https://polku.fi/i.jpg"],
      offers: { "@type": "AggregateOffer", lowPrice: "199.90", highPrice: "219.90", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.5", ratingCount: 12 },
    });
  });
  it("leaves the rating out without reviews and says when nothing can be had", () => {
    const data = productJsonLd(model({ rating: null, rating_count: 0, products: [variant(100, false)] }), { url: "u", image: null, currency: "EUR" });
    expect(data.aggregateRating).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect((data.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });
});
