// The bulk price change (docs/admin.md "Bulk price change"): an admin filters the product list to
// a product of this test's own, opens the bulk change from it, previews −12.5 % on the regular
// price (old → new shown, nothing written), then applies it; the product's price is then the
// previewed one. The product is a copy of a demo model made through the API, so no other test's
// prices move.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { gotoAdmin, logInAsStaff } from "../pages/admin-page";
import { ADMIN } from "../pages/login-page";

test.use({ locale: "fi-FI" });

type Detail = { id: number; prices: { tax_area_id: number; regular: number; active: number }[] } & Record<string, unknown>;

async function ownModel(request: APIRequestContext, tag: string): Promise<{ id: number; headers: Record<string, string> }> {
  const token = (await (await request.post("/api/token/", { data: ADMIN })).json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token.access_token}` };
  const list = (await (await request.get("/api/admin/models/?sort=id&per_page=25", { headers })).json()) as { results: { id: number }[] };
  const source = (await (await request.get(`/api/admin/models/${list.results[0]!.id}/`, { headers })).json()) as Detail;
  const { id: _id, uuid: _uuid, path: _path, variants: _v, prices: _p, prices_version: _pv, version: _version, ...fields } = source;
  const translations = Object.fromEntries(
    Object.entries(fields.translations as Record<string, { name: string; slug: string }>).map(([l, tr]) => [l, { ...tr, name: `Massamuutos ${tag} ${l}`, slug: `massamuutos-${tag}-${l}` }]),
  );
  const created = await request.post("/api/admin/models/", { headers, data: { ...fields, model_number: `E2E-BULK-${tag}`, translations } });
  expect(created.status(), await created.text()).toBe(201);
  const model = (await created.json()) as Detail & { prices_version: string };
  const priced = await request.put(`/api/admin/models/${model.id}/prices/`, {
    headers,
    data: { version: model.prices_version, prices: [{ tax_area_id: 1, regular: 10_000, active: 10_000, club: null, price_ending: null }] },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  return { id: model.id, headers };
}

test("an admin previews a bulk price change of a filtered list, then applies it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const { id, headers } = await ownModel(request, tag);
  const priceNow = async () => ((await (await request.get(`/api/admin/models/${id}/`, { headers })).json()) as Detail).prices.find((p) => p.tax_area_id === 1)!;

  await logInAsStaff(page, ADMIN, `/productmodels/?q=E2E-BULK-${tag}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: `Massamuutos ${tag} fi` })).toBeVisible();
  await main.getByRole("link", { name: "Muuta rajattujen hintoja" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Hintojen massamuutos" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(main.getByLabel("Nimi, merkki, mallinumero tai tunniste")).toHaveValue(`E2E-BULK-${tag}`);

  // A change that is no number is refused in the page, with nothing sent.
  await main.getByLabel("Normaalihinta").check();
  await main.getByLabel("Veroalue").selectOption({ label: "Finland" });
  await main.getByLabel("Muutos", { exact: true }).fill("paljon");
  await main.getByRole("button", { name: "Esikatsele" }).click();
  await expect(main.getByLabel("Muutos", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByText("Anna prosentti, esim. -12,5.")).toBeVisible();

  await main.getByLabel("Muutos", { exact: true }).fill("-12,5");
  await main.getByRole("button", { name: "Esikatsele" }).click();
  const preview = main.getByRole("region", { name: "Esikatselu" });
  await expect(preview.getByRole("status")).toHaveText("1 tuote, 1 hintarivi; 1 muuttuu.");
  const row = preview.getByRole("row").filter({ hasText: `Massamuutos ${tag} fi` });
  await expect(row).toContainText("100,00 €");
  await expect(row).toContainText("87,50 €");
  expect(await priceNow()).toMatchObject({ regular: 10_000, active: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await preview.getByRole("button", { name: "Tallenna 1 muutos" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu: 1 hinta, 1 tuote." })).toBeVisible();
  expect(await priceNow()).toMatchObject({ regular: 8_750, active: 8_750 });

  // The product's own page shows the new prices.
  await gotoAdmin(page, `/productmodels/${id}/`);
  await expect(main.getByLabel("Normaalihinta, Finland")).toHaveValue("87,50");
});
