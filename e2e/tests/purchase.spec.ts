// The whole purchase (issue 5 "Done means"; spec 01 §2 checkout and order routes): product, add to
// cart, the cart page with a discount code, a delivery method by postcode, the contact form, Pay on
// the built-in test provider's page, the confirmation, the confirmation e-mail in the developer
// mailbox and the order found in /view-order/; as a guest and as a club member, in Finnish and
// English. A declined and a cancelled payment keep the cart and give the reserved unit back.
import { expect, test } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant, sellable } from "../pages/checkout-flow";
import { CLUB_MEMBER, logInByApi } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies, useOwnVisitorAddress } from "../pages/shop-page";

// Order lookups are limited per address: this test's own (pages/shop-page.ts).
test.beforeEach(({ context }) => useOwnVisitorAddress(context));

// One club member's saved cart is shared by the member runs: one purchase at a time.
test.describe.configure({ mode: "serial" });

for (const language of ["fi", "en"] as const) {
  for (const shopper of ["guest", "member"] as const) {
    test(`a ${shopper} buys a product and finds the order (${language})`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const t = CHECKOUT_TEXTS[language];
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      if (shopper === "member") await logInByApi(page.context(), request, baseURL!, CLUB_MEMBER);
      const email = shopper === "member" ? CLUB_MEMBER.email : `e2e.buy.${language}.${Date.now()}@example.fi`;
      const pick = await pickVariant(request, "vaatteet/takit", language, shopper === "member" ? 1 : 0);

      await fillCart(page, t, pick, email);
      const main = page.getByRole("main");
      await expect(main.getByTestId("summary-line")).toHaveCount(1);
      await expect(main).toContainText(/KESA10/i);
      await expect(main.getByTestId("payment-address")).toContainText("Rantatie 1");
      const total = (await main.getByTestId("payment-total").textContent())!;

      await pay(page, t);
      // The confirmation: number, lines, the total paid, the e-mail note; the cart is emptied.
      const number = await approveAndConfirm(page, t);
      await expect(main.getByTestId("order-line")).toHaveCount(1);
      await expect(main.getByTestId("order-total")).toHaveText(total);
      await expect(main).toContainText(email);
      await expect(main.getByTestId("order-status")).toHaveText(t.processing);
      await expect(page.getByTestId("header-cart-count")).toHaveCount(0);

      // The confirmation e-mail in the developer mailbox, in the shopper's language.
      await gotoHydrated(page, `/dev/mailbox/?to=${encodeURIComponent(email)}`);
      await expect(page.getByRole("main").getByRole("link", { name: `${t.subject} ${number}` })).toBeVisible();

      // The order lookup: a wrong e-mail finds nothing, the right one the order.
      await gotoHydrated(page, "/view-order/");
      await expect(main.getByRole("heading", { level: 1, name: t.lookupTitle })).toBeVisible();
      await main.getByLabel(t.lookupEmail, { exact: true }).fill("someone.else@example.fi");
      await main.getByLabel(t.lookupNumber, { exact: true }).fill(number);
      await main.getByRole("button", { name: t.lookupSubmit }).click();
      await expect(main.getByRole("alert")).toHaveText(t.notFound);
      await main.getByLabel(t.lookupEmail, { exact: true }).fill(email.toUpperCase());
      await main.getByRole("button", { name: t.lookupSubmit }).click();
      await expect(main.getByTestId("order-number")).toHaveText(number);
      await expect(main.getByTestId("order-status")).toHaveText(t.processing);
      await expect(main.getByTestId("order-total")).toHaveText(total);

      if (shopper === "member") {
        // The member's history lists the order.
        await gotoHydrated(page, "/history/");
        await expect(main.getByTestId("history-order").filter({ hasText: number })).toBeVisible();
      }
    });
  }
}

for (const outcome of ["decline", "cancel"] as const) {
  test(`a ${outcome === "decline" ? "declined" : "cancelled"} payment keeps the cart and gives the reserved unit back`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = CHECKOUT_TEXTS.fi;
    await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
    const pick = await pickVariant(request, "retkeily", "fi", outcome === "decline" ? 0 : 1);
    const before = await sellable(request, pick.variantId);

    await fillCart(page, t, pick, `e2e.${outcome}.${Date.now()}@example.fi`);
    await pay(page, t);
    // The order holds the unit while the shopper is on the provider's page.
    expect(await sellable(request, pick.variantId)).toBe(before - 1);
    await page.getByRole("button", { name: outcome === "decline" ? t.decline : t.cancel, exact: true }).click();

    const main = page.getByRole("main");
    await expect(page).toHaveURL(outcome === "decline" ? /\/order\/payment_error\/P\d{9}\/[\w-]+\/$/ : /\/order\/payment_cancelled\/P\d{9}\/[\w-]+\/$/);
    await expect(main.getByRole("heading", { level: 1, name: outcome === "decline" ? t.failed : t.cancelled })).toBeVisible();
    expect(await sellable(request, pick.variantId)).toBe(before);

    // The cart is intact: back on the cart page with its line and code.
    await expect(page.getByTestId("header-cart-count")).toHaveText("1");
    await main.getByRole("link", { name: t.backToCart }).click();
    await expect(main.getByRole("heading", { level: 1, name: t.cartTitle })).toBeVisible();
    await expect(main.getByTestId("cart-line")).toHaveCount(1);
    await expect(main).toContainText(t.codeAccepted);

    // Paying again is a new order (the ended one is not reused) and the provider's page opens.
    await gotoHydrated(page, "/checkout/payment/");
    await pay(page, t);
    expect(await sellable(request, pick.variantId)).toBe(before - 1);
    await page.getByRole("button", { name: t.cancel, exact: true }).click();
    await expect(page).toHaveURL(/\/order\/payment_cancelled\//);
    expect(await sellable(request, pick.variantId)).toBe(before);
  });
}
