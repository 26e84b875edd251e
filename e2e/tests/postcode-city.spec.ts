// The city from the postcode in the checkout's address (issue 12; docs/checkout.md "City from the
// postcode"): a whole Finnish postcode fills an empty city, a new postcode replaces the city it
// filled, and what the shopper typed is never replaced. Finnish and English, both widths.
import { expect, test } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, pickVariant } from "../pages/checkout-flow";
import { setLocaleCookies } from "../pages/shop-page";

for (const [language, width] of [["fi", 1366], ["en", 390]] as const) {
  test(`a whole postcode fills the empty city and never the shopper's own (${language}, ${width} px)`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    await addToCart(page, t, await pickVariant(request, "vaatteet", language, width > 1000 ? 2 : 3));
    const main = page.getByRole("main");
    const postcode = main.getByLabel(t.postalCode, { exact: true });
    const city = main.getByLabel(t.city, { exact: true });

    await postcode.fill("9610");
    await expect(city).toHaveValue("");
    await postcode.fill("96100");
    await expect(city).toHaveValue("Rovaniemi");
    // The postcode corrected: the city it filled follows.
    await postcode.fill("33100");
    await expect(city).toHaveValue("Tampere");
    // A city the shopper typed stays, whatever the postcode.
    await city.fill("Teisko");
    await postcode.fill("00100");
    await expect(city).toHaveValue("Teisko");
    // A postcode the table does not know leaves an empty city empty.
    await city.fill("");
    await postcode.fill("99999");
    await expect(city).toHaveValue("");
  });
}
