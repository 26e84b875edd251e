// The back office's product groups and customers (docs/admin.md "Product groups, brands and size
// tables", "Customers"): a staff user renames a product group and the shop shows the new name at
// once; a wrong edit is refused in the page; the new screens, reached from the storefront's
// "Open in admin" addresses, pass axe; a new size table is made, a wrong one refused in the page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import { ADMIN, type Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };
/** A leaf group no other browser test reads by name. */
const GROUP_PATH = "/vaatteet/housut/shortsit/";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("a staff user renames a product group and sees the new name in the shop at once", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-6);
  await openAdminAs(page, STAFF, "/productgroups/?q=shortsit");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Shortsit", exact: true }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Shortsit" })).toBeVisible();
  const name = main.getByLabel("Nimi (fi)");
  const original = await name.inputValue();

  // An empty name is refused in the page: nothing is sent, the field says why and has the focus.
  await name.fill("");
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();

  await name.fill(`Shortsit ${tag}`);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Shortsit ${tag}`);

  const shop = await page.context().newPage();
  await gotoHydrated(shop, GROUP_PATH);
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(`Shortsit ${tag}`);
  await shop.close();

  // The audit log has the change; then the demo name is put back.
  await main.getByRole("link", { name: "Tämän kohteen muutosloki" }).click();
  await expect(page.getByRole("main").getByRole("cell", { name: `Shortsit ${tag}` })).toBeVisible();
  await page.goBack();
  await page.getByRole("main").getByLabel("Nimi (fi)").fill(original);
  await page.getByRole("main").getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
});

// The screens in three tests of a few axe runs each: each run takes seconds on a busy machine.
test("the customer list and a customer's screen open and pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  await openAdminAs(page, ADMIN, "/customers/?q=jasen%40polku.example");
  const main = page.getByRole("main");
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "jasen@polku.example" }).click();
  await expect(main.getByRole("heading", { level: 2, name: "Tilaukset" })).toBeVisible();
  await expect(main.getByRole("checkbox", { name: /Ylläpitäjä/ })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the group, brand and size table screens open and pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await openAdminAs(page, ADMIN, "/productgroups/");
  const main = page.getByRole("main");
  for (const path of ["/productgroups/", "/manufacturers/", "/sizetables/", "/sizetables/1/", "/productgroups/1/"]) {
    await gotoAdmin(page, path);
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await gotoAdmin(page, "/manufacturers/");
  await main.getByRole("cell").getByRole("link").first().click();
  await expect(main.getByLabel("Merkkisivun otsikko (fi)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the review list and a review's screen open and pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  await openAdminAs(page, ADMIN, "/reviews/");
  const main = page.getByRole("main");
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: /^Käsittele:/ }).first().click();
  await expect(main.getByLabel("Kaupan vastaus")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a staff user creates a size table; rows that do not match the sizes are refused in the page", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Kengät E2E ${Date.now() % 1_000_000}`;
  await openAdminAs(page, STAFF, "/sizetables/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Uusi kokotaulukko" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Uusi kokotaulukko" })).toBeVisible();
  await main.getByLabel("Koot", { exact: true }).fill("36, 37, 38");
  const values = main.getByLabel("Arvot (1)");
  await values.fill("23, 24");
  await main.getByLabel("Yksikkö (1)").fill("cm");
  for (const [l, text] of [["fi", "Jalan pituus"], ["sv", "Fotlängd"], ["en", "Foot length"], ["de", "Fußlänge"], ["fr", "Longueur du pied"], ["ru", "Длина стопы"]] as const) {
    await main.getByLabel(`Rivin nimi (${l})`).fill(text);
  }
  for (const [tab, l] of [["Suomi", "fi"], ["Svenska", "sv"], ["English", "en"], ["Deutsch", "de"], ["Français", "fr"], ["Русский", "ru"]] as const) {
    await main.getByRole("tab", { name: tab }).click();
    await main.getByLabel(`Nimi (${l})`, { exact: true }).fill(`${name} ${l}`);
  }
  await main.getByRole("button", { name: "Luo kokotaulukko" }).click();
  // Two values for three sizes: nothing sent, the row says why and has the focus.
  await expect(values).toHaveAttribute("aria-invalid", "true");
  await expect(values).toBeFocused();
  await values.fill("23, 23.5, 24");
  await main.getByRole("button", { name: "Luo kokotaulukko" }).click();
  await expect(main.getByRole("heading", { level: 1, name: `${name} fi` })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "Kokotaulukko luotu." })).toBeVisible();
  await expect(main.getByLabel("Koot", { exact: true })).toHaveValue("36, 37, 38");
  expect(await seriousViolations(page)).toEqual([]);
  await gotoAdmin(page, `/sizetables/?q=${encodeURIComponent(name)}`);
  await expect(main.getByRole("link", { name: `${name} fi` })).toBeVisible();
});
