// The dictionary of a page (docs/storefront.md): each page gets the shell's keys and its route's,
// not the whole dictionary. These tests read the sources as the build does.
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { pageScopes, type RouteEntry } from "../../build-tools/message-usage";
import routes from "../routes";
import fi from "./fi";

const appDir = path.resolve(import.meta.dirname, "..");
const keys = Object.keys(fi);
const scopes = pageScopes(appDir, routes as RouteEntry[], keys);
const table = scopes.patterns.map((pattern, index) => ({ path: pattern, id: String(index) }));

function keysOf(pathname: string): string[] {
  const match = matchRoutes(table, pathname)?.[0];
  if (!match) throw new Error(`no route for ${pathname}`);
  return scopes.scopeKeys[scopes.scopeOfPattern[Number(match.route.id)]!]!;
}

/** Keys only checkout and its payment step say: totals, delivery choice, codes, terms. */
const CHECKOUT_ONLY = ["cart.totals.", "cart.delivery.", "cart.codes.", "cart.contact.", "orders.payment.", "legal."];

describe("the dictionary of a page", () => {
  it("has a scope for every route", () => {
    expect(scopes.patterns).toHaveLength(routes.length);
    expect(scopes.patterns).toContain("/");
    expect(scopes.patterns).toContain("/*");
  });

  it("gives every page the shell's keys", () => {
    for (const pathname of ["/", "/vaatteet/takit/", "/checkout/", "/accounts/login/", "/menu/"]) {
      expect(keysOf(pathname)).toEqual(expect.arrayContaining(["shell.skipToContent", "menu.title", "footer.stores", "error.notFound", "locale.title"]));
    }
  });

  it("gives a catalogue page no checkout keys, and the checkout its own", () => {
    for (const pathname of ["/", "/vaatteet/takit/kuoritakit/", "/vaatteet/takit/kuoritakit/some-jacket/", "/search/"]) {
      const page = keysOf(pathname);
      expect(page.filter((key) => CHECKOUT_ONLY.some((prefix) => key.startsWith(prefix))), pathname).toEqual([]);
      expect(page.filter((key) => key.startsWith("accountFlows.")), pathname).toEqual([]);
    }
    expect(keysOf("/checkout/").some((key) => key.startsWith("cart.totals."))).toBe(true);
    expect(keysOf("/checkout/payment/").some((key) => key.startsWith("orders.payment."))).toBe(true);
  });

  it("keeps each page well under the whole dictionary", () => {
    for (const pathname of ["/", "/vaatteet/takit/kuoritakit/", "/checkout/"]) {
      expect(keysOf(pathname).length, pathname).toBeLessThan(keys.length / 2);
    }
  });

  it("sends a page kind's own keys with its view, not in every slug page's root data", () => {
    const slugScope = keysOf("/vaatteet/takit/kuoritakit/");
    const product = scopes.viewKeys["features/product/product-page.tsx"]!;
    const group = scopes.viewKeys["features/catalogue/group-page.tsx"]!;
    expect(product.length).toBeGreaterThan(50);
    expect(group.length).toBeGreaterThan(0);
    // Neither in the route's scope (the root data) nor in the shell's.
    expect(product.filter((key) => slugScope.includes(key))).toEqual([]);
    expect(product).not.toContain("shell.skipToContent");
    // A group page gets none of the product page's reviews.
    expect([...slugScope, ...group].some((key) => key.startsWith("productPage.reviews."))).toBe(false);
    expect(product.some((key) => key.startsWith("productPage.reviews."))).toBe(true);
  });

  it("counts keys a page builds from a template", () => {
    // returns-page.tsx says t(`returns.status.${status}`): every status is the returns page's.
    const statuses = keys.filter((key) => key.startsWith("returns.status."));
    expect(statuses.length).toBeGreaterThan(0);
    expect(keysOf("/returns/")).toEqual(expect.arrayContaining(statuses));
  });
});
