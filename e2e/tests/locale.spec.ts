// The locale modal (spec 01 §2, §4): flags and currency codes per country; saving changes the
// country and currency, and prices follow without a full page load.
import { expect, test } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { LocaleModal } from "../pages/locale-modal";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("the locale modal changes country and currency and the prices follow", async ({ page, context }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.prices().first()).toHaveText(/€$/);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await home.localeButton().click();
  const modal = new LocaleModal(page);
  await expect(modal.dialog).toHaveAttribute("aria-modal", "true");
  await modal.waitForOptions();
  // A flag per country (decorative: the country name is beside it).
  const countries = await modal.countries().count();
  expect(countries).toBeGreaterThan(1);
  await expect(modal.dialog.locator('img[src^="/flags/"]')).toHaveCount(countries);

  // Sweden (spec 01 §9: the sv default) through the filter; the list narrows to it.
  await modal.countryFilter().fill("ruots");
  await expect(modal.countries()).toHaveCount(2); // Ruotsi, and the current country stays listed
  await modal.countryWithCurrency("SEK").first().check();
  await expect(modal.currencySelect()).toHaveValue("sek");
  await modal.save();

  await expect(home.localeButton()).toContainText("SEK");
  // Finnish page, Swedish kronor: no decimals, and CLDR's fi-FI symbol for SEK is the code.
  await expect(home.prices().first()).toHaveText(/^(alk\. )?\d+\u00a0SEK$/);
  // Same document: prices changed by revalidation, not by a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies["so_currency_code"]).toBe("sek");
  expect(cookies["so_delivery_country_code"]).toMatch(/^[a-z]{2}$/);
});

test("a currency can be chosen apart from the country", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.localeButton().click();
  const modal = new LocaleModal(page);
  await modal.waitForOptions();
  await modal.currencySelect().selectOption("usd");
  await modal.save();
  await expect(home.localeButton()).toContainText("USD");
  await expect(home.prices().first()).toHaveText(/^\$|\s\$/);
});

test("the modal closes with Escape and on the backdrop and gives focus back", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const modal = new LocaleModal(page);

  await home.localeButton().click();
  await modal.waitForOptions();
  expect(await home.bodyIsScrollLocked()).toBe(true);
  await page.keyboard.press("Escape");
  await expect(modal.dialog).toBeHidden();
  await expect(home.localeButton()).toBeFocused();
  expect(await home.bodyIsScrollLocked()).toBe(false);

  await home.localeButton().click();
  await modal.waitForOptions();
  await page.mouse.click(10, 10); // press and release on the backdrop
  await expect(modal.dialog).toBeHidden();
});

test("changing the language shows the shop in that language", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.localeButton().click();
  const modal = new LocaleModal(page);
  await modal.waitForOptions();
  await modal.languageSelect().selectOption("en");
  await modal.save();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
});
