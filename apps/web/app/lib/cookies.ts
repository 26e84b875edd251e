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
