// The back office's lists, discount codes and gift cards (docs/admin.md "Lists", "Codes and gift
// cards"): a list is searched, filtered, sorted and cleared from the keyboard; an admin creates
// a discount code (a wrong percentage refused in the page), finds it, deactivates it; issues a
// gift card, corrects its balance and reads its history; staff do not see these screens; staff
// open the transfer requests from the dashboard; axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import { ADMIN, type Account } from "../pages/login-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("a list is filtered, sorted and cleared from the keyboard", async ({ page }) => {
  await openAdminAs(page, STAFF, "/orders/");
  const main = page.getByRole("main");
  const filters = main.getByRole("search", { name: "Tilausten rajaus" });
  await filters.getByLabel("Tila", { exact: true }).focus();
  await filters.getByLabel("Tila", { exact: true }).selectOption({ label: "Peruttu" });
  await filters.getByLabel("Rivejä sivulla").selectOption("50");
  await filters.getByLabel("Numero, sähköposti tai nimi").press("Enter");
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page).toHaveURL(/per_page=50/);
  const rows = main.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("Peruttu");

  // A sort header is a link: Enter sorts, and the filter stays.
  await main.getByRole("link", { name: "Yhteensä" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sort=total/);
  await expect(main.getByRole("columnheader", { name: /Yhteensä/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(filters.getByLabel("Tila", { exact: true })).toHaveValue("cancelled");

  // Nothing matches: the list says so and offers the way back, which keeps the order.
  await filters.getByLabel("Numero, sähköposti tai nimi").fill("ei-tällaista-tilausta-ole");
  await filters.getByLabel("Numero, sähköposti tai nimi").press("Enter");
  await expect(main.getByRole("cell", { name: "Rajauksilla ei löytynyt mitään. Kokeile väljempiä rajauksia." })).toBeVisible();
  await main.getByRole("link", { name: "Tyhjennä rajaukset" }).press("Enter");
  await expect(page).toHaveURL(/\/admin\/orders\/\?sort=total$/);
  await expect(rows).not.toHaveCount(2);
  await expect(filters.getByLabel("Numero, sähköposti tai nimi")).toHaveValue("");
});

test("an admin creates a discount code, finds it and deactivates it", async ({ page }) => {
  test.setTimeout(90_000);
  const code = `E2E${Date.now() % 10_000_000}`;
  await openAdminAs(page, ADMIN, "/codes/");
  const main = page.getByRole("main");
  expect(await seriousViolations(page)).toEqual([]);
  await expect(main.getByRole("link", { name: "Uusi alennuskoodi" })).toHaveAttribute("href", "/admin/codes/new/");
  await gotoAdmin(page, "/codes/new/");
  await main.getByLabel("Koodi", { exact: true }).fill(code);
  await main.getByLabel("Alennuksen tyyppi").selectOption({ label: "Prosenttia" });
  const value = main.getByLabel("Alennus", { exact: true });
  await value.fill("120");
  await main.getByLabel("Käyttökertoja yhteensä").fill("100");
  await main.getByLabel("Käyttökertoja asiakasta kohden").fill("1");
  await main.getByRole("button", { name: "Luo koodi" }).click();
  // Over 100 % is refused in the page: nothing sent, the field says why and has the focus.
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(value).toBeFocused();
  await value.fill("12,5");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { level: 1, name: new RegExp(code) })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "Koodi luotu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("käytössä");
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByLabel("Käytössä", { exact: true }).uncheck();
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("pois käytöstä");

  await gotoAdmin(page, `/codes/?q=${code.toLowerCase()}`);
  const row = main.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("12,5 %");
  await expect(row).toContainText("pois käytöstä");
  await expect(row).toContainText("0 / 100");
});

test("an admin issues a gift card, corrects its balance and reads its history; staff do not see these screens", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openAdminAs(page, ADMIN, "/giftcards/");
  const main = page.getByRole("main");
  await main.getByLabel("Summa", { exact: true }).fill("25,00");
  await main.getByRole("button", { name: "Anna lahjakortti" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Lahjakortti annettu." })).toBeVisible();
  await expect(main.getByText(/Saldo:/)).toContainText("25,00");
  const cardUrl = page.url();

  const correction = main.getByLabel("Saldon korjaus");
  await correction.fill("-30,00");
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(correction).toHaveAttribute("aria-invalid", "true");
  await correction.fill("-5,00");
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await expect(main.getByText(/Saldo:/)).toContainText("20,00");
  const history = main.getByRole("region", { name: "Tapahtumat" }).getByRole("row");
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText("Korjaus");
  await expect(history.nth(2)).toContainText("Annettu");
  expect(await seriousViolations(page)).toEqual([]);
  await gotoAdmin(page, "/giftcards/");
  expect(await seriousViolations(page)).toEqual([]);
  expect(cardUrl).toMatch(/\/admin\/giftcards\/\d+\//);

  const staffContext = await browser.newContext({ locale: "fi-FI" });
  const staffPage = await staffContext.newPage();
  await openAdminAs(staffPage, STAFF);
  await expect(staffPage.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Lahjakortit" })).toHaveCount(0);
  // The error page is rendered on the server alone: no scripts to wait for.
  const response = await staffPage.goto(new URL(cardUrl).pathname);
  expect(response?.status()).toBe(403);
  await staffContext.close();
});

test("staff open the transfer requests from the dashboard and filter them", async ({ page }) => {
  await openAdminAs(page, STAFF, "/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: /avointa siirtopyyntöä/ }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Siirtopyynnöt" })).toBeVisible();
  // The demo day's request (docs/admin.md "Demo day") is open.
  const rows = main.getByRole("table").getByRole("row");
  await expect(rows.nth(1).getByRole("link", { name: /^P9/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("search").getByLabel("Tila", { exact: true }).selectOption({ label: "Valmiit (lähetetty tai peruttu)" });
  await main.getByRole("search").getByRole("button", { name: "Hae" }).click();
  await expect(page).toHaveURL(/open=false/);
  await expect(main.getByRole("heading", { level: 1, name: "Siirtopyynnöt" })).toBeVisible();
});
