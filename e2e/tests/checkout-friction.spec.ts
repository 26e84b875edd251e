// Less friction at checkout (issue 12; docs/cart.md "One postcode", "Prefill"): a focused header
// with the purchase's steps and no mega menu, one postcode that both fills the address and
// brings the delivery methods, and a member's own details filled in.
import { expect, test } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, fillDeliveryAndContact, pickVariant } from "../pages/checkout-flow";
import { logInByApi, registerCustomer } from "../pages/login-page";
import { setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { steps: "Kassan vaiheet", cart: "Ostoskori", payment: "Maksu", menu: "Tuoteryhmät", search: "Hae verkkokaupasta" },
  en: { steps: "Checkout steps", cart: "Cart", payment: "Payment", menu: "Product groups", search: "Search the shop" },
} as const;

for (const language of ["fi", "en"] as const) {
  for (const width of [1366, 390]) {
    test(`the checkout has its own header with the steps, and one postcode brings the delivery methods (${language}, ${width} px)`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const t = CHECKOUT_TEXTS[language];
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const pick = await pickVariant(request, "vaatteet", language, width > 1000 ? 0 : 1);
      await addToCart(page, t, pick);

      const header = page.getByRole("banner");
      const steps = header.getByRole("navigation", { name: TEXTS[language].steps });
      await expect(steps.getByRole("listitem").filter({ hasText: TEXTS[language].cart })).toHaveAttribute("aria-current", "step");
      await expect(page.getByRole("navigation", { name: TEXTS[language].menu })).toHaveCount(0);
      await expect(header.getByRole("combobox", { name: TEXTS[language].search })).toHaveCount(0);
      await expect(header.getByTestId("header-cart-count")).toHaveText("1");

      // The address's postcode is the only one typed: the delivery methods follow it.
      const main = page.getByRole("main");
      await main.getByLabel(t.postalCode, { exact: true }).fill("96200");
      await expect(main.getByRole("group", { name: t.methods }).getByRole("radio").first()).toBeVisible();
      await expect(main.getByLabel(t.postcode)).toHaveValue("96200");

      await fillDeliveryAndContact(page, t, `e2e.friction.${language}.${width}.${Date.now()}@example.fi`);
      await expect(steps.getByRole("listitem").filter({ hasText: TEXTS[language].payment })).toHaveAttribute("aria-current", "step");
    });
  }
}

test("a logged-in member finds their e-mail, name and saved address filled in, and the delivery methods with them", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const t = CHECKOUT_TEXTS.fi;
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "prefill" });
  const authorization = await logInByApi(page.context(), request, baseURL!, account);
  const saved = await request.post("/api/customer/addresses/", {
    headers: { authorization },
    data: { first_name: "Aino", last_name: "Koski", street: "Koskikatu 1", postcode: "96200", city: "Rovaniemi", country_code: "fi", phone: "040 123 4567", is_default: true },
  });
  expect(saved.ok()).toBe(true);

  const pick = await pickVariant(request, "vaatteet", "fi", 2);
  await addToCart(page, t, pick);
  const main = page.getByRole("main");
  await expect(main.getByLabel(t.email, { exact: true })).toHaveValue(account.email);
  await expect(main.getByLabel(t.firstName, { exact: true })).toHaveValue("Aino");
  await expect(main.getByLabel(t.address, { exact: true })).toHaveValue("Koskikatu 1");
  await expect(main.getByLabel(t.postalCode, { exact: true })).toHaveValue("96200");
  await expect(main.getByLabel(t.city, { exact: true })).toHaveValue("Rovaniemi");
  await expect(main.getByRole("group", { name: t.methods }).getByRole("radio").first()).toBeVisible();
});
