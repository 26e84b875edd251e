// International addresses (issue 12; docs/checkout.md "Postcodes"): British, Irish, Dutch and
// Canadian postcodes are kept as typed and bring delivery methods with their prices, on the
// product page and in the cart (shipping priced before the duties box is ticked); a visitor whose
// browser says en-GB is priced in pounds.
import { expect, test } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, pickVariant } from "../pages/checkout-flow";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const ADDRESSES = [
  { country: "gb", currency: "gbp", typed: "sw1a 1aa", kept: "SW1A 1AA", price: /£\d/ },
  { country: "ie", currency: "eur", typed: "d02 x285", kept: "D02 X285", price: /€\d/ },
  { country: "nl", currency: "eur", typed: "1012 ab", kept: "1012 AB", price: /€\d/ },
  { country: "ca", currency: "usd", typed: "k1a 0b1", kept: "K1A 0B1", price: /\$\d/ },
] as const;

for (const width of [1366, 390]) {
  test(`postcodes of the UK, Ireland, the Netherlands and Canada are kept as typed and bring priced delivery methods (${width} px)`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const pick = await pickVariant(request, "retkeily", "en", width > 1000 ? 8 : 9);
    for (const address of ADDRESSES) {
      await page.context().clearCookies();
      await setLocaleCookies(page.context(), baseURL!, { language: "en", country: address.country, currency: address.currency });
      await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
      const main = page.getByRole("main");
      const field = main.getByRole("textbox", { name: "Postcode", exact: true });
      await field.fill(address.typed);
      await expect(field).toHaveValue(address.kept);
      const methods = main.getByTestId("delivery-methods");
      await expect(methods.getByRole("listitem").first()).toBeVisible();
      await expect(methods).toContainText(address.price);
    }
  });
}

test("the cart prices British shipping before the duties box is ticked, with the postcode as typed", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const t = CHECKOUT_TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en", country: "gb", currency: "gbp" });
  const pick = await pickVariant(request, "retkeily", "en", 10);
  await addToCart(page, t, pick);
  const main = page.getByRole("main");
  const postcode = main.getByLabel(t.postcode);
  await postcode.fill("sw1a 1aa");
  await expect(postcode).toHaveValue("SW1A 1AA");
  const methods = main.getByRole("group", { name: t.methods });
  await expect(methods.getByRole("radio").first()).toBeChecked();
  await expect(methods).toContainText(/£\d/);
  // Everything is in pounds, shipping included, before the box is ticked.
  await expect(main).not.toContainText("$");
  await expect(main.getByRole("checkbox", { name: /taxes, duties and clearance fees/ })).not.toBeChecked();
  // The one postcode also fills the address's postal code.
  await expect(main.getByLabel(t.postalCode, { exact: true })).toHaveValue("SW1A 1AA");
});

test.describe("an en-GB browser", () => {
  test.use({ locale: "en-GB" });

  test("is priced in pounds and delivered to Great Britain", async ({ page, request, baseURL }) => {
    await setLocaleCookies(page.context(), baseURL!, { language: "en" });
    const pick = await pickVariant(request, "retkeily", "en", 11);
    await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
    await expect(page.getByRole("main")).toContainText(/£\d/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "so_currency_code")?.value ?? "gbp").toBe("gbp");
  });
});
