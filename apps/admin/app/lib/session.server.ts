// The back office's own login cookie (docs/admin.md "Login"): the staff user's token from
// POST /api/token/, kept HttpOnly under /admin/ with SameSite=Strict, so neither the storefront's
// scripts nor another site's forms can use it. It is sent to the API as the Bearer header.
export const ADMIN_COOKIE = "polku.admin";
export const LANGUAGE_COOKIE = "polku.admin.lang";

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{10,512}$/;

/** The Authorization header of the request's admin session, or null. */
export function authorizationOf(request: Request): string | null {
  const token = parseCookies(request.headers.get("cookie"))[ADMIN_COOKIE];
  return token && TOKEN.test(token) ? `Bearer ${token}` : null;
}

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  return [`${ADMIN_COOKIE}=${encodeURIComponent(token)}`, "Path=/admin/", "HttpOnly", "SameSite=Strict", `Max-Age=${Math.round(maxAgeSeconds)}`, ...(isSecure(request) ? ["Secure"] : [])].join("; ");
}

export function clearSessionCookie(request: Request): string {
  return [`${ADMIN_COOKIE}=`, "Path=/admin/", "HttpOnly", "SameSite=Strict", "Max-Age=0", ...(isSecure(request) ? ["Secure"] : [])].join("; ");
}

export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/admin/; SameSite=Lax; Max-Age=31536000`;
}
