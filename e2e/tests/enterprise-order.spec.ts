// Enterprise order mode (spec 01 §3 enterpriseOrder, spec 02 §6; docs/orders.md "Enterprise orders
// and transfer requests"): the demo organisation customer's product page button reads 'Add to
// enterprise order' instead of 'Add to cart' and adds to the organisation's open enterprise order
// (POST /api/customer/enterprise/order/), not to the cart; amounts of one variant add up in the
// same order. A customer who is not an organisation customer gets the ordinary button.
import { expect, test, type Page } from "@playwright/test";
import { CHECKOUT_TEXTS, openPick, pickVariant } from "../pages/checkout-flow";
import { CUSTOMER, logInByApi, ORG_CUSTOMER } from "../pages/login-page";
import { setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { ...CHECKOUT_TEXTS.fi, enterpriseAdd: "Lisää yritystilaukseen", added: (count: number) => `Lisätty yritystilaukseen (${count} kpl)` },
  en: { ...CHECKOUT_TEXTS.en, enterpriseAdd: "Add to enterprise order", added: (count: number) => `Added to the enterprise order (${count} pcs)` },
} as const;

const GROUP = "vaatteet/valikerrokset";
/** Where the storefront keeps the id of the open enterprise order (enterprise-order.ts). */
const ORDER_ID_KEY = "polku.enterpriseOrder.v1";

async function keptOrderId(page: Page): Promise<number> {
  return Number(await page.evaluate((key) => window.localStorage.getItem(key), ORDER_ID_KEY));
}

for (const language of ["fi", "en"] as const) {
  test(`an organisation customer adds a product to the enterprise order instead of the cart (${language})`, async ({ page, request, baseURL }) => {
    const t = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const authorization = await logInByApi(page.context(), request, baseURL!, ORG_CUSTOMER);
    const pick = await pickVariant(request, GROUP, language, language === "fi" ? 0 : 1);

    await openPick(page, t, pick);
    const area = page.getByRole("main").getByTestId("add-to-cart");
    await expect(area.getByRole("button", { name: t.addToCart })).toHaveCount(0);
    const add = area.getByRole("button", { name: t.enterpriseAdd });
    await add.click();
    const note = area.getByTestId("enterprise-note");
    await expect(note).toHaveText(t.added(1));
    await expect(note).toHaveRole("status");

    // A second press adds to the same open order: the amounts add up.
    const orderId = await keptOrderId(page);
    expect(orderId).toBeGreaterThan(0);
    await add.click();
    await expect(note).toHaveText(t.added(2));
    expect(await keptOrderId(page)).toBe(orderId);

    // The cart is untouched: no added-to-cart dialog, no count in the header.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("header-cart-count")).toHaveCount(0);

    // The server's enterprise order holds the line: one more unit through the API lands on it.
    const response = await request.post("/api/customer/enterprise/order/", {
      headers: { authorization },
      data: { enterprise_data: { id: orderId }, checkout_data: { products: [{ productId: pick.variantId, amount: 1 }] } },
    });
    expect(response.status()).toBe(200);
    const order = (await response.json()) as { id: number; status: string; products: { productId: number; amount: number }[] };
    expect(order).toMatchObject({ id: orderId, status: "open" });
    expect(order.products).toEqual([expect.objectContaining({ productId: pick.variantId, amount: 3 })]);
  });

  test(`a customer who is not an organisation customer gets the ordinary add to cart (${language})`, async ({ page, request, baseURL }) => {
    const t = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const authorization = await logInByApi(page.context(), request, baseURL!, CUSTOMER);
    const pick = await pickVariant(request, GROUP, language);

    await openPick(page, t, pick);
    const area = page.getByRole("main").getByTestId("add-to-cart");
    await expect(area.getByRole("button", { name: t.addToCart })).toBeVisible();
    await expect(area.getByRole("button", { name: t.enterpriseAdd })).toHaveCount(0);
    // Nor may they use the call.
    const refused = await request.post("/api/customer/enterprise/order/", { headers: { authorization }, data: { checkout_data: { products: [{ productId: pick.variantId, amount: 1 }] } } });
    expect(refused.status()).toBe(403);
  });
}
