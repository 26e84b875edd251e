// Returns end to end (issue 18; spec 02 §4 return statuses, §9 return and exchange rules;
// docs/returns.md): in Finnish a guest starts from the footer's Returns link, finds the order and
// exchanges a product for another size; in English a guest starts from the order page and asks
// for money back. Staff receive and approve each return on the staff pages; the shopper gets the
// return code and each status by e-mail, the refund goes through the payment provider.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant, type StockedVariant } from "../pages/checkout-flow";
import { mailOf, seriousViolations } from "../pages/flows";
import { ADMIN, logInByApi } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies, useOwnVisitorAddress } from "../pages/shop-page";

// Order lookups are limited per address: this test's own (pages/shop-page.ts).
test.beforeEach(({ context }) => useOwnVisitorAddress(context));

const TEXTS = {
  fi: {
    footer: "Palautukset", title: "Palautukset", email: "Sähköposti", number: "Tilausnumero", find: "Hae tilaus", submit: "Lähetä palautus",
    noLines: "Valitse vähintään yksi palautettava tuote.", quantity: "Palautettava määrä", reason: "Palautuksen syy", exchange: "Vaihto toiseen kokoon tai väriin",
    exchangeTo: "Vaihdetaan tuotteeseen", done: /Palautuskoodisi on (V\d{8})/, exchangeHeld: /Vaihtotuotteet on varattu sinulle .* asti \(tilaus P\d{9}\)/,
    processing: "Käsittelyssä", processed: "Käsitelty", save: "Tallenna tila", moved: "Tila tallennettu.", orderLink: "Palauta tuotteita",
  },
  en: {
    footer: "Returns", title: "Returns", email: "E-mail", number: "Order number", find: "Find the order", submit: "Send the return",
    noLines: "Choose at least one product to return.", quantity: "Amount to return", reason: "Reason for the return", exchange: "Exchange for another size or colour",
    exchangeTo: "Exchange to", done: /Your return code is (V\d{8})/, exchangeHeld: /reserved for you until/,
    processing: "Processing", processed: "Processed", save: "Save the status", moved: "Status saved.", orderLink: "Return products",
  },
} as const;

/** A product whose model has another size or colour in stock to exchange to. */
const hasSibling = (model: { products: unknown[] }, variant: StockedVariant) =>
  (model.products as StockedVariant[]).some((v) => v.id !== variant.id && v.inStock && !v.onOrder && !v.blockedStock && v.size);

/** Staff mark the order dispatched (returns are for dispatched orders). */
async function ship(request: APIRequestContext, orderNumber: string) {
  const token = (await (await request.post("/api/token/", { data: ADMIN })).json()) as { token_type: string; access_token: string };
  const moved = await request.post(`/api/staff/orders/${orderNumber}/status/`, { data: { status: "shipped" }, headers: { authorization: `${token.token_type} ${token.access_token}` } });
  expect(moved.ok()).toBe(true);
}

async function staffHandles(browser: Browser, baseURL: string, language: "fi" | "en", number: string) {
  const c = TEXTS[language];
  const context = await browser.newContext({ baseURL, locale: language === "fi" ? "fi-FI" : "en-GB" });
  await setLocaleCookies(context, baseURL, { language, country: "fi", currency: "eur" });
  const page = await context.newPage();
  await logInByApi(context, context.request, baseURL, ADMIN);
  await gotoHydrated(page, "/staff/returns/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/returns/${number}/$`));
  await expect(main.getByTestId("staff-return-line")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  for (const status of [c.processing, c.processed]) {
    await main.getByLabel(language === "fi" ? "Tila" : "Status", { exact: true }).selectOption({ label: status });
    await main.getByRole("button", { name: c.save }).click();
    await expect(main.getByRole("status")).toHaveText(c.moved);
    await expect(main.getByTestId("staff-return")).toContainText(status);
  }
  await context.close();
}

test("a guest exchanges a product for another size from the footer's Returns link and staff handle it (fi)", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const c = TEXTS.fi;
  const t = CHECKOUT_TEXTS.fi;
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const email = `e2e.return.fi.${Date.now()}@example.fi`;
  const pick = await pickVariant(request, "retkeily", "fi", 0, hasSibling);
  await fillCart(page, t, pick, email);
  await pay(page, t);
  const orderNumber = await approveAndConfirm(page, t);
  await ship(request, orderNumber);

  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: c.footer, exact: true }).click();
  await expect(page).toHaveURL(/\/returns\/$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await main.getByLabel(c.email).fill(email);
  await main.getByLabel(c.number).fill(orderNumber);
  await main.getByRole("button", { name: c.find }).click();
  const form = main.getByTestId("return-form");
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sending nothing chosen is refused with the reason in the page.
  await form.getByRole("button", { name: c.submit }).click();
  await expect(main.getByRole("alert")).toHaveText(c.noLines);

  const line = main.getByTestId("return-line").first();
  await line.getByLabel(c.quantity).selectOption("1");
  await line.getByLabel(c.reason).selectOption("wrong_size");
  await line.getByRole("radio", { name: c.exchange }).check();
  const to = line.getByLabel(c.exchangeTo);
  const option = await to.locator("option").nth(1).getAttribute("value");
  await to.selectOption(option!);
  await main.getByRole("button", { name: c.submit }).click();
  const done = main.getByTestId("return-done");
  await expect(done).toBeVisible();
  await expect(done).toContainText(c.exchangeHeld);
  const number = c.done.exec((await done.textContent())!)![1]!;
  const mail = await mailOf(request, email, "return.filed");
  expect(mail.subject).toBe(`Palautus ${number} on kirjattu`);
  expect(mail.text).toContain(`palautuskoodi ${number}`);

  await staffHandles(browser, baseURL!, "fi", number);
  const status = await mailOf(request, email, "return.status");
  expect(status.subject).toBe(`Palautus ${number}: ${c.processed}`);
});

test("a guest returns a product for money back from the order page and staff refund it (en)", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const c = TEXTS.en;
  const t = CHECKOUT_TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en", country: "fi", currency: "eur" });
  const email = `e2e.return.en.${Date.now()}@example.fi`;
  const pick = await pickVariant(request, "retkeily", "en", 2);
  await fillCart(page, t, pick, email);
  await pay(page, t);
  const orderNumber = await approveAndConfirm(page, t);
  await ship(request, orderNumber);

  await gotoHydrated(page, "/view-order/");
  const main = page.getByRole("main");
  await main.getByLabel(t.lookupEmail, { exact: true }).fill(email);
  await main.getByLabel(t.lookupNumber, { exact: true }).fill(orderNumber);
  await main.getByRole("button", { name: t.lookupSubmit }).click();
  await main.getByTestId("order-returns").getByRole("link", { name: c.orderLink }).click();
  await expect(page).toHaveURL(new RegExp(`/returns/\\?order=${orderNumber}$`));
  await expect(main.getByLabel(c.email)).toHaveValue(email);
  await expect(main.getByLabel(c.number)).toHaveValue(orderNumber);
  await main.getByRole("button", { name: c.find }).click();

  const line = main.getByTestId("return-line").first();
  await line.getByLabel(c.quantity).selectOption("1");
  // No reason: the line says so, in English.
  await main.getByRole("button", { name: c.submit }).click();
  await expect(main.getByText("Return reason must be selected for the product.")).toBeVisible();
  await expect(line.getByLabel(c.reason)).toHaveAttribute("aria-invalid", "true");
  await line.getByLabel(c.reason).selectOption("not_as_expected");
  await main.getByRole("button", { name: c.submit }).click();
  const done = main.getByTestId("return-done");
  await expect(done).toContainText(/We will refund €\d+(\.\d\d)? once the return has been checked\./);
  const number = c.done.exec((await done.textContent())!)![1]!;
  expect((await mailOf(request, email, "return.filed")).subject).toBe(`Return ${number} registered`);

  await staffHandles(browser, baseURL!, "en", number);
  const processed = await mailOf(request, email, "return.status");
  expect(processed.subject).toBe(`Return ${number}: Processed`);
  expect(processed.text).toMatch(/We are refunding €\d+(\.\d\d)? to the original payment method within 1-5 days\./);

  // The order's return is listed with its status when the order is looked up again.
  await gotoHydrated(page, `/returns/?order=${orderNumber}`);
  await main.getByLabel(c.email).fill(email);
  await main.getByRole("button", { name: c.find }).click();
  await expect(main.getByTestId("returns-previous")).toContainText(`${number}: Processed`);
});

test("the returns page has no serious axe findings on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/returns/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
