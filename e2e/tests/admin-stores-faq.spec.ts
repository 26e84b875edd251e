// The back office's stores and FAQ (docs/admin.md "Stores", "FAQ"): staff give a store an
// exception day and see it on the store's page at once (a closing time before the opening is
// refused beside its field first), then take it away again; staff add an FAQ answer, find it on
// the shop's FAQ at once with the unsafe HTML gone, and hide it again. axe checks each screen.
// The store is the Lahti outlet, which no other browser test reads; the added day is removed and
// the question hidden at the end, so the shop is as it was.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, logInAsStaff } from "../pages/admin-page";
import type { Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The Helsinki date `days` from today, YYYY-MM-DD. */
function helsinkiDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

test("staff give a store an exception day that its page shows at once, after a wrong time is refused", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const date = helsinkiDay(2);
  await logInAsStaff(page, STAFF, "/");
  const main = page.getByRole("main");
  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Myymälät" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Myymälät" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "Polku Outlet Lahti" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(main.getByRole("heading", { level: 1, name: "Polku Outlet Lahti" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const editor = new URL(page.url()).pathname.replace(/^\/admin/, "");

  // A day left over from an interrupted run is removed first, so the date is given once.
  const leftover = main.locator("fieldset.exception-row").filter({ has: page.locator(`input[type=date][value="${date}"]`) });
  while ((await leftover.count()) > 0) await leftover.first().getByRole("button", { name: "Poista poikkeuspäivä" }).click();

  // The blank row at the end takes the new day; its closing time before the opening is refused in the browser.
  const row = main.locator("fieldset.exception-row").last();
  await row.getByLabel("Päivä", { exact: true }).fill(date);
  await row.getByLabel("Avautuu", { exact: true }).fill("12:00");
  await row.getByLabel("Sulkeutuu", { exact: true }).fill("10:00");
  await row.getByLabel("Päivän nimi (fi)").fill(`Inventaario ${tag}`);
  await row.getByLabel("Päivän nimi (en)").fill(`Stocktaking ${tag}`);
  await main.getByRole("button", { name: "Tallenna" }).click();
  const closes = row.getByLabel("Sulkeutuu", { exact: true });
  await expect(closes).toHaveAttribute("aria-invalid", "true");
  await expect(row.getByText("Sulkeutuu vasta avautumisen jälkeen.")).toBeVisible();
  await closes.fill("15:00");
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();

  await gotoHydrated(page, "/stores/outlet-lahti/");
  await expect(page.getByRole("main").getByText(`Inventaario ${tag}`).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(/12(:|\.)00.{1,3}15(:|\.)00/).first()).toBeVisible();

  // The day is taken away again: the page no longer names it.
  await gotoAdmin(page, editor);
  await main.locator("fieldset.exception-row").filter({ has: page.locator(`input[type=date][value="${date}"]`) }).getByRole("button", { name: "Poista poikkeuspäivä" }).click();
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await gotoHydrated(page, "/stores/outlet-lahti/");
  await expect(page.getByRole("main").getByText(`Inventaario ${tag}`)).toHaveCount(0);
});

test("staff add an FAQ answer that the shop's FAQ shows at once without the unsafe HTML, and hide it", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const word = `tunturiretki${tag}`;
  await logInAsStaff(page, STAFF, "/");
  const main = page.getByRole("main");
  await page.getByRole("navigation", { name: "Ylläpidon osiot" }).getByRole("link", { name: "Usein kysytyt" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Usein kysytyt" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("link", { name: "Uusi kysymys" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Without the answer the question is refused in the browser, and the answer's field says so.
  await main.getByLabel("Tunnus").fill(`retki-${tag}`);
  await main.getByLabel("Järjestys").fill("1000");
  await main.getByLabel("Kysymys (fi)").fill(`Mitä otan mukaan ${word}?`);
  await main.getByRole("button", { name: "Lisää kysymys" }).click();
  const answer = main.getByLabel("Vastaus (HTML) (fi)");
  await expect(answer).toHaveAttribute("aria-invalid", "true");
  await expect(answer).toBeFocused();
  await answer.fill(`<p>Otsalampun ja ${word}-listan.</p><script>document.title = "hacked"</script>`);
  await main.getByRole("button", { name: "Lisää kysymys" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Osa HTML:stä poistettiin" })).toBeVisible();
  await expect(answer).not.toHaveValue(/script/);
  expect(await seriousViolations(page)).toEqual([]);
  const editor = new URL(page.url()).pathname.replace(/^\/admin/, "");

  await gotoHydrated(page, `/faq/?q=${word}`);
  await expect(page.getByRole("main").locator("details")).toHaveCount(1);
  await expect(page.getByRole("main").getByText(`Mitä otan mukaan ${word}?`)).toBeVisible();
  await expect(page.getByText(`Otsalampun ja ${word}-listan.`)).toBeVisible();
  await expect(page).not.toHaveTitle("hacked");

  await gotoAdmin(page, editor);
  await main.getByLabel("Näkyy kaupassa").uncheck();
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await gotoHydrated(page, `/faq/?q=${word}`);
  await expect(page.getByRole("main").locator("details")).toHaveCount(0);
});

test("a page's preview shows its HTML as the shop would, and deleting asks first", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  await logInAsStaff(page, STAFF, "/pages/new/");
  const main = page.getByRole("main");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await main.getByLabel("Otsikko (fi)").fill(`Poistettava ${tag}`);
  await main.getByLabel("Osoite (fi)").fill(`poistettava-${tag}`);
  await main.getByLabel("Sisältö (HTML) (fi)").fill(`<h2>Esikatselu ${tag}</h2><p onclick="document.title='hacked'">Teksti ${tag}</p>`);
  await main.getByRole("button", { name: "Esikatsele" }).click();
  const preview = main.getByRole("region", { name: "Esikatselu", exact: true });
  await expect(preview.getByRole("heading", { level: 2, name: `Esikatselu ${tag}` })).toBeVisible();
  await expect(preview.getByText("Osa HTML:stä poistetaan")).toBeVisible();
  await expect(page).not.toHaveTitle("hacked");
  // Nothing was saved: the form still holds the text and the page is not in the shop.
  await expect(main.getByLabel("Otsikko (fi)")).toHaveValue(`Poistettava ${tag}`);
  expect((await page.request.get(`/poistettava-${tag}/`)).status()).toBe(404);
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByRole("button", { name: "Luo sivu" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Osa HTML:stä poistettiin" })).toBeVisible();
  await main.getByRole("link", { name: "Poista sivu…" }).click();
  const confirm = main.getByRole("alertdialog", { name: `Poistetaanko sivu Poistettava ${tag}?` });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Poista lopullisesti" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Sivu poistettu." })).toBeVisible();
  expect((await page.request.get(`/poistettava-${tag}/`)).status()).toBe(404);

  // A page the menu links to is not deleted, and the screen says where it is linked from.
  await gotoAdmin(page, "/pages/?q=sopimusehdot");
  await main.getByRole("link", { name: "Sopimusehdot", exact: true }).click();
  await main.getByRole("link", { name: "Poista sivu…" }).click();
  await main.getByRole("alertdialog").getByRole("button", { name: "Poista lopullisesti" }).click();
  await expect(main.getByText(/Sivua ei poistettu, koska kauppa linkittää siihen\..*\/sopimusehdot\//)).toBeVisible();
  expect((await page.request.get("/sopimusehdot/")).status()).toBe(200);
});
