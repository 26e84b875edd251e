// The back office's price CSV (docs/admin.md "Price CSV"): an admin imports a file with one good
// and one bad row; the page names the bad row's line and column, and nothing is written (the good
// row's unusual price shows nowhere on the model's screen). The export downloads a CSV file.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import { ADMIN } from "../pages/login-page";

test.use({ locale: "fi-FI" });

const HEADER = "model_id;model_number;name;tax_area_id;regular;active;club;price_ending";

test("an admin imports a price CSV with one bad row: the row's error shows and nothing is written", async ({ page }) => {
  test.setTimeout(120_000);
  await openAdminAs(page, ADMIN, "/productmodels/?sort=id");
  const main = page.getByRole("main");
  const modelId = (await main.getByRole("row").nth(1).getByRole("cell").nth(1).innerText()).trim();
  expect(modelId).toMatch(/^\d+$/);

  await gotoAdmin(page, "/prices/");
  await expect(main.getByRole("heading", { level: 1, name: "Hinnat CSV-tiedostona" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const csv = [HEADER, `${modelId};;;1;12345.67;12345.67;;`, `${modelId};;;2;abc;10;;`].join("\r\n");
  await main.getByLabel("CSV-tiedosto (enintään 2 Mt)").setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await main.getByRole("button", { name: "Tuo hinnat" }).click();
  const alert = main.getByRole("alert").filter({ hasText: "Tiedostossa on virheitä, mitään ei tallennettu" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("listitem")).toHaveText(["Rivi 3, regular: Anna euroina, esim. 129.90."]);

  await gotoAdmin(page, `/productmodels/${modelId}/`);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('input[value="12345,67"], input[value="12345.67"]')).toHaveCount(0);

  // The export is a CSV file with the header the import reads.
  const exported = await page.request.get(`/admin/prices/export.csv?q=${modelId}`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toMatch(/^text\/csv/);
  expect((await exported.text()).replace(/^\ufeff/, "").split("\r\n")[0]).toBe(HEADER);
});
