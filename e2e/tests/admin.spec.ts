// The back office (issue 19 "Done means"; docs/admin.md): a customer is refused; staff create a
// product with variants, price and stock it and see it in the shop; a price cut shows the 30-day
// lowest price on the product page; staff move a paid order to shipped and cancel another with a
// refund on the test provider, by keyboard where it matters; the pages pass axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, logInAsStaff, logInToAdmin, openAdminAs } from "../pages/admin-page";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant } from "../pages/checkout-flow";
import { ADMIN, CUSTOMER } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const WEB_STORE = "Polku verkkokauppa";

/** The GS1 check digit of a GTIN-13's first twelve digits. */
function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let d = 0; d < 12; d++) sum += Number(first12[d]) * (d % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("a customer is refused by the back office and its API", async ({ page, request }) => {
  await logInToAdmin(page, CUSTOMER);
  await expect(page.getByRole("alert")).toHaveText("Tällä tunnuksella ei ole pääsyä ylläpitoon.");
  await gotoAdmin(page, "/orders/");
  await expect(page).toHaveURL(/\/admin\/login\//);
  const token = (await (await request.post("/api/token/", { data: CUSTOMER })).json()) as { access_token: string };
  expect((await request.get("/api/admin/orders/", { headers: { authorization: `Bearer ${token.access_token}` } })).status()).toBe(403);
  expect((await request.get("/api/admin/orders/")).status()).toBe(401);
});

test("staff create a product with two variants, price and stock it, see it in the shop, then cut its price", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`.slice(-7);
  const name = `Testitakki ${tag}`;
  await logInAsStaff(page, ADMIN, "/productmodels/new/");
  const main = page.getByRole("main");
  await main.getByLabel("Mallinumero").fill(`E2E-${tag}`);
  await main.getByLabel("Merkki").selectOption({ index: 1 });
  await main.getByLabel("Päätuoteryhmä").selectOption({ label: "vaatteet/takit" });
  await main.getByLabel("Julkinen (näkyy asiakkaille)").check();
  for (const language of ["Suomi", "Svenska", "English", "Deutsch", "Français", "Русский"]) {
    await main.getByRole("tab", { name: language }).click();
    const code = { Suomi: "fi", Svenska: "sv", English: "en", Deutsch: "de", Français: "fr", Русский: "ru" }[language]!;
    await main.getByLabel(`Nimi (${code})`).fill(`${name} ${code}`);
    await main.getByLabel(`Osoitteen osa (${code})`).fill(`testitakki-${tag}-${code}`);
  }
  await main.getByRole("button", { name: "Luo tuote" }).click();
  await expect(main.getByRole("heading", { level: 1, name: `${name} fi` })).toBeVisible();
  const modelUrl = page.url();

  // Two variants; a wrong check digit is refused in the page first; the second is made by keyboard.
  for (const i of [0, 1]) {
    const first12 = `64${tag}${i}00`;
    await main.getByText("Lisää variaatio").click();
    await main.getByLabel("Väri").selectOption({ index: 1 });
    await main.getByLabel("Koko", { exact: true }).selectOption({ index: 2 + i });
    const gtin = main.getByLabel("EAN-koodi");
    if (i === 0) {
      await gtin.fill(`${first12}${(gtinCheckDigit(first12) + 1) % 10}`);
      await main.getByRole("button", { name: "Luo variaatio" }).click();
      await expect(gtin).toHaveAttribute("aria-invalid", "true");
      await expect(gtin).toBeFocused();
    }
    await gtin.fill(`${first12}${gtinCheckDigit(first12)}`);
    if (i === 1) await page.keyboard.press("Enter");
    else await main.getByRole("button", { name: "Luo variaatio" }).click();
    await expect(main.getByText("Variaatio luotu. Lisää sille varasto.")).toBeVisible();
    await main.getByLabel(`Määrä, ${WEB_STORE}`).fill("5");
    await main.getByRole("button", { name: "Tallenna varasto" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
    await page.goto(modelUrl);
  }
  await expect(main.getByRole("region", { name: "Variaatiot" }).getByRole("row")).toHaveCount(3);
  await main.getByLabel("Normaalihinta, Finland").fill("149,90");
  await main.getByLabel("Myyntihinta, Finland").fill("149,90");
  await main.getByRole("button", { name: "Tallenna hinnat" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();

  const shopLink = await main.getByRole("link", { name: "Näytä kaupassa" }).getAttribute("href");
  await gotoHydrated(page, new URL(shopLink!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${name} fi`);
  await expect(page.getByTestId("product-price")).toContainText("149,90");

  // A price cut with an end date: the shop shows the offer and the lowest price of 30 days.
  await page.goto(modelUrl);
  await main.getByLabel("Myyntihinta, Finland").fill("119,90");
  await main.getByLabel("Tarjous päättyy, Finland").fill("2099-12-31");
  await main.getByRole("button", { name: "Tallenna hinnat" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await expect(main.getByRole("row", { name: /Finland/ })).toContainText("119,90 €");
  await gotoHydrated(page, new URL(shopLink!).pathname);
  await expect(page.getByTestId("product-price")).toContainText("119,90");
  await expect(page.getByRole("main")).toContainText("Alin hinta 30 päivän aikana");
});

test("an invalid price is refused in the page, with nothing sent", async ({ page }) => {
  test.setTimeout(60_000);
  await openAdminAs(page, ADMIN, "/productmodels/7/");
  const main = page.getByRole("main");
  await main.getByLabel("Myyntihinta, Finland").fill("abc");
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  await main.getByRole("button", { name: "Tallenna hinnat" }).click();
  await expect(main.getByText("Anna summa, esim. 129,90.")).toBeVisible();
  await expect(main.getByLabel("Myyntihinta, Finland")).toBeFocused();
  expect(posted).toBe(false);
});

test("staff move a paid order to shipped and cancel another with a refund on the test provider", async ({ page, request }) => {
  test.setTimeout(180_000);
  const t = CHECKOUT_TEXTS.fi;
  const numbers: string[] = [];
  for (const skip of [6, 7]) {
    const pick = await pickVariant(request, "vaatteet/takit", "fi", skip);
    await fillCart(page, t, pick, `e2e.admin.${skip}.${Date.now()}@example.fi`);
    await pay(page, t);
    numbers.push(await approveAndConfirm(page, t));
  }
  const [toShip, toCancel] = numbers as [string, string];
  await openAdminAs(page, ADMIN, `/orders/?q=${toShip}`);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: toShip }).click();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Käsittelyssä");
  // By keyboard: choose the status and submit with Enter.
  await main.getByLabel("Uusi tila").focus();
  await main.getByLabel("Uusi tila").selectOption({ label: "Valmis pakattavaksi" });
  await main.getByLabel("Huomautus (tilahistoriaan)").first().fill("Pakkaukseen");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Valmis pakattavaksi");
  await main.getByLabel("Uusi tila").selectOption({ label: "Lähetetty" });
  await main.getByRole("button", { name: "Vaihda tila" }).click();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Lähetetty");
  await expect(main.getByRole("list").filter({ hasText: "Pakkaukseen" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await gotoAdmin(page, `/orders/${toCancel}/`);
  const cancel = main.getByText("Peru tilaus", { exact: true });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await main.locator("details.confirm").getByLabel("Huomautus (tilahistoriaan)").fill("Asiakas perui");
  await main.getByRole("button", { name: "Vahvista peruutus" }).click();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Peruttu");
  await expect(main.getByRole("region", { name: "Palautukset maksunvälittäjän kautta" })).toContainText("Tehty");

  // The audit log has both.
  await gotoAdmin(page, `/audit/?entity=order&entity_id=${toCancel}`);
  await expect(main.getByRole("cell", { name: /processing → cancelled|manual_cancellation → cancelled/ })).toBeVisible();
});

test("the back office's pages pass axe and the demo day is there", async ({ page }) => {
  test.setTimeout(90_000);
  await openAdminAs(page, ADMIN);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /epäonnistunutta palautusta/ })).toContainText(/[1-9]/);
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ["/orders/", "/refunds/?status=failed", "/productmodels/", "/productmodels/5/", "/audit/", "/orders/P900000012/"]) {
    await gotoAdmin(page, path);
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await gotoAdmin(page, "/refunds/?status=failed");
  await expect(main.getByRole("link", { name: "P900000012" })).toBeVisible();
});
