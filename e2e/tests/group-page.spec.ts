// Product group page (spec 02 §2): breadcrumbs, heading, child groups and the product grid.
import { expect, test } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("a product group path renders the group page with its products", async ({ page, request }) => {
  const home = new HomePage(page);
  await home.goto();
  const group = home.groups.getByRole("link").first();
  const name = (await group.textContent())!.trim();
  const href = (await group.getAttribute("href"))!;
  await group.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // spec 02 §2: the title is the group's meta title, else its name.
  const [detail] = (await (await request.get(`/api/products/productgroup/?path=${encodeURIComponent(href)}&language=fi`)).json()) as { meta_title: string | null }[];
  await expect(page).toHaveTitle(`${detail!.meta_title || name} - Polku`);
  const crumbs = page.getByRole("navigation", { name: "Murupolku" });
  await expect(crumbs.getByRole("link", { name: "Etusivu" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByText(name)).toHaveAttribute("aria-current", "page");
  // The child groups as links, and the product grid with prices.
  await expect(page.getByRole("navigation", { name: "Alaryhmät" }).getByRole("link").first()).toHaveAttribute("href", new RegExp(`^${href}`));
  const products = page.getByRole("main").getByRole("article");
  await expect(products.first().getByTestId("price")).toBeVisible();
});

test("the rentle layout has no shop menu", async ({ page }) => {
  await gotoHydrated(page, "/rental/rentle/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Takaisin verkkokauppaan" })).toBeVisible();
});
