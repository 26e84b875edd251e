// Issue 12 "Filters out of sight": on desktop the filters stand in a column beside the grid; the
// applied filters show as chips, each removable, with 'Clear all'; on a phone the filter and sort
// bar stays in sight under the header while the shopper scrolls. Finnish and English.
import { expect, test, type Page } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const FI_GROUP = "/vaatteet/takit/";

const TEXTS = {
  fi: { column: "Rajaa tuotteita", brand: "Merkki", chips: "Valitut suodattimet", clearAll: "Tyhjennä kaikki", remove: "Poista suodatin", filter: /^Suodata/ },
  en: { column: "Filter products", brand: "Brand", chips: "Applied filters", clearAll: "Clear all", remove: "Remove filter", filter: /^Filter/ },
} as const;

async function englishGroupPath(page: Page): Promise<string> {
  const [group] = (await (await page.request.get("/api/products/productgroup/?path=vaatteet/takit&language=fi")).json()) as { id: number }[];
  type Node = { id: number; path: string; children: Node[] };
  const { productGroups } = (await (await page.request.get("/api/product-groups/?language=en")).json()) as { productGroups: Node[] };
  const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.id === group!.id ? n : find(n.children))).find(Boolean);
  return `/${find(productGroups)!.path.replace(/^\/+|\/+$/g, "")}/`;
}

test.describe.configure({ timeout: 90_000 });

for (const language of ["fi", "en"] as const) {
  const text = TEXTS[language];

  test.describe(`desktop 1366 (${language})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("the filters stand beside the grid; applied ones show as chips, removable one by one or all at once", async ({ page, baseURL }) => {
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const path = language === "fi" ? FI_GROUP : await englishGroupPath(page);
      await gotoHydrated(page, path);
      const column = page.getByRole("complementary", { name: text.column });
      await expect(column.getByRole("heading", { name: text.column })).toBeVisible();
      // Beside the grid, not above it.
      const grid = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") }).first();
      const [columnBox, gridBox] = [await column.boundingBox(), await grid.boundingBox()];
      expect(columnBox!.x + columnBox!.width).toBeLessThanOrEqual(gridBox!.x);
      expect(Math.abs(columnBox!.y - gridBox!.y)).toBeLessThan(300);

      const brands = column.locator("section").filter({ has: page.getByRole("heading", { name: new RegExp(`^${text.brand}`) }) });
      const toggle = brands.getByRole("button", { expanded: false });
      if (await toggle.count()) await toggle.first().click();
      const first = brands.getByRole("checkbox", { disabled: false, checked: false }).first();
      const brandName = ((await first.locator("xpath=ancestor::label").innerText()).split("(")[0] ?? "").trim();
      await first.check();
      await expect(page).toHaveURL(/[?&]manufacturer=/);

      const chips = page.getByRole("group", { name: text.chips });
      const chip = chips.getByRole("button", { name: `${text.remove} ${brandName}` });
      await expect(chip).toBeVisible();

      // A second filter, then one chip removed: the other stays.
      const second = brands.getByRole("checkbox", { disabled: false, checked: false }).first();
      await second.check();
      await expect(chips.getByRole("button", { name: new RegExp(`^${text.remove}`) })).toHaveCount(2);
      await chip.click();
      await expect(chips.getByRole("button", { name: new RegExp(`^${text.remove}`) })).toHaveCount(1);
      await expect(first).not.toBeChecked();

      await chips.getByRole("button", { name: text.clearAll }).click();
      await expect(chips).toHaveCount(0);
      await expect(page).not.toHaveURL(/manufacturer=/);
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    });
  });

  test.describe(`mobile 390 (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the filter and sort bar stays in sight while scrolling; the column is not shown", async ({ page, baseURL }) => {
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const path = language === "fi" ? FI_GROUP : await englishGroupPath(page);
      await gotoHydrated(page, path);
      await expect(page.getByRole("complementary", { name: text.column })).toBeHidden();
      const filter = page.getByRole("main").getByRole("button", { name: text.filter });
      await expect(filter).toBeVisible();
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      // Still on screen, just under the header.
      await expect(filter).toBeInViewport();
      const header = await page.locator("header").first().boundingBox();
      const box = await filter.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 2);
    });

    test("chips of the address's filters, with 'Clear all'", async ({ page, baseURL, request }) => {
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const path = language === "fi" ? FI_GROUP : await englishGroupPath(page);
      // A brand of the jackets.
      const { items } = await groupList(request, "vaatteet/takit");
      const { manufacturerSlug: slug, manufacturer: brandName } = items[0] as unknown as { manufacturerSlug: string; manufacturer: string };
      await gotoHydrated(page, `${path}?manufacturer=${slug}`);
      const chips = page.getByRole("group", { name: text.chips });
      await expect(chips.getByRole("button", { name: `${text.remove} ${brandName}` })).toBeVisible();
      await chips.getByRole("button", { name: text.clearAll }).click();
      await expect(page).not.toHaveURL(/manufacturer=/);
      await expect(chips).toHaveCount(0);
    });
  });
}
