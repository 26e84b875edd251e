// Which dictionary scope a page belongs to (docs/storefront.md "The dictionary of a page"). The
// build groups the routes by the keys their modules use; the root loader sends the keys of the
// page's scope, and a client navigation to a page of another scope loads the root data again.
import { matchRoutes } from "react-router";
import { patterns, scopeOfPattern } from "virtual:page-messages";

const routes = patterns.map((path, index) => ({ path, id: String(index) }));
const fallback = scopeOfPattern[patterns.indexOf("/*")] ?? 0;

export function messageScope(pathname: string): number {
  const match = matchRoutes(routes, pathname)?.[0];
  return match ? (scopeOfPattern[Number(match.route.id)] ?? fallback) : fallback;
}
