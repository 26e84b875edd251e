// Plain-text cookies (the locale cookies are read by other tools too, so no signing or encoding
// beyond URI escaping). spec 01 §7: 365 days, path /, SameSite Lax.

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  maxAgeDays?: number;
  secure?: boolean;
}

const DAY_SECONDS = 86_400;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Browser only: sets a cookie the server will read on the next request. */
export function setBrowserCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, { ...options, secure: options.secure ?? location.protocol === "https:" });
}

export function readBrowserCookies(): Record<string, string> {
  return typeof document === "undefined" ? {} : parseCookies(document.cookie);
}

/** spec 01 §7: the customer's token as "<token_type> <access_token>" (e.g. "Bearer abc…"). */
export const AUTH_COOKIE = "so.auth";

const AUTH_VALUE = /^Bearer [A-Za-z0-9._~+/=-]{1,512}$/;

/** The Authorization header value kept in so.auth, or null when the cookie is missing or malformed. */
export function authorizationFromCookies(cookies: Record<string, string>): string | null {
  const value = cookies[AUTH_COOKIE];
  return value && AUTH_VALUE.test(value) ? value : null;
}

/** spec 01 §7: path /, SameSite Lax, Secure on https, expiring with the token (expires_in seconds). */
export function serializeAuthCookie(token: { token_type: string; access_token: string; expires_in: number }, secure: boolean): string {
  return serializeCookie(AUTH_COOKIE, `${token.token_type} ${token.access_token}`, { maxAgeDays: token.expires_in / DAY_SECONDS, secure });
}

/** Removes so.auth (logout, or a customer fetch the API refused: spec 01 §8). */
export function clearAuthCookie(secure: boolean): string {
  return serializeCookie(AUTH_COOKIE, "", { maxAgeDays: 0, secure });
}
