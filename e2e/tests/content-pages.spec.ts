// Issue 14 (docs/content.md): a static page with hash scrolling and in-app links, a page with
// tabs and nested tabs, the store list and a store page, express pickup, and the contact form
// through to the e-mail in the outbox; axe on each page type.
import { expect, test } from "@playwright/test";
import { mailOf, seriousViolations } from "../pages/flows";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

test("a static page scrolls to the address's hash and its links stay in the app", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  const response = await gotoHydrated(page, "/page/delivery/#ulkomaat");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toimitustavat");
  const target = page.locator("#ulkomaat");
  await expect(target).toHaveText("Toimitukset ulkomaille");
  await expect(target).toBeInViewport();
  await expect(page).toHaveTitle(/^Toimitustavat - Polku/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Vantaalta/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/page\/delivery\/$/);
  expect(await seriousViolations(page)).toEqual([]);

  await gotoHydrated(page, "/enterprise/");
  await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
  await page.locator("main").getByRole("link", { name: "Pyydä tarjous yritysmyynnistä" }).click();
  await expect(page).toHaveURL(/\/corporate-info-form\/$/);
  expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
});

test("a page with tabs opens its first tab and shows nested tabs", async ({ page }) => {
  await gotoHydrated(page, "/asiakaspalvelu/");
  await expect(page).toHaveURL(/\/asiakaspalvelu\/toimitukset\/$/);
  const tabs = page.getByRole("navigation", { name: "Osiot" });
  await expect(tabs.getByRole("link", { name: "Toimitukset" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Palautukset" }).click();
  await expect(page).toHaveURL(/\/asiakaspalvelu\/palautukset\/$/);
  const nested = page.getByRole("navigation", { name: "Alaosiot" });
  await nested.getByRole("link", { name: "Vaihto" }).click();
  await expect(page).toHaveURL(/\/asiakaspalvelu\/palautukset\/vaihto\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Vaihto" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect((await page.request.get("/asiakaspalvelu/ei-ole/")).status()).toBe(404);
});

test("the store list sorts by postcode and a store page tells its hours and services", async ({ page }) => {
  test.slow(); // two pages, each checked by axe
  await gotoHydrated(page, "/stores/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Myymälät");
  await page.getByLabel("Postinumero").fill("96100");
  await page.getByRole("button", { name: "Järjestä etäisyyden mukaan" }).click();
  await expect(page).toHaveURL(/postcode=96100/);
  await expect(page.locator("main li h2").first()).toHaveText("Polku Rovaniemi");
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator("main").getByRole("link", { name: "Polku Rovaniemi" }).click();
  await expect(page).toHaveURL(/\/stores\/rovaniemi\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Polku Rovaniemi");
  await expect(page.getByRole("heading", { name: "Aukioloajat", exact: true })).toBeVisible();
  await expect(page.locator("tr[aria-current=date]")).toContainText("Tänään");
  await expect(page.locator("main address")).toContainText("Koskikatu 9");
  await expect(page.locator("main").getByText("Vuokraus")).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Store"') && text.includes("openingHoursSpecification"))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  expect((await page.request.get("/stores/ei-ole/")).status()).toBe(404);
});

test("express pickup lists the stores that offer it", async ({ page }) => {
  await gotoHydrated(page, "/pikanouto/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pikanouto");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Polku Helsinki Kamppi" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Polku Rovaniemi" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the contact form checks its fields and sends the message to the outbox", async ({ page }) => {
  const email = `ask-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoHydrated(page, "/ask/");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect(page.getByText("Tämä on pakollinen kenttä.").first()).toBeVisible();
  await expect(page.getByText("Valitse aihe.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Nimi").fill("Maija Meikäläinen");
  await page.getByLabel("Sähköposti").fill(email);
  await page.getByLabel("Aihe").selectOption("delivery");
  await page.getByLabel("Viesti").fill("Milloin tilaukseni saapuu noutopisteeseen?");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(email);
  const mail = await mailOf(page.request, email, "contact.ask.confirmation");
  expect(mail.subject).toContain("Viestisi on vastaanotettu");
  expect(mail.text).toContain("Milloin tilaukseni saapuu noutopisteeseen?");
});

test("the contact form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US", baseURL });
  await context.addCookies([{ name: "so_language", value: "en", url: baseURL! }]);
  const page = await context.newPage();
  const email = `ask-nojs-${Date.now()}@example.com`;
  await page.goto("/ask/");
  await page.getByLabel("Name").fill("Sam Walker");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Topic").selectOption("product");
  await page.getByLabel("Message").fill("Is the tent in stock in Tampere?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(`a confirmation is on its way to ${email}`)).toBeVisible();
  await context.close();
});
