// The back office's gift campaigns (docs/admin.md "Gift campaigns"): an admin creates a campaign
// (a missing Finnish name refused in the page), makes codes and copies them, finds them in the
// list and the CSV file, ends the campaign; staff do not see these screens; axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import { ADMIN, type Account } from "../pages/login-page";

test.use({ locale: "fi-FI" });

const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("an admin creates a gift campaign, makes its codes and ends it", async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `e2e-lahja-${Date.now() % 10_000_000}`;
  await openAdminAs(page, ADMIN, "/productmodels/");
  const main = page.getByRole("main");
  const firstModel = await main.getByRole("table").getByRole("row").nth(1).getByRole("link").first().getAttribute("href");
  const modelId = /\/productmodels\/(\d+)\//.exec(firstModel ?? "")![1]!;

  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Lahjakampanjat" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Lahjakampanjat" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "Uusi lahjakampanja" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Uusi lahjakampanja" })).toBeVisible();
  await main.getByLabel("Osoite", { exact: true }).fill(slug);
  await main.getByLabel("Kategoria").fill("henkilostolahjat");
  await main.getByLabel("Alkaa", { exact: true }).fill("2025-01-01T08:00");
  await main.getByLabel("Tuotteiden tunnisteet").fill(modelId);
  await main.getByRole("button", { name: "Luo kampanja" }).click();
  // No Finnish name: nothing sent, the field says why and has the focus.
  const fiName = main.getByLabel("Nimi (Suomi)");
  await expect(fiName).toHaveAttribute("aria-invalid", "true");
  await expect(fiName).toBeFocused();
  await fiName.fill("Joulun henkilöstölahja");
  await main.getByLabel("Nimi (English)").fill("Christmas staff gift");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Joulun henkilöstölahja");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("käynnissä");
  await expect(main.getByRole("status").filter({ hasText: "Kampanja luotu." })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const campaignPath = new URL(page.url()).pathname;

  await main.getByRole("link", { name: /0 koodia/ }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Kampanjan Joulun henkilöstölahja koodit" })).toBeVisible();
  await main.getByLabel("Määrä").fill("3");
  await main.getByLabel("Alkuosa").fill("e2e-");
  await main.getByRole("button", { name: "Tee koodit" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Koodit tehty." })).toBeVisible();
  const made = (await main.getByLabel(/Kopioi koodit saajille/).inputValue()).split("\n");
  expect(made).toHaveLength(3);
  for (const code of made) expect(code).toMatch(/^E2E-[A-Z2-9]{10}$/);
  await expect(main.getByRole("table").getByRole("row")).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  // A taken own code is refused beside its field.
  await main.getByLabel("Määrä").fill("1");
  await main.getByLabel("Alkuosa").fill("");
  await main.getByLabel("Oma koodi").fill(made[0]!);
  await main.getByRole("button", { name: "Tee koodit" }).click();
  await expect(main.getByLabel("Oma koodi")).toHaveAttribute("aria-invalid", "true");

  const csv = await page.request.get(`${campaignPath}codes.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  for (const code of made) expect(text).toContain(`${code};1;0;`);

  await gotoAdmin(page, `/giftcampaigns/?q=${made[1]}`);
  await expect(main.getByRole("table").getByRole("row")).toHaveCount(2);
  await main.getByRole("link", { name: slug }).click();
  await main.getByRole("button", { name: "Lopeta nyt" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Kampanja lopetettu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("päättynyt");
  await expect(main.getByRole("button", { name: "Lopeta nyt" })).toHaveCount(0);
});

test("staff do not see the gift campaigns", async ({ page }) => {
  await openAdminAs(page, STAFF);
  await expect(page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Lahjakampanjat" })).toHaveCount(0);
  const response = await page.goto("/admin/giftcampaigns/");
  expect(response?.status()).toBe(403);
});
