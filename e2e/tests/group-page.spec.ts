// Group navigation page (spec 02 §2, minimal): breadcrumbs, heading, child groups, newest products.
import { expect, test } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("a product group path renders its navigation page", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const group = home.groups.getByRole("link").first();
  const name = (await group.textContent())!.trim();
  const href = (await group.getAttribute("href"))!;
  await group.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} - Polku`);
  const crumbs = page.getByRole("navigation", { name: "Murupolku" });
  await expect(crumbs.getByRole("link", { name: "Etusivu" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText(name)).toHaveAttribute("aria-current", "page");
  // Either products of the group or the honest empty state, never fake controls.
  const products = page.getByRole("main").getByRole("article");
  const empty = page.getByText("Tässä tuoteryhmässä ei ole juuri nyt uutuuksia.");
  await expect(products.first().or(empty)).toBeVisible();
});

test("the rentle layout has no shop menu", async ({ page }) => {
  await gotoHydrated(page, "/rental/rentle/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Takaisin verkkokauppaan" })).toBeVisible();
});
