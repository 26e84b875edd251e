// Links inside static page HTML (spec 01 §2 "Static content page"; docs/content.md): a link
// starting with "/" navigates inside the app; an absolute link to the shop's own host becomes
// relative; anything else is an outside link.
export type ContentLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

export function classifyContentLink(href: string, ownHosts: readonly string[]): ContentLink {
  if (href.startsWith("/") && !href.startsWith("//")) return { kind: "internal", to: href };
  try {
    const url = new URL(href);
    if ((url.protocol === "http:" || url.protocol === "https:") && ownHosts.includes(url.host.toLowerCase())) {
      return { kind: "internal", to: `${url.pathname}${url.search}${url.hash}` };
    }
  } catch {
    // a relative link without a leading slash, a mailto: or a hash: left to the browser
  }
  return { kind: "external", href };
}

/** The first tab's address of a page with tabs; a tab slug starting with "/" is an absolute path. */
export function tabHref(pageSlug: string, tabSlug: string, nestedSlug?: string): string {
  if (tabSlug.startsWith("/")) return tabSlug.endsWith("/") ? tabSlug : `${tabSlug}/`;
  return nestedSlug ? `/${pageSlug}/${tabSlug}/${nestedSlug}/` : `/${pageSlug}/${tabSlug}/`;
}
