// The shop's canonical address (issue 12; docs/storefront.md "Canonical host"): with PUBLIC_URL
// set, a page asked for at another host (127.0.0.1 for localhost, a bare IP, an old domain) is
// sent to the same path at PUBLIC_URL's host, so the shopper's cart, cookies and the payment
// provider's return all live at one origin. Hosts of LANGUAGE_HOSTS are the shop's own too.

export interface CanonicalRequest {
  /** PUBLIC_URL when the shop sets it; null: every host is served as asked. */
  canonicalOrigin: string | null;
  /** The request's Host header (with its port). */
  host: string | null | undefined;
  /** Path and query, as asked. */
  path: string;
  /** Production hosts and their languages (LANGUAGE_HOSTS). */
  languageHosts?: Readonly<Record<string, string>>;
}

/** The address to redirect to, or null when the request is at a host of the shop. */
export function canonicalRedirect(request: CanonicalRequest): string | null {
  if (!request.canonicalOrigin || !request.host) return null;
  // The domain package has no URL class: an http(s) origin is its scheme and host[:port].
  const match = /^(https?):\/\/([^/?#\s]+)/i.exec(request.canonicalOrigin.trim());
  if (!match) return null;
  const canonical = { origin: `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}`, host: match[2]!.toLowerCase().replace(/:(80|443)$/, "") };
  const host = request.host.trim().toLowerCase();
  if (host === canonical.host || host.replace(/:(80|443)$/, "") === canonical.host) return null;
  const bare = host.replace(/:\d+$/, "");
  if (Object.keys(request.languageHosts ?? {}).some((known) => known.toLowerCase() === host || known.toLowerCase() === bare)) return null;
  const path = request.path.startsWith("/") ? request.path : `/${request.path}`;
  return `${canonical.origin}${path}`;
}

/** spec 01 §9: production hosts use the top-level domains com, fi, se, de, fr, ru per language. */
export const PRODUCTION_HOST_LANGUAGES = { com: "en", fi: "fi", se: "sv", de: "de", fr: "fr", ru: "ru" } as const;

/**
 * The default LANGUAGE_HOSTS (issue 17): when the shop's address is at one of the production
 * top-level domains (`https://www.polku.fi`), the same name at each of them is the shop in that
 * language (`www.polku.com` English, `www.polku.se` Swedish, …). Any other address: none.
 */
export function productionLanguageHosts(publicUrl: string): Record<string, (typeof PRODUCTION_HOST_LANGUAGES)[keyof typeof PRODUCTION_HOST_LANGUAGES]> {
  const host = /^https?:\/\/([^/?#:\s]+)/i.exec(publicUrl.trim())?.[1]?.toLowerCase();
  const match = host ? /^(.+)\.(com|fi|se|de|fr|ru)$/.exec(host) : null;
  if (!match || /^[\d.]+$/.test(host!)) return {};
  const name = match[1]!;
  return Object.fromEntries(Object.entries(PRODUCTION_HOST_LANGUAGES).map(([tld, language]) => [`${name}.${tld}`, language]));
}
