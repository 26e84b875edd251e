// Product comparison (issue 12 "Beyond"; docs/product-page.md "Comparison"): two models chosen on
// their product pages, the bar with the count, /compare/ side by side with a property row, one
// removed; a fifth model refused. Finnish at 1366 px and English at 390 px; axe on /compare/.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

type Property = { slug: string; name: string; value: string };
type Model = { id: number; name: string; model_url: string; model_properties: Property[] };

/** Models of the clothing group with technical properties to compare, in the language asked. */
async function comparable(request: APIRequestContext, language: "fi" | "en", n: number): Promise<Model[]> {
  const { items } = await groupList(request, "vaatteet");
  const found: Model[] = [];
  for (const item of items.slice(0, 40)) {
    const fi = (await (await request.get(`/api/products/productmodel/${item.path}/?language=fi&taxAreaId=1`)).json()) as Model & { paths: Record<string, string> };
    const path = fi.paths[language];
    if (!path) continue;
    const model = language === "fi" ? fi : ((await (await request.get(`/api/products/productmodel/${path}/?language=${language}&taxAreaId=1`)).json()) as Model);
    if (model.model_properties.some((p) => !p.slug.startsWith("vu-") && p.value.trim() !== "")) found.push(model);
    if (found.length === n) break;
  }
  expect(found).toHaveLength(n);
  return found;
}

const texts = {
  fi: { toggle: (name: string) => `Vertaa: ${name}`, bar: "2 tuotetta vertailussa", open: "Vertaa tuotteita", title: "Tuotevertailu", remove: (name: string) => `Poista vertailusta: ${name}`, one: "1 tuote vertailussa", empty: "Vertailussa ei ole tuotteita" },
  en: { toggle: (name: string) => `Compare: ${name}`, bar: "2 products to compare", open: "Compare products", title: "Product comparison", remove: (name: string) => `Remove from comparison: ${name}`, one: "1 product to compare", empty: "There are no products to compare" },
};

for (const { language, width, height } of [
  { language: "fi" as const, width: 1366, height: 900 },
  { language: "en" as const, width: 390, height: 844 },
]) {
  test.describe(`${language} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: language === "fi" ? "fi-FI" : "en-GB" });

    test("two models compared side by side, one removed", async ({ page, context, request, baseURL }) => {
      const say = texts[language];
      if (language !== "fi") await setLocaleCookies(context, baseURL!, { language, country: "fi", currency: "eur" });
      const [a, b] = await comparable(request, language, 2);
      for (const model of [a!, b!]) {
        await gotoHydrated(page, model.model_url);
        const toggle = page.getByRole("button", { name: say.toggle(model.name) });
        await expect(toggle).toHaveAttribute("aria-pressed", "false");
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
      }
      const bar = page.getByTestId("compare-bar");
      await expect(bar).toContainText(say.bar);
      await bar.getByRole("link", { name: say.open }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/compare/");
      await expect(page.getByRole("heading", { level: 1, name: say.title })).toBeVisible();
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(2);
      await expect(table.getByRole("link", { name: a!.name, exact: true })).toBeVisible();
      await expect(table.getByRole("link", { name: b!.name, exact: true })).toBeVisible();
      // A technical property of the first model has its row.
      const property = a!.model_properties.find((p) => !p.slug.startsWith("vu-") && p.value.trim() !== "")!;
      await expect(table.getByRole("rowheader", { name: property.name }).first()).toBeVisible();

      // The table scrolls inside its own region: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

      await table.getByRole("button", { name: say.remove(a!.name) }).click();
      await expect(table.getByRole("columnheader")).toHaveCount(1);
      await expect(table.getByRole("link", { name: a!.name, exact: true })).toHaveCount(0);
      await expect(bar).toHaveCount(0); // the bar belongs to the product page
      await table.getByRole("button", { name: say.remove(b!.name) }).click();
      await expect(page.getByText(say.empty)).toBeVisible();
    });
  });
}

test.describe("the limit", () => {
  test.use({ locale: "fi-FI" });

  test("a fifth model is refused with a message", async ({ page, request }) => {
    const { items } = await groupList(request, "vaatteet");
    const chosen = items.slice(0, 4).map((item) => ({ id: item.id, name: item.name, paths: { fi: item.path } }));
    const fifth = items[4]!;
    await page.addInitScript((list) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("compareProducts", JSON.stringify(list));
      }
    }, chosen);
    await gotoHydrated(page, `/${fifth.path}/`);
    await expect(page.getByTestId("compare-bar")).toContainText("4 tuotetta vertailussa");
    const toggle = page.getByRole("button", { name: `Vertaa: ${fifth.name}` });
    await toggle.click();
    await expect(page.getByRole("status").filter({ hasText: "Voit verrata enintään 4 tuotetta" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    // Clearing empties the choice and the bar goes.
    await page.getByTestId("compare-bar").getByRole("button", { name: "Tyhjennä" }).click();
    await expect(page.getByTestId("compare-bar")).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  });
});
