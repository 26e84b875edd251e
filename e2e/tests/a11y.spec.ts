// Accessibility: no serious or critical axe violations on the shell's pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home", async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await expect(home.productCards().first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("menu", async ({ page }) => {
      await gotoHydrated(page, "/menu/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("group page", async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await home.groups.getByRole("link").first().click();
      await expect(page.getByRole("navigation", { name: "Murupolku" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("filtered group grid with smaller cards", async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "grid_size", value: "extended", url: baseURL! }]);
      await gotoHydrated(page, "/vaatteet/takit/?color=punainen&sort=lowest");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /^Suodata \[/ })).toHaveAttribute("aria-busy", "false");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("404", async ({ page }) => {
      await gotoHydrated(page, "/no-such-page/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("the locale modal", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.localeButton().click();
  await expect(page.getByRole("dialog").getByRole("radio").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("skip link moves to the main content", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Siirry sisältöön" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
