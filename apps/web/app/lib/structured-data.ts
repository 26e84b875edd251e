// schema.org data shared by page types (issue 14 "SEO"; docs/storefront.md): BreadcrumbList of a
// page's breadcrumbs, and the home page's Organization and WebSite with the search as SearchAction.
export function breadcrumbJsonLd(items: readonly { label: string; href: string }[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.label, item: new URL(item.href, publicUrl).href })),
  };
}

export function organizationJsonLd(input: { shopName: string; publicUrl: string; logo: string; email: string | null }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.shopName,
    url: new URL("/", input.publicUrl).href,
    logo: new URL(input.logo, input.publicUrl).href,
    ...(input.email ? { email: input.email } : {}),
  };
}

/** The shop's search (/search/?q=) as the sitelinks search box's target. */
export function websiteJsonLd(input: { shopName: string; publicUrl: string; language: string }) {
  const home = new URL("/", input.publicUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: input.shopName,
    url: home,
    inLanguage: input.language,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${new URL("/search/", input.publicUrl).href}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The shop's logo drawn by the media module (an emblem and the name; docs/data-model.md "Images"). */
export function shopLogoPath(shopName: string): string {
  const name = shopName.replace(/[^\p{L}\p{N} &.'’-]/gu, "").slice(0, 40) || "Polku";
  return `/media/logo/2f6b4f/${encodeURIComponent(name)}.png`;
}
