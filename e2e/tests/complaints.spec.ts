// The complaint form end to end (issue 18; spec 01 §2-3 "Reclamation form"; docs/complaints.md):
// in Finnish a shopper fills the form from the footer link with a photo; in English a guest
// opens it prefilled from the order page after a purchase. The refusals show per field; the
// number is shown; staff see the complaint with the photo, move it and answer by e-mail.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant } from "../pages/checkout-flow";
import { mailOf, seriousViolations } from "../pages/flows";
import { ADMIN, logInByApi } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies, useOwnVisitorAddress } from "../pages/shop-page";

// Order lookups are limited per address: this test's own (pages/shop-page.ts).
test.beforeEach(({ context }) => useOwnVisitorAddress(context));

const TEXTS = {
  fi: {
    footer: "Reklamaatio", title: "Reklamaatio", name: "Nimi", email: "Sähköposti", phone: "Puhelinnumero", address: "Katuosoite", postNumber: "Postinumero",
    city: "Postitoimipaikka", orderNumber: "Tilausnumero", date: "Ostopäivä", price: "Ostohinta (€)", target: "Mihin myymälään tuot tuotteen?", used: "Miten ja kuinka kauan tuotetta on käytetty?",
    manufacturer: "Merkki", model: "Malli", size: "Koko", complaint: "Kuvaile vika", files: "Kuvat viasta ja kuitti", submit: "Lähetä reklamaatio",
    fix: "Tarkista merkityt kentät.", required: "Tämä on pakollinen kenttä.", nameRequired: "Nimi on pakollinen kenttä.", done: /Reklamaation numero on (R\d{8})/,
    make: /^Tee reklamaatio: /, prefilled: /Tiedot on täytetty tilauksesta/, subject: "vastaanotettu",
  },
  en: {
    footer: "Complaints", title: "Complaint", name: "Name", email: "E-mail", phone: "Phone number", address: "Street address", postNumber: "Postal code",
    city: "City", orderNumber: "Order number", date: "Date of purchase", price: "Purchase price (€)", target: "Which store will you bring the product to?", used: "How and for how long has the product been used?",
    manufacturer: "Brand", model: "Model", size: "Size", complaint: "Describe the fault", files: "Photos of the fault and the receipt", submit: "Send the complaint",
    fix: "Check the marked fields.", required: "This is a required field.", nameRequired: "Name is a required field.", done: /Your complaint number is (R\d{8})/,
    make: /^Make a complaint: /, prefilled: /The details are filled in from order/, subject: "received",
  },
} as const;

const photo = () => sharp({ create: { width: 320, height: 240, channels: 3, background: "#2e7d32" } }).jpeg().withExif({ IFD0: { Artist: "Shopper" } }).toBuffer();

async function attachAndSend(page: Page, c: (typeof TEXTS)[keyof typeof TEXTS]) {
  const main = page.getByRole("main");
  await main.getByLabel(c.files).setInputFiles({ name: "seam.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await main.getByRole("button", { name: c.submit }).click();
  const done = main.getByTestId("complaint-done");
  await expect(done).toBeVisible({ timeout: 20_000 });
  return c.done.exec((await done.textContent())!)![1]!;
}

async function staffSees(page: Page, request: APIRequestContext, baseURL: string, number: string, language: "fi" | "en") {
  await logInByApi(page.context(), request, baseURL, ADMIN);
  await gotoHydrated(page, "/staff/complaints/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/complaints/${number}/$`));
  await expect(main.getByTestId("staff-complaint")).toContainText("seam");
  const image = main.getByTestId("staff-complaint-file").getByRole("img");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  expect(await seriousViolations(page)).toEqual([]);
  const statusLabel = language === "fi" ? "Käsittelyssä" : "In progress";
  await main.locator("#move-status").selectOption("in_progress");
  await main.locator("#move-status").locator("..").locator("..").getByRole("button").click();
  await expect(main.getByRole("status")).toBeVisible();
  await expect(main.getByTestId("staff-complaint")).toContainText(statusLabel);
  await main.locator("#answer-message").fill("We will repair the seam free of charge.");
  await main.locator("#answer-message").locator("..").locator("..").getByRole("button").click();
  await expect(main.getByRole("status")).toBeVisible();
}

test("a shopper files a complaint with a photo from the footer link and staff see it (fi)", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const c = TEXTS.fi;
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const email = `e2e.complaint.fi.${Date.now()}@example.fi`;
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: c.footer, exact: true }).click();
  await expect(page).toHaveURL(/\/reclamation\/$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sending empty names every missing field.
  await main.getByRole("button", { name: c.submit }).click();
  await expect(main.getByRole("alert").first()).toHaveText(c.fix);
  await expect(main.getByLabel(c.name)).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByText(c.nameRequired)).toBeVisible();

  await main.getByLabel(c.name).fill("Aino Virtanen");
  await main.getByLabel(c.email).fill(email);
  await main.getByLabel(c.phone).fill("040 123 4567");
  await main.getByLabel(c.address).fill("Rantatie 1");
  await main.getByLabel(c.postNumber).fill("00100");
  await main.getByLabel(c.city).fill("Helsinki");
  await main.getByLabel(c.orderNumber).fill("P123456789");
  await main.getByLabel(c.date).fill("2026-01-15");
  await main.getByLabel(c.price).fill("129,90");
  await main.getByLabel(c.target).selectOption("tampere");
  await main.getByLabel(c.used).fill("Kaksi vaellusta sateessa");
  await main.getByLabel(c.manufacturer).fill("Tunturi");
  await main.getByLabel(c.model).fill("Kajo Pro");
  await main.getByLabel(c.size, { exact: true }).fill("M");
  await main.getByLabel(c.complaint).fill("The left shoulder seam opened after two hikes in the rain.");
  const number = await attachAndSend(page, c);

  const mail = await mailOf(request, email, "complaint.filed");
  expect(mail.subject).toContain(number);
  expect(mail.language).toBe("fi");

  const context = await browser.newContext({ baseURL, locale: "fi-FI" });
  const staff = await context.newPage();
  await staffSees(staff, context.request, baseURL!, number, "fi");
  const answer = await mailOf(request, email, "complaint.answer");
  expect(answer.text).toContain("We will repair the seam free of charge.");
  await context.close();
});

test("a guest opens the complaint form prefilled from the order page after a purchase (en)", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const c = TEXTS.en;
  const t = CHECKOUT_TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en", country: "fi", currency: "eur" });
  const email = `e2e.complaint.en.${Date.now()}@example.fi`;
  const pick = await pickVariant(request, "retkeily", "en", 3);
  await fillCart(page, t, pick, email);
  await pay(page, t);
  const orderNumber = await approveAndConfirm(page, t);

  await gotoHydrated(page, "/view-order/");
  const main = page.getByRole("main");
  await main.getByLabel(t.lookupEmail, { exact: true }).fill(email);
  await main.getByLabel(t.lookupNumber, { exact: true }).fill(orderNumber);
  await main.getByRole("button", { name: t.lookupSubmit }).click();
  await main.getByTestId("order-complaints").getByRole("link", { name: c.make }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reclamation/\\?order=${orderNumber}&row=1$`));
  await expect(main.getByText(c.prefilled)).toBeVisible();
  await expect(main.getByLabel(c.orderNumber)).toHaveValue(orderNumber);
  await expect(main.getByLabel(c.postNumber)).toHaveValue("00100");
  await expect(main.getByLabel(c.email)).toHaveValue(email);
  await expect(main.getByLabel(c.date)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByLabel(c.size, { exact: true })).toHaveValue(pick.size);

  await main.getByLabel(c.target).selectOption("oulu");
  await main.getByLabel(c.used).fill("One weekend of camping");
  await main.getByLabel(c.complaint).fill("A seam of the product opened on the first weekend of use.");
  const number = await attachAndSend(page, c);
  const mail = await mailOf(request, email, "complaint.filed");
  expect(mail.subject).toBe(`Complaint ${number} ${c.subject}`);

  const context = await browser.newContext({ baseURL, locale: "en-GB" });
  await setLocaleCookies(context, baseURL!, { language: "en", country: "fi", currency: "eur" });
  const staff = await context.newPage();
  await staffSees(staff, context.request, baseURL!, number, "en");
  await context.close();
});

test("the complaint form has no serious axe findings on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/reclamation/");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
