// Shared caching of anonymous pages (docs/performance.md "Step 5"): a page rendered for nobody in
// particular carries `Cache-Control` with `s-maxage` and `stale-while-revalidate`, so a CDN or a
// reverse proxy may serve it, and an ETag made from everything the page depends on: the
// storefront build, the catalogue, content and settings versions, the minute (the memo caches
// of reference data live a minute, and scheduled banners change without a version), the address
// and the request headers that choose the language, country and currency, and the grid size
// header (spec 02 §3). A matching
// If-None-Match is answered 304 before anything is rendered.
//
// Never shared: a request with the login cookie (a logged-in shopper's page is theirs alone), a
// request without the country and currency cookies (its locale comes from the visitor's IP
// address, which no shared cache keys by), an answer that sets a cookie, one that already says how to cache it (the root loader's
// `private, no-store`), and anything but a 200 HTML page.
import { createHash } from "node:crypto";
import { CURRENCY_COOKIE, DELIVERY_COUNTRY_COOKIE, GRID_SIZE_HEADER, needsLocaleByIp } from "@polku/domain";

export const AUTH_COOKIE = "so.auth";
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const MINUTE_MS = 60_000;
/** The request headers a shared page differs by. */
export const PAGE_VARY = "Cookie, Accept-Language, X-Grid-Size";

export interface PageCachingOptions {
  buildId: string;
  /** catalogue, content and settings versions (cache_versions), read at most once a second. */
  versions: () => Promise<readonly number[]>;
  now?: () => number;
}

export type PageHandler = (request: Request) => Promise<Response>;

function cookiesOf(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) out.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return out;
}

/** Whether the page is the same for everyone sending this request: no login, locale by cookie. */
function anonymousWithLocale(header: string | null): boolean {
  const cookies = cookiesOf(header);
  if (cookies.has(AUTH_COOKIE)) return false;
  return !needsLocaleByIp({ country: cookies.get(DELIVERY_COUNTRY_COOKIE), currency: cookies.get(CURRENCY_COOKIE) });
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

export function withPageCaching(handler: PageHandler, options: PageCachingOptions): PageHandler {
  const now = options.now ?? Date.now;
  return async (request) => {
    const method = request.method.toUpperCase();
    const cookie = request.headers.get("cookie");
    if ((method !== "GET" && method !== "HEAD") || !anonymousWithLocale(cookie)) return handler(request);
    const url = new URL(request.url);
    // Data requests of client navigation (`_.data`) are answered apart; only documents here.
    if (url.pathname.endsWith(".data")) return handler(request);
    let versions: readonly number[];
    try {
      versions = await options.versions();
    } catch {
      return handler(request);
    }
    const etag = `W/"${createHash("sha1")
      .update(JSON.stringify([options.buildId, versions, Math.floor(now() / MINUTE_MS), url.host, url.pathname, url.search, cookie ?? "", request.headers.get("accept-language") ?? "", request.headers.get(GRID_SIZE_HEADER) ?? ""]))
      .digest("base64url")}"`;
    if (matches(request.headers.get("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers: { etag, "cache-control": PAGE_CACHE_CONTROL, vary: PAGE_VARY } });
    }
    const response = await handler(request);
    const shareable =
      response.status === 200 &&
      (response.headers.get("content-type") ?? "").startsWith("text/html") &&
      !response.headers.has("cache-control") &&
      response.headers.getSetCookie().length === 0;
    if (!shareable) return response;
    response.headers.set("cache-control", PAGE_CACHE_CONTROL);
    response.headers.set("etag", etag);
    response.headers.set("vary", PAGE_VARY);
    return response;
  };
}
