// Brand index /manufacturers/ (spec 01 §2): every brand, grouped by first letter, linking to
// the brand's own page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

test("the brand index lists every brand under its letter and leads to the brand page", async ({ page, request }) => {
  const { brands } = (await (await request.get("/api/brands/")).json()) as { brands: { name: string; slug: string }[] };
  await gotoHydrated(page, "/manufacturers/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merkit");
  await expect(page).toHaveTitle("Merkit - Polku");
  await expect(page.getByText(`${brands.length} merkkiä aakkosjärjestyksessä`)).toBeVisible();

  const main = page.getByRole("main");
  const brandLinks = main.locator('section a[href^="/"]');
  await expect(brandLinks).toHaveCount(brands.length);
  const letters = page.getByRole("navigation", { name: "Merkit alkukirjaimen mukaan" }).getByRole("link");
  await expect(letters.first()).toHaveAttribute("href", /^#brands-/);

  const first = brands.slice().sort((a, b) => a.name.localeCompare(b.name, "fi"))[0]!;
  await main.getByRole("link", { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${first.slug}/$`));
});

test("the brand index has no serious accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/manufacturers/");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
