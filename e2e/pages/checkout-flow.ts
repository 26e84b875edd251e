// The purchase path shared by the checkout specs (spec 01 §2): picking a product the API says is
// in stock, the product page's add to cart, the cart page (code, delivery by postcode, contact
// form) and the payment page's Pay, in Finnish and English.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { groupList } from "./product-grid-page";
import type { ModelVariant, ProductModel } from "./product-page";
import { gotoHydrated } from "./shop-page";

export const CHECKOUT_TEXTS = {
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
    testMethod: "Korttimaksu (testi)",
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
    testMethod: "Card payment (test)",
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
export type CheckoutTexts = (typeof CHECKOUT_TEXTS)[keyof typeof CHECKOUT_TEXTS];

/** A variant as the product model API gives it, with the stores that hold it. */
export type StockedVariant = ModelVariant & { max_amount: number | null; inStockStores: { slug: string }[] };

export interface Pick {
  model: ProductModel;
  variantId: number;
  colour: string;
  size: string;
  variant: StockedVariant;
}

/**
 * A sized variant in stock, dispatched at once and not reserved, the `skip`-th one found in
 * `group` that `accept` takes, with the product page address in `language` (paths are per language).
 */
export async function pickVariant(request: APIRequestContext, group: string, language: "fi" | "en", skip = 0, accept: (model: ProductModel, variant: StockedVariant) => boolean = () => true): Promise<Pick> {
  const { id } = await groupList(request, group);
  const list = (await (await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id }, language, taxAreaId: 1 } })).json()) as { path: string }[];
  let seen = 0;
  for (const item of list.slice(0, 40)) {
    const response = await request.get(`/api/products/productmodel/${item.path.replace(/^\/+|\/+$/g, "")}/?language=${language}&taxAreaId=1`);
    const model = (await response.json()) as ProductModel;
    // Not an on-order variant: its sellable units are counted (max_amount), so a reservation shows.
    const variant = (model.products as StockedVariant[]).find((v) => v.size && !v.type && v.inStock && !v.onOrder && !v.blockedStock && v.shipping_time.number <= 2 && accept(model, v));
    if (!variant) continue;
    if (seen++ < skip) continue;
    return { model, variantId: variant.id, colour: variant.color.slug, size: variant.size!.name, variant };
  }
  throw new Error(`No sized variant in stock in ${group}`);
}

/** Units of a variant the shop would sell now: the checkout's max_amount for the line. */
export async function sellable(request: APIRequestContext, variantId: number): Promise<number> {
  const response = await request.post("/api/checkout/", { data: { products: [{ id: variantId, amount: 1 }], country_code: "fi", language_code: "fi" } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { products: { id: number; stock: { max_amount: number | null } }[] };
  return answer.products.find((line) => line.id === variantId)!.stock.max_amount!;
}

/** Opens the product page with the pick's colour and chooses its size. */
export async function openPick(page: Page, t: CheckoutTexts, pick: Pick): Promise<void> {
  await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
  await page.getByRole("main").getByRole("group", { name: t.size }).getByRole("radio", { name: pick.size, exact: true }).check();
}

/** Product page → add → the added-to-cart dialog's link to the cart page. */
export async function addToCart(page: Page, t: CheckoutTexts, pick: Pick): Promise<void> {
  await openPick(page, t, pick);
  await page.getByRole("main").getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
  await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
}

/** On the cart page: the first delivery method for postcode 00100, the contact form, on to payment. */
export async function fillDeliveryAndContact(page: Page, t: CheckoutTexts, email: string): Promise<void> {
  const main = page.getByRole("main");
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

/**
 * A cart of rentals alone (docs/rental.md "Rental-only checkout"): no delivery step — no postcode,
 * no methods, no address fields, the pick-up note in their place — only the name, phone and
 * e-mail, then on to the payment page, which shows the pick-up instead of a delivery address.
 */
export async function fillContactForPickup(page: Page, t: CheckoutTexts, email: string, pickupTitle: string): Promise<void> {
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: pickupTitle })).toBeVisible();
  await expect(main.getByLabel(t.postcode)).toHaveCount(0);
  await expect(main.getByRole("group", { name: t.methods })).toHaveCount(0);
  for (const field of [t.address, t.postalCode, t.city]) await expect(main.getByLabel(field, { exact: true })).toHaveCount(0);
  await main.getByLabel(t.firstName, { exact: true }).fill("Aino");
  await main.getByLabel(t.lastName, { exact: true }).fill("Virtanen");
  await main.getByLabel(t.phone, { exact: true }).fill("040 123 4567");
  await main.getByLabel(t.email, { exact: true }).fill(email);
  const next = main.getByRole("button", { name: t.continue });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(main.getByRole("heading", { level: 1, name: t.paymentTitle })).toBeVisible();
  await expect(main.getByRole("region", { name: pickupTitle })).toBeVisible();
}

/** Product page → add → cart page: code, delivery by postcode, contact form → the payment page. */
export async function fillCart(page: Page, t: CheckoutTexts, pick: Pick, email: string): Promise<void> {
  await addToCart(page, t, pick);
  const main = page.getByRole("main");
  await main.getByLabel(t.codeLabel).fill("kesa10");
  await main.getByRole("button", { name: t.useCode }).click();
  await expect(main).toContainText(t.codeAccepted);
  await fillDeliveryAndContact(page, t, email);
}

/** Accepts the terms and presses Pay; the browser lands on the test provider's page. */
export async function pay(page: Page, t: CheckoutTexts): Promise<void> {
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

/** Approves the payment on the test provider's page and waits for the confirmation; its order number. */
export async function approveAndConfirm(page: Page, t: CheckoutTexts): Promise<string> {
  await page.getByRole("button", { name: t.approve }).click();
  await expect(page).toHaveURL(/\/order\/payment_ok\/P\d{9}\/[\w-]+\/$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible();
  return t.orderNumber.exec((await main.getByRole("status").first().textContent())!)![1]!;
}
