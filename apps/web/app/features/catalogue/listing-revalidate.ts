// shouldRevalidate for a route that renders a ProductListing: once the page's whole list is in
// the browser, a change of its query (sort, filters) is handled there and the loader is not
// asked again. `?shown=` (the 'Show more' link before the list has arrived) and a locale change
// always reload.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { localeChangePending } from "../locale/locale-changes";
import { hasFullList } from "./full-list-store";

export function listingShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (localeChangePending()) return true;
  if (currentUrl.pathname === nextUrl.pathname && !nextUrl.searchParams.has("shown") && hasFullList(nextUrl.pathname)) return false;
  return defaultShouldRevalidate;
}
