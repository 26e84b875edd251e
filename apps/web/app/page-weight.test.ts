// Page weight (docs/performance.md "Page weight"): the JavaScript each page type loads, from the
// client build's manifest, within its budget; a catalogue page loads no checkout, account or gift
// campaign route. Needs `npm run build` (CI builds before testing); skipped without a build.
// The HTML of the pages is held to its budget by e2e/tests/page-weight.spec.ts and `npm run bench`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS, javascriptPerPage, kb, readLazyChunks, readManifest, scriptsOfRoutes, type PageType } from "../../../bench/lib/page-weight";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const built = existsSync(path.join(clientDir, "assets"));
if (!built) console.warn(`page-weight.test.ts skipped: no client build at ${clientDir} (npm run build)`);

/** Routes whose code a catalogue page must not load. */
const FOREIGN = /^routes\/(checkout|order-|view-order|history|accounts\/|giftcampaign|gift-cards|returns|reclamation|staff-)/;

describe.skipIf(!built)("page weight of the client build", () => {
  const pages = built ? javascriptPerPage(clientDir) : {};

  it("keeps each page type's JavaScript, and its route's share, within its budget", () => {
    for (const [name, page] of Object.entries(pages)) {
      expect(kb(page.gzipBytes), `${name}: ${page.files} files`).toBeLessThanOrEqual(BUDGETS[name as PageType].jsGzipKB);
      expect(kb(page.routeGzipBytes), `${name}: route`).toBeLessThanOrEqual(BUDGETS[name as PageType].routeGzipKB);
    }
  });

  // docs/performance.md "zod off the browser": the API's answers are used as they come, the
  // stored cart and the messages are read by hand. A schema library (zod keeps `_zod` on every
  // schema, a name minifying leaves) or the ICU parser in a page's scripts is a regression.
  it("loads neither zod nor an ICU message parser on any page type", () => {
    for (const [name, page] of Object.entries(pages)) {
      const heavy = page.scripts.filter((script) => {
        const source = readFileSync(path.join(clientDir, script), "utf8");
        return source.includes("._zod") || source.includes("INVALID_ARGUMENT_TYPE") || source.includes("MALFORMED_ARGUMENT");
      });
      expect(heavy, name).toEqual([]);
    }
  });

  it("loads no checkout, account or gift campaign route on a catalogue page", () => {
    const manifest = readManifest(clientDir);
    const foreign = Object.entries(manifest.routes)
      .filter(([id]) => FOREIGN.test(id))
      .map(([, route]) => route.module)
      .filter((module): module is string => Boolean(module));
    expect(foreign.length).toBeGreaterThan(5);
    const lazy = readLazyChunks(clientDir);
    const kinds = ["features/catalogue/group-page.tsx", "features/catalogue/brand-page.tsx", "features/product/product-page.tsx"].map((view) => lazy[view] ?? []);
    for (const route of ["routes/home", "routes/slug-page", "routes/search"]) {
      const scripts = scriptsOfRoutes(manifest, ["root", route], route === "routes/slug-page" ? kinds : []);
      expect(scripts.filter((script) => foreign.includes(script)), route).toEqual([]);
    }
  });

  // docs/performance.md "Page kinds load their own code": a group page loads none of the product
  // page's own scripts, a product page none of the product list's.
  it("loads only its own page kind's code on a group or product page", () => {
    const lazy = readLazyChunks(clientDir);
    const group = lazy["features/catalogue/group-page.tsx"];
    const product = lazy["features/product/product-page.tsx"];
    expect(group?.length).toBeGreaterThan(0);
    expect(product?.length).toBeGreaterThan(0);
    const groupPage = pages.group?.scripts ?? [];
    const productPage = pages.product?.scripts ?? [];
    expect(product?.[0] && groupPage.includes(product[0])).toBe(false);
    expect(group?.[0] && productPage.includes(group[0])).toBe(false);
  });

  // A stylesheet that only a lazily loaded module imports would be missing from the server's HTML
  // (React Router names the stylesheets of a route's static imports only): every stylesheet the
  // page kinds' code asks for is already one of the route's (routes/slug-page.styles.ts).
  it("loads no stylesheet with a page kind's code that the server's HTML lacks", () => {
    const manifest = readManifest(clientDir);
    const route = manifest.routes["routes/slug-page"] as { module?: string; css?: string[] } | undefined;
    const rootCss = (manifest.routes.root as { css?: string[] } | undefined)?.css ?? [];
    const served = new Set([...rootCss, ...(route?.css ?? [])].map((href) => href.replace(/^\//, "").replace(/#$/, "")));
    const source = readFileSync(path.join(clientDir, route!.module!), "utf8");
    const asked = [...source.matchAll(/"(assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
    expect(served.size).toBeGreaterThan(rootCss.length);
    expect(asked.filter((href) => !served.has(href))).toEqual([]);
  });
});
