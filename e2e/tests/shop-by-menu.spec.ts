// Issue 12 "Filters out of sight": shopping by gender and activity from the menu. A main group's
// desktop panel and its mobile menu level link to the group's page filtered with the catalogue's
// own parameters (docs/storefront.md "Shop by gender and activity"); the page opens with the
// filter applied (its chip shown, fewer products matching).
import { expect, test, type Page } from "@playwright/test";
import { ProductGridPage } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

interface GroupNode {
  name: string;
  slug: string;
  path: string;
  shopBy?: { filter: string; values: { slug: string; name: string }[] }[];
}

async function groupWithGender(page: Page, language: string): Promise<GroupNode & { women: string }> {
  const { productGroups } = (await (await page.request.get(`/api/product-groups/?language=${language}`)).json()) as { productGroups: GroupNode[] };
  for (const group of productGroups) {
    const women = group.shopBy?.find((entry) => entry.filter === "sukupuoli")?.values.find((value) => value.slug === "naiset");
    if (women) return { ...group, women: women.name };
  }
  throw new Error("No main group lists genders");
}

async function expectFilteredByWomen(page: Page, path: string, chip: RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${path}/\\?sukupuoli=naiset$`));
  await expect(page.getByTestId("active-filters")).toContainText(chip);
}

test.describe("desktop", () => {
  test.use({ locale: "fi-FI", viewport: { width: 1366, height: 900 } });

  test("a main group's panel lists genders and activities, leading to the filtered group page", async ({ page }) => {
    const group = await groupWithGender(page, "fi");
    await gotoHydrated(page, "/");
    const button = page.getByRole("navigation", { name: "Tuoteryhmät" }).getByRole("button", { name: group.name, exact: true });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const shopBy = panel.getByTestId("shop-by");
    await expect(shopBy.getByRole("heading", { name: "Kenelle" })).toBeVisible();
    await shopBy.getByRole("link", { name: group.women, exact: true }).click();
    await expectFilteredByWomen(page, group.path, /Naiset/);
    const grid = new ProductGridPage(page);
    await grid.waitForFullList();
    const { matching, total } = await grid.counts();
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(total);
  });
});

test.describe("mobile", () => {
  test.use({ locale: "en-GB", viewport: { width: 390, height: 844 } });

  test("a main group's menu level lists genders in English, leading to the filtered group page", async ({ page }) => {
    const group = await groupWithGender(page, "en");
    await gotoHydrated(page, `/menu/${group.slug}/`);
    const shopBy = page.getByTestId("shop-by");
    await expect(shopBy.getByRole("heading", { name: "Shop by gender" })).toBeVisible();
    await shopBy.getByRole("link", { name: "Women", exact: true }).click();
    await expectFilteredByWomen(page, group.path, /Women/);
  });
});
