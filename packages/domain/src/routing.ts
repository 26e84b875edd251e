// Route rules of the shell that are decided before any page code runs (spec 01 §2, §8, §9).
import { CHUNK_RELOAD_WINDOW_MS } from "./constants";

// Paths the storefront does not own: the API and uploaded media answer with or without slash.
const UNTOUCHED_PREFIXES = ["/api", "/media", "/.well-known"];
// A file name: a dot and an extension starting with a letter. "/tuote/x-ultra-4.0" is a product
// slug with a version number and still gets its slash; "/favicon.ico" and "/_payload.json" don't.
const FILE_LIKE = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * spec 01 §2: every route ends with a slash; a route without one is redirected to the slashed
 * form keeping the query. Returns the target (path + unchanged query), or null when the path is
 * already canonical or is not a page (a file, /api/, /media/).
 *
 * Runs of slashes (and backslashes, which browsers read as slashes) collapse to one, so the
 * target always starts with exactly one "/" and can never become "//evil.com" (open redirect).
 */
export function trailingSlashRedirect(pathname: string, search: string): string | null {
  const collapsed = `/${pathname}`.replace(/[/\\]+/g, "/");
  const lower = collapsed.toLowerCase();
  if (UNTOUCHED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return null;
  const lastSegment = collapsed.slice(collapsed.lastIndexOf("/") + 1);
  if (FILE_LIKE.test(lastSegment)) return null;
  const target = collapsed.endsWith("/") ? collapsed : `${collapsed}/`;
  if (target === pathname) return null;
  const query = search === "" || search.startsWith("?") ? search : `?${search}`;
  return `${target}${query}`;
}

const DANGEROUS_PROTOCOLS = ["javascript:", "data:", "vbscript:"];

/**
 * spec 01 §8: navigating to an external URL without the explicit external flag, or to a
 * dangerous protocol at all, is refused. Internal targets are paths ("/x/", "x/", "?q", "#h");
 * anything with a scheme, or protocol-relative ("//host", "/\host"), is external.
 */
export function isSafeNavigationTarget(href: string, opts: { external?: boolean } = {}): boolean {
  // Browsers drop leading/trailing controls and spaces and every tab or newline, so
  // "  java\nscript:" still runs: judge the string the browser will see.
  // eslint-disable-next-line no-control-regex
  const seen = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
  if (scheme !== undefined && DANGEROUS_PROTOCOLS.includes(`${scheme}:`)) return false;
  const external = scheme !== undefined || /^[/\\]{2}/.test(seen);
  return external ? opts.external === true : true;
}

const LOCAL_ORIGIN = "http://local.invalid";

/** WHATWG URL, present in browsers and Node; the domain package compiles without their libs. */
interface WhatwgUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}
declare const URL: new (input: string, base?: string) => WhatwgUrl;

/**
 * A path of this site to send a browser to after a login (docs/security.md "Redirects after
 * login"), normalised the way the browser will read it, or null. The check runs on the
 * normalised URL: `/..//evil.example/x` and `/.%2e/%2e%2e//evil.example` both normalise to a
 * path beginning with `//`, which a browser takes for another host. Control characters and
 * backslashes (`/\evil`, read as `//evil`) are refused outright.
 */
export function localRedirectPath(next: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  if (!next || !next.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: WhatwgUrl;
  try {
    url = new URL(next, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The result is read again as a URL by the browser: it must stay the same path there.
  return new URL(path, LOCAL_ORIGIN).origin === LOCAL_ORIGIN && !path.startsWith("//") ? path : null;
}

/**
 * spec 01 §8, §9: after a chunk-load failure the page reloads, at most once per path within
 * the window, so a broken deployment cannot put the browser in a reload loop. `lastReloads`
 * maps a path to the time of its last reload (ms); record the reload with {@link recordChunkReload}.
 */
export function shouldReloadAfterChunkError(
  lastReloads: Record<string, number>,
  path: string,
  now: number,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  const last = Object.hasOwn(lastReloads, path) ? lastReloads[path] : undefined;
  return last === undefined || !Number.isFinite(last) || now - last >= windowMs || now < last;
}

/** The reload record after reloading `path` at `now`; entries older than the window are dropped. */
export function recordChunkReload(
  lastReloads: Record<string, number>,
  path: string,
  now: number,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
): Record<string, number> {
  const kept = Object.entries(lastReloads).filter(([, at]) => now - at < windowMs && at <= now);
  return Object.fromEntries([...kept, [path, now]]);
}
