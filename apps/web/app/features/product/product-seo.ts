// Search-engine data of the product page (spec 02 §2 SEO; docs/product-page.md "SEO"): hreflang
// alternates of the model's path per language, and schema.org Product / Offer / AggregateRating
// structured data. Canonical URL, title, description and the social image come from pageMeta.
import type { LanguageCode, ProductModel } from "@polku/domain";
import type { MetaDescriptor } from "react-router";

/**
 * One alternate per language the model has a path in, on the host serving that language
 * (LANGUAGE_HOSTS). A shop on one host keeps the language in a cookie, so a language's page has
 * no address of its own there: only the page's own language (and x-default) are named.
 */
export function hreflangAlternates(input: {
  paths: ProductModel["paths"];
  language: LanguageCode;
  languageHosts: Record<string, LanguageCode>;
  publicUrl: string;
}): MetaDescriptor[] {
  const base = new URL(input.publicUrl);
  const hostOf = (language: LanguageCode) => Object.entries(input.languageHosts).find(([, lang]) => lang === language)?.[0];
  const links: MetaDescriptor[] = [];
  for (const [language, path] of Object.entries(input.paths) as [LanguageCode, string][]) {
    const host = hostOf(language);
    if (!host && language !== input.language) continue;
    const href = new URL(`/${path}/`, host ? `${base.protocol}//${host}` : base).href;
    links.push({ tagName: "link", rel: "alternate", hrefLang: language, href });
    if (language === "fi") links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href });
  }
  return links;
}

const SCHEMA_AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  on_order: "https://schema.org/BackOrder",
  out_of_stock: "https://schema.org/OutOfStock",
} as const;

/** schema.org Product with an AggregateOffer over the variants and the review rating (stars = rating / 2). */
export function productJsonLd(model: ProductModel, input: { url: string; image: string | null; currency: string }): Record<string, unknown> {
  const prices = model.products.length > 0 ? model.products.map((v) => v.prices.active) : [model.prices.active];
  const availability = model.products.some((v) => v.inStock) ? "in_stock" : model.products.some((v) => v.onOrder) ? "on_order" : "out_of_stock";
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: model.name,
    description: model.meta_description || model.short_description,
    sku: model.modelnumber,
    brand: { "@type": "Brand", name: model.manufacturer.name },
    url: input.url,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: input.currency,
      lowPrice: euros(Math.min(...prices)),
      highPrice: euros(Math.max(...prices)),
      offerCount: Math.max(1, model.products.length),
      availability: SCHEMA_AVAILABILITY[availability],
      url: input.url,
    },
  };
  if (input.image) data.image = [input.image];
  const gtin = model.products[0]?.teksonumber;
  if (gtin) data.gtin13 = gtin;
  if (model.rating !== null && model.rating_count > 0) {
    data.aggregateRating = { "@type": "AggregateRating", ratingValue: (model.rating / 2).toFixed(1), bestRating: "5", worstRating: "0", ratingCount: model.rating_count };
  }
  return data;
}
