// Links inside static page HTML (spec 01 §2 "Static content page"; docs/content.md): a link
// starting with "/" navigates inside the app; an absolute link to the shop's own host becomes
// relative; anything else is an outside link.
export type ContentLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

export function classifyContentLink(href: string, ownHosts: readonly string[]): ContentLink {
  if (href.startsWith("/") && !href.startsWith("//")) return { kind: "internal", to: href };
  // The domain has no URL class: an absolute http(s) address is split by hand.
  const absolute = /^https?:\/\/([^/?#]+)([^#]*?)?(#.*)?$/i.exec(href);
  if (absolute && ownHosts.includes(absolute[1]!.toLowerCase())) {
    const rest = absolute[2] ?? "";
    return { kind: "internal", to: `${rest.startsWith("/") ? rest : `/${rest}`}${absolute[3] ?? ""}` };
  }
  return { kind: "external", href };
}

/** The first tab's address of a page with tabs; a tab slug starting with "/" is an absolute path. */
export function tabHref(pageSlug: string, tabSlug: string, nestedSlug?: string): string {
  if (tabSlug.startsWith("/")) return tabSlug.endsWith("/") ? tabSlug : `${tabSlug}/`;
  return nestedSlug ? `/${pageSlug}/${tabSlug}/${nestedSlug}/` : `/${pageSlug}/${tabSlug}/`;
}
