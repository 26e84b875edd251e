// Route rules (spec 01 §2: "Route rules may force redirects; an external target causes a full
// page load"). Rules are data; matching is pure so the server and the storefront agree.

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RouteRule {
  /** Page path with leading and trailing slash, lower-case: "/talvikausi/". */
  from: string;
  /** A path of this shop ("/hiihto/") or an absolute http(s) URL. */
  to: string;
  statusCode: RedirectStatus;
}

/** The form rules are stored and matched in: lower-case, one leading and one trailing slash. */
export function normaliseRulePath(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/{2,}/g, "/").replace(/^\/|\/$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** A target must be a rooted path (not protocol-relative) or an http(s) URL. */
export function isValidRuleTarget(target: string): boolean {
  // An absolute URL needs a host and no whitespace (the domain has no URL class: ES2023 only).
  if (isExternalTarget(target)) return /^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#]\S*)?$/i.test(target);
  return target.startsWith("/") && !target.startsWith("//") && !target.includes("\\");
}

/**
 * The address to redirect a request to, or null. The request's query is kept unless the
 * target brings its own.
 */
export function redirectFor(rules: ReadonlyMap<string, RouteRule>, pathname: string, search: string): { location: string; statusCode: RedirectStatus } | null {
  const rule = rules.get(normaliseRulePath(pathname));
  if (!rule) return null;
  const keepQuery = search && search !== "?" && !rule.to.includes("?");
  return { location: keepQuery ? `${rule.to}${search}` : rule.to, statusCode: rule.statusCode };
}

/** A rule whose target is its own address would send the browser round in circles. */
export function isSelfRedirect(rule: RouteRule): boolean {
  if (isExternalTarget(rule.to)) return false;
  const [path = "/"] = rule.to.split(/[?#]/);
  return normaliseRulePath(path) === normaliseRulePath(rule.from) && !rule.to.includes("?");
}

/** Rules by their `from` path; self-redirects are left out (they would loop). */
export function indexRules(rules: readonly RouteRule[]): Map<string, RouteRule> {
  return new Map(rules.filter((rule) => !isSelfRedirect(rule)).map((rule) => [normaliseRulePath(rule.from), rule]));
}
