// A new brand from the back office (docs/admin.md "Brands"): staff create it with a name and an
// address (its page's headings default to the name), the shop's own addresses are refused by the
// address field, and the brand's page answers in the shop at once.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "../pages/admin-page";
import type { Account } from "../pages/login-page";

test.use({ locale: "fi-FI" });

const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

test("staff create a brand whose page the shop shows at once; the shop's own addresses are refused", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  await logInAsStaff(page, STAFF, "/manufacturers/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Uusi merkki" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Uusi merkki" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await main.getByLabel("Nimi", { exact: true }).fill(`Kivikko ${tag}`);
  await main.getByLabel("Osoite", { exact: true }).fill("stores");
  await main.getByRole("button", { name: "Tallenna" }).click();
  // The address field says why, beside it (the server's check: /stores/ is the shop's own page).
  const address = main.getByLabel("Osoite", { exact: true });
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(main.locator(`#${await address.getAttribute("id")}-error`)).not.toBeEmpty();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await main.getByLabel("Osoite", { exact: true }).fill(`kivikko-${tag}`);
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manufacturers/kivikko-${tag}/\\?created=1$`));
  await expect(main.getByRole("heading", { level: 1, name: `Kivikko ${tag}` })).toBeVisible();

  const shop = await page.request.get(`${new URL(baseURL!).origin}/kivikko-${tag}/`);
  expect(shop.status()).toBe(200);
  expect(await shop.text()).toContain(`Kivikko ${tag}`);
});
