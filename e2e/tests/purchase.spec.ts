// The whole purchase (issue 5 "Done means"; spec 01 §2 checkout and order routes): product, add to
// cart, the cart page with a discount code, a delivery method by postcode, the contact form, Pay on
// the built-in test provider's page, the confirmation, the confirmation e-mail in the developer
// mailbox and the order found in /view-order/; as a guest and as a club member, in Finnish and
// English. A declined and a cancelled payment keep the cart and give the reserved unit back.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import type { ProductModel } from "../pages/product-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

// One club member's saved cart is shared by the member runs: one purchase at a time.
test.describe.configure({ mode: "serial" });

const TEXTS = {
  fi: {
    addToCart: "Lisää ostoskoriin",
    goToCheckout: "Siirry kassalle",
    size: "Koko",
    codeLabel: "Alennus- tai lahjakorttikoodi",
    useCode: "Käytä koodi",
    codeAccepted: /Alennuskoodi KESA10 on käytössä\./i,
    postcode: "Postinumero toimitustapoja varten",
    methods: "Toimitustapa",
    firstName: "Etunimi",
    lastName: "Sukunimi",
    address: "Katuosoite",
    postalCode: "Postinumero",
    city: "Postitoimipaikka",
    phone: "Puhelinnumero",
    email: "Sähköposti",
    continue: "Jatka maksamaan",
    paymentTitle: "Maksu",
    terms: "Hyväksyn toimitusehdot ja tietosuojaselosteen.",
    termsRequired: "Hyväksy ehdot jatkaaksesi.",
    pay: /^Maksa /,
    testMethod: "Testimaksu",
    approve: "Hyväksy maksu",
    decline: "Hylkää maksu",
    cancel: "Peruuta",
    thanks: "Kiitos tilauksestasi!",
    orderNumber: /Tilausnumero (P\d{9})/,
    subject: "Tilausvahvistus",
    lookupTitle: "Tilauksen seuranta",
    lookupEmail: "Sähköposti",
    lookupNumber: "Tilausnumero",
    lookupSubmit: "Hae tilaus",
    processing: "Käsittelyssä",
    notFound: "Tilausta ei löytynyt (tarkista sähköposti ja tilausnumero)",
    failed: "Maksu epäonnistui",
    cancelled: "Maksu peruttu",
    backToCart: "Takaisin ostoskoriin",
    cartTitle: "Ostoskori",
  },
  en: {
    addToCart: "Add to cart",
    goToCheckout: "Go to checkout",
    size: "Size",
    codeLabel: "Discount or gift card code",
    useCode: "Use code",
    codeAccepted: /Discount code KESA10 is in use\./i,
    postcode: "Postal code for delivery methods",
    methods: "Delivery method",
    firstName: "First name",
    lastName: "Last name",
    address: "Street address",
    postalCode: "Postal code",
    city: "City",
    phone: "Phone number",
    email: "E-mail",
    continue: "Continue to payment",
    paymentTitle: "Payment",
    terms: "I accept the terms of delivery and the privacy policy.",
    termsRequired: "Accept the terms to continue.",
    pay: /^Pay /,
    testMethod: "Test payment",
    approve: "Approve payment",
    decline: "Decline payment",
    cancel: "Cancel",
    thanks: "Thank you for your order!",
    orderNumber: /Order number (P\d{9})/,
    subject: "Order confirmation",
    lookupTitle: "Order lookup",
    lookupEmail: "E-mail",
    lookupNumber: "Order number",
    lookupSubmit: "Find order",
    processing: "Processing",
    notFound: "Order not found (check email and order number)",
    failed: "Payment failed",
    cancelled: "Payment cancelled",
    backToCart: "Back to the cart",
    cartTitle: "Shopping cart",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const CLUB_MEMBER = { email: "jasen@polku.example", password: "polku-jasen-2025" };

interface Pick {
  model: ProductModel;
  variantId: number;
  colour: string;
  size: string;
}

/**
 * A sized variant in stock, dispatched at once and not reserved, the `skip`-th one found in
 * `group`, with the product page address in `language` (paths are per language).
 */
async function pickVariant(request: APIRequestContext, group: string, language: "fi" | "en", skip = 0): Promise<Pick> {
  const { id } = await groupList(request, group);
  const list = (await (await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id }, language, taxAreaId: 1 } })).json()) as { path: string }[];
  let seen = 0;
  for (const item of list.slice(0, 40)) {
    const response = await request.get(`/api/products/productmodel/${item.path.replace(/^\/+|\/+$/g, "")}/?language=${language}&taxAreaId=1`);
    const model = (await response.json()) as ProductModel;
    // Not an on-order variant: its sellable units are counted (max_amount), so a reservation shows.
    const variant = model.products.find((v) => v.size && !v.type && v.inStock && !v.onOrder && !v.blockedStock && v.shipping_time.number <= 2);
    if (!variant) continue;
    if (seen++ < skip) continue;
    return { model, variantId: variant.id, colour: variant.color.slug, size: variant.size!.name };
  }
  throw new Error(`No sized variant in stock in ${group}`);
}

/** Units of a variant the shop would sell now: the checkout's max_amount for the line. */
async function sellable(request: APIRequestContext, variantId: number): Promise<number> {
  const response = await request.post("/api/checkout/", { data: { products: [{ id: variantId, amount: 1 }], country_code: "fi", language_code: "fi" } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { products: { id: number; stock: { max_amount: number | null } }[] };
  return answer.products.find((line) => line.id === variantId)!.stock.max_amount!;
}

async function logInByApi(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post("/api/token/", { data: CLUB_MEMBER });
  expect(response.ok()).toBe(true);
  const token = (await response.json()) as { token_type: string; access_token: string };
  await page.context().addCookies([{ name: "so.auth", value: encodeURIComponent(`${token.token_type} ${token.access_token}`), url: baseURL }]);
}

/** Product page → add → cart page: code, delivery by postcode, contact form → the payment page. */
async function fillCart(page: Page, t: Texts, pick: Pick, email: string): Promise<void> {
  await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
  const main = page.getByRole("main");
  await main.getByRole("group", { name: t.size }).getByRole("radio", { name: pick.size, exact: true }).check();
  await main.getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
  await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);

  await main.getByLabel(t.codeLabel).fill("kesa10");
  await main.getByRole("button", { name: t.useCode }).click();
  await expect(main).toContainText(t.codeAccepted);

  await main.getByLabel(t.postcode).fill("00100");
  const methods = main.getByRole("group", { name: t.methods });
  await expect(methods.getByRole("radio").first()).toBeVisible();
  await methods.getByRole("radio").first().check();

  await main.getByLabel(t.firstName, { exact: true }).fill("Aino");
  await main.getByLabel(t.lastName, { exact: true }).fill("Virtanen");
  await main.getByLabel(t.address, { exact: true }).fill("Rantatie 1");
  await main.getByLabel(t.postalCode, { exact: true }).fill("00100");
  await main.getByLabel(t.city, { exact: true }).fill("Helsinki");
  await main.getByLabel(t.phone, { exact: true }).fill("040 123 4567");
  await main.getByLabel(t.email, { exact: true }).fill(email);
  const next = main.getByRole("button", { name: t.continue });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(main.getByRole("heading", { level: 1, name: t.paymentTitle })).toBeVisible();
}

/** Accepts the terms and presses Pay; the browser lands on the test provider's page. */
async function pay(page: Page, t: Texts): Promise<void> {
  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: t.testMethod })).toBeChecked();
  const payButton = main.getByRole("button", { name: t.pay });
  await expect(payButton).toBeEnabled({ timeout: 15_000 });
  // Without the terms nothing is placed.
  await payButton.click();
  await expect(main.getByText(t.termsRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await main.getByRole("checkbox", { name: t.terms }).check();
  await payButton.click();
  await expect(page).toHaveURL(/\/api\/payments\/test\/pay\//);
}

for (const language of ["fi", "en"] as const) {
  for (const shopper of ["guest", "member"] as const) {
    test(`a ${shopper} buys a product and finds the order (${language})`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      if (shopper === "member") await logInByApi(page, request, baseURL!);
      const email = shopper === "member" ? CLUB_MEMBER.email : `e2e.buy.${language}.${Date.now()}@example.fi`;
      const pick = await pickVariant(request, "vaatteet/takit", language, shopper === "member" ? 1 : 0);

      await fillCart(page, t, pick, email);
      const main = page.getByRole("main");
      await expect(main.getByTestId("summary-line")).toHaveCount(1);
      await expect(main).toContainText(/KESA10/i);
      await expect(main.getByTestId("payment-address")).toContainText("Rantatie 1");
      const total = (await main.getByTestId("payment-total").textContent())!;

      await pay(page, t);
      await page.getByRole("button", { name: t.approve }).click();

      // The confirmation: number, lines, the total paid, the e-mail note; the cart is emptied.
      await expect(page).toHaveURL(/\/order\/payment_ok\/P\d{9}\/[\w-]+\/$/);
      await expect(main.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible();
      const number = t.orderNumber.exec((await main.getByRole("status").first().textContent())!)![1]!;
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
    const t = TEXTS.fi;
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
