// Page weight (docs/performance.md "Page weight"): the server-rendered HTML of the demo's page
// types within its budget (bench/lib/page-weight.ts, also held by `npm run bench`), and a
// catalogue page's HTML carries no checkout or account dictionary keys. Requests only, no browser.
import { expect, test } from "@playwright/test";
import { BUDGETS, kb, type PageType } from "../../bench/lib/page-weight";
import { groupList } from "../pages/product-grid-page";

const GROUP = "vaatteet/takit/kuoritakit";
const LOCALE = "so_delivery_country_code=fi; so_currency_code=eur; so_language=fi";
/** Keys only the checkout and the account flows say (apps/web/app/dictionaries/page-scopes.test.ts). */
const FOREIGN_KEYS = /\b(cart\.totals|cart\.delivery|cart\.codes|orders\.payment|legal|accountFlows)\.[\w.]+/;

test("the demo's pages stay within their HTML budgets", async ({ request }) => {
  const { items } = await groupList(request, GROUP);
  expect(items.length).toBeGreaterThan(0);
  const pages: [PageType, string][] = [
    ["home", "/"],
    ["group", `/${GROUP}/`],
    ["product", `/${items[0]!.path.replace(/^\/|\/$/g, "")}/`],
    ["cart", "/checkout/"],
    ["stores", "/stores/"],
    ["store", "/stores/helsinki-kamppi/"],
    ["faq", "/faq/"],
    ["experiences", "/experiences/"],
    ["experience", "/experiences/routakallio/"],
    ["experienceProducts", "/experiences/products/"],
  ];
  for (const [type, path] of pages) {
    const response = await request.get(path, { headers: { cookie: LOCALE } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(kb(Buffer.byteLength(html)), `${type} ${path}`).toBeLessThanOrEqual(BUDGETS[type].htmlKB!);
    if (type !== "cart") expect(html.match(FOREIGN_KEYS)?.[0] ?? null, `${type} ${path}`).toBeNull();
  }
});
