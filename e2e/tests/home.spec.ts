// Front page (spec 01 §2) and price formats per language and currency (spec 01 §9, spec 02 §9).
import { expect, test } from "@playwright/test";
import { HomePage } from "../pages/home-page";
import { setLocaleCookies, type Language } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("the front page shows banners, product groups and newest products", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(page).toHaveTitle(/ - Polku$/);
  // Banner photos are decorative (alt=""): the heading carries the message.
  await expect(home.banners.locator("img").first()).toHaveAttribute("alt", "");
  await expect(home.banners.getByRole("heading").first()).toBeVisible();
  await expect(home.groups.getByRole("link").first()).toBeVisible();
  expect(await home.groups.getByRole("link").count()).toBeGreaterThan(1);
  await expect(home.productCards().first()).toBeVisible();
  // Every card: an image of 320 px with alt text (or the missing-image placeholder), a name link and a price.
  for (const card of await home.productCards().all()) {
    await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/.+\/(\?select-color=[^&]+)?$/);
    await expect(card.getByRole("img")).toHaveAccessibleName(/.+/);
    await expect(card.getByTestId("price")).toHaveText(/\S/);
  }
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeLessThanOrEqual(150);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /w=1200&h=630&fit=cover/);
});

const formats: { language: Language; country: string; currency: string; pattern: RegExp; name: string }[] = [
  // Decimal comma, no thousands separator, euro sign after a no-break space.
  { language: "fi", country: "fi", currency: "eur", pattern: /(^|\s)\d+(,\d{2})?\u00a0€$/, name: "fi + eur" },
  // Dollar sign first, decimal point, comma grouping.
  { language: "en", country: "us", currency: "usd", pattern: /(^|\s)\$\d{1,3}(,\d{3})*(\.\d{2})?$/, name: "en + usd" },
  // Swedish kronor: no decimals, no thousands separator.
  { language: "sv", country: "se", currency: "sek", pattern: /(^|\s)\d+\u00a0kr$/, name: "sv + sek" },
];

for (const format of formats) {
  test(`prices follow the language and currency: ${format.name}`, async ({ page, context, baseURL }) => {
    await setLocaleCookies(context, baseURL!, format);
    const home = new HomePage(page);
    await home.goto();
    await expect(page.locator("html")).toHaveAttribute("lang", format.language);
    await expect(home.prices().first()).toBeVisible();
    for (const text of await home.prices().allTextContents()) expect(text.trim()).toMatch(format.pattern);
  });
}

test("a discount shows the struck reference price and a ribbon only from 5 %", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  for (const card of await home.productCards().all()) {
    const ribbon = card.getByText(/^-\d+ %$/);
    if ((await ribbon.count()) === 0) continue;
    const percent = Number((await ribbon.textContent())!.replace(/\D/g, ""));
    expect(percent).toBeGreaterThanOrEqual(5);
    await expect(card.locator("s")).toHaveCount(1);
  }
});
