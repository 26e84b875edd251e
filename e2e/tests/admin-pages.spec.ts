// The back office's pages (docs/admin.md "Pages"): staff write a page of their own, see it in the
// shop at once with the unsafe HTML gone, change its text and see the change, and take it off; the
// brand stories screen leads to a brand's story, and the brand's page in the shop links to it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { experiencesResponseSchema } from "@polku/domain";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import type { Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("staff write a page, see it in the shop at once, change its text and take it off", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const slug = `retkiohje-${tag}`;
  await openAdminAs(page, STAFF, "/");
  const main = page.getByRole("main");
  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Sivut" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Sivut" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "Uusi sivu", exact: true }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(main.getByRole("heading", { level: 1, name: "Uusi sivu" })).toBeVisible();

  // Without a title the page is refused in the browser, and the title field says so.
  await main.getByLabel("Osoite (fi)").fill(slug);
  await main.getByRole("button", { name: "Luo sivu" }).click();
  const title = main.getByLabel("Otsikko (fi)");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await title.fill(`Retkiohje ${tag}`);
  await main.getByLabel("Sisältö (HTML) (fi)").fill(`<h2 id="alku">Ennen lähtöä</h2><p>Pakkaa otsalamppu ${tag}.</p><script>document.title = "hacked"</script>`);
  await main.getByRole("button", { name: "Luo sivu" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Osa HTML:stä poistettiin" })).toBeVisible();
  await expect(main.getByLabel("Sisältö (HTML) (fi)")).not.toHaveValue(/script/);
  expect(await seriousViolations(page)).toEqual([]);
  const editor = new URL(page.url()).pathname.replace(/^\/admin/, "");

  await gotoHydrated(page, `/${slug}/`);
  await expect(page.getByRole("heading", { level: 1, name: `Retkiohje ${tag}` })).toBeVisible();
  await expect(page.getByText(`Pakkaa otsalamppu ${tag}.`)).toBeVisible();
  await expect(page).not.toHaveTitle("hacked");

  await gotoAdmin(page, editor);
  await main.getByLabel("Sisältö (HTML) (fi)").fill(`<p>Pakkaa myös varaparistot ${tag}.</p>`);
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await gotoHydrated(page, `/${slug}/`);
  await expect(page.getByText(`Pakkaa myös varaparistot ${tag}.`)).toBeVisible();
  await expect(page.getByText(`Pakkaa otsalamppu ${tag}.`)).toHaveCount(0);

  await gotoAdmin(page, editor);
  await main.getByLabel("Julkaistu (näkyy kaupassa)").uncheck();
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("piilossa");
  const gone = await page.goto(`/${slug}/`);
  expect(gone?.status()).toBe(404);
});

test("the brand stories screen opens a brand's story, and the brand's page links to it", async ({ page }) => {
  test.setTimeout(90_000);
  const hub = experiencesResponseSchema.parse(await (await page.request.get("/api/experiences/?language=fi")).json());
  const brand = hub.brands[0]!;
  await openAdminAs(page, STAFF, "/");
  const main = page.getByRole("main");
  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Merkkien tarinat" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Merkkien tarinat" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("row").filter({ hasText: brand.name }).getByRole("link", { name: "Muokkaa tarinaa" }).click();
  await expect(main.getByLabel("Osoite (fi)")).toHaveValue(`experiences/${brand.slug}`);
  await expect(main.getByLabel("Otsikko (fi)")).toHaveValue(brand.title);

  await gotoHydrated(page, `/${brand.slug}/`);
  await page.getByRole("link", { name: `Lue merkin tarina: ${brand.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/experiences/${brand.slug}/$`));
  await expect(page.getByRole("heading", { level: 1, name: brand.title })).toBeVisible();
});
