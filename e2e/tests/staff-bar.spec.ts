// The staff bar (spec 01 §3 "Admin context", §6; docs/accounts.md "Staff bar"): staff see the
// route and the page's model or group id with 'Open in admin' links on ADMIN_URL (the browser
// tests' server sets https://admin.polku.example), and can pick, keep and release a customer.
// Shoppers and guests get no bar and no admin address.
import { expect, test, type Page } from "@playwright/test";
import { logInTo } from "../pages/login-page";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const ADMIN_URL = "https://admin.polku.example";
const STAFF = { email: "myyja@polku.example", password: "polku-myyja-2025" };
const MEMBER = { email: "jasen@polku.example", password: "polku-jasen-2025" };
const GROUP = "vaatteet/takit";

const staffBar = (page: Page) => page.getByRole("complementary", { name: "Henkilökunnan työkalut" });

test("guests and customers get no staff bar and no admin address", async ({ page, request }) => {
  const { items } = await groupList(request, GROUP);
  const path = `/${items[0]!.path}/`;
  await gotoHydrated(page, path);
  await expect(staffBar(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(ADMIN_URL);

  await logInTo(page, MEMBER, path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(staffBar(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(ADMIN_URL);
});

test("staff see the route and the page's id with an 'Open in admin' link, rendered on the server", async ({ page, request }) => {
  const { id: groupId, items } = await groupList(request, GROUP);
  const modelId = items[0]!.id;
  const path = `/${items[0]!.path}/`;
  await logInTo(page, STAFF, path);

  const bar = staffBar(page);
  await expect(bar).toContainText(`Reitti: ${path}`);
  await expect(bar.getByText(`Tuote ${modelId}`, { exact: true })).toBeVisible();
  await expect(bar.getByRole("link", { name: `Avaa ylläpidossa: Tuote ${modelId}` })).toHaveAttribute("href", `${ADMIN_URL}/productmodels/${modelId}/`);
  // The server's render already names the model (the page's own request, with the staff login).
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`${ADMIN_URL}/productmodels/${modelId}/`);
  // The server renders the route as the browser has it, trailing slash included: the page
  // hydrates without a mismatch (React recovering from one remounts the whole page).
  expect(html).toContain(`<code>${path}</code>`);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, path);
  await expect(bar).toContainText(`Reitti: ${path}`);
  expect(errors).toEqual([]);

  await gotoHydrated(page, `/${GROUP}/`);
  await expect(bar).toContainText(`Reitti: /${GROUP}/`);
  await expect(bar.getByRole("link", { name: `Avaa ylläpidossa: Tuoteryhmä ${groupId}` })).toHaveAttribute("href", `${ADMIN_URL}/productgroups/${groupId}/`);
});

test("staff pick a customer by e-mail, keep them over a reload, and release them", async ({ page }) => {
  await logInTo(page, STAFF, "/");
  const bar = staffBar(page);
  await expect(bar).toContainText("Ei valittua asiakasta");

  await bar.getByRole("button", { name: "Valitse asiakas" }).click();
  const search = bar.getByRole("searchbox", { name: "Hae asiakasta sähköpostilla tai nimellä" });
  await expect(search).toBeFocused();
  await search.fill("a");
  await bar.getByRole("button", { name: "Hae asiakkaita" }).click();
  await expect(bar.getByRole("status")).toHaveText("Kirjoita vähintään 2 merkkiä.");

  await search.fill("ei-ketaan-tällä@nimellä");
  await bar.getByRole("button", { name: "Hae asiakkaita" }).click();
  await expect(bar.getByRole("status")).toHaveText("Haulla ei-ketaan-tällä@nimellä ei löytynyt asiakkaita.");

  await search.fill("jasen@polku");
  await search.press("Enter");
  await expect(bar.getByRole("status")).toHaveText("1 asiakas");
  await bar.getByRole("button", { name: "Valitse Aino Jäsen" }).click();
  await expect(bar.getByTestId("held-customer")).toHaveText("Aino Jäsen (jasen@polku.example)");
  await expect(bar).toContainText("Klubijäsen 100001");
  await expect(bar.getByRole("link", { name: "Avaa ylläpidossa: Asiakas 1" })).toHaveAttribute("href", `${ADMIN_URL}/customers/1/`);

  // Kept in this browser: after a reload and on another page.
  await gotoHydrated(page, `/${GROUP}/`);
  await expect(bar.getByTestId("held-customer")).toHaveText("Aino Jäsen (jasen@polku.example)");
  const stored = await page.evaluate(() => localStorage.getItem("polku.staff.customer.v1"));
  expect(JSON.parse(stored ?? "null")).toMatchObject({ id: 1, email: "jasen@polku.example" });

  await bar.getByRole("button", { name: "Vapauta asiakas" }).click();
  await expect(bar).toContainText("Ei valittua asiakasta");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(bar).toContainText("Ei valittua asiakasta");
  expect(await page.evaluate(() => localStorage.getItem("polku.staff.customer.v1"))).toBeNull();
});
