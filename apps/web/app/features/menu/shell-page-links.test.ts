// The back office refuses to delete a static page the shop's menu or footer links to
// (docs/admin.md "Deleting a page"), by the list SHELL_LINKED_PAGE_PATHS of the domain. This keeps
// that list whole: every fixed link of the menu and the footer is either an address of the app's
// own routes (below) or in the list.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHELL_LINKED_PAGE_PATHS } from "@polku/domain/admin/pages";
import { FIXED_SECTIONS } from "./fixed-entries";

/** Addresses the app's own routes answer (no static page behind them). */
const APP_ROUTES = new Set([
  "/ski-wizard/", "/shoe-wizard/", "/second-hand/", "/rental/", "/stores/", "/reclamation/", "/corporate-info-form/",
  "/corporate-newsletter/", "/forest-newsletter/", "/life-outdoors/", "/life-outdoors/tuotetestit/", "/life-outdoors/tapahtumat/",
  "/life-outdoors/blog/", "/campaigns/club-offers/", "/ask/", "/view-order/", "/catalog/", "/service-products/giftcards/", "/pikanouto/",
]);

describe("links of the menu and the footer", () => {
  it("are app routes or named in SHELL_LINKED_PAGE_PATHS", () => {
    const footer = readFileSync(new URL("../shell/footer.tsx", import.meta.url), "utf8");
    const footerLinks = [...footer.matchAll(/to="(\/[^"]*)"/g), ...footer.matchAll(/: "(\/[^"]+\/)"/g)].map((m) => m[1]!);
    const menuLinks = FIXED_SECTIONS.flatMap((section) => section.entries.map((entry) => entry.href));
    expect(footerLinks).toContain("/page/delivery/");
    expect(footerLinks).toContain("/tietoa-meista/");
    const missing = [...new Set([...footerLinks, ...menuLinks])].filter((path) => !APP_ROUTES.has(path) && !SHELL_LINKED_PAGE_PATHS.includes(path));
    expect(missing).toEqual([]);
  });
});
