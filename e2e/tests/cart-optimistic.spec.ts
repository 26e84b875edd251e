// Issue 12 "every cart change waits about 2 s": a changed amount is priced at once from the last
// answer's unit price and marked as an estimate until the answer comes; when the change cannot be
// validated, the cart goes back to the amounts of the last answer and says so
// (docs/cart.md "Optimistic updates"). Finnish, desktop and phone.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AddToCartArea, CartPage } from "../pages/cart-page";
import { cents, groupList } from "../pages/product-grid-page";
import { productModel, ProductPage } from "../pages/product-page";
import { sellable } from "../pages/checkout-flow";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });
test.describe.configure({ timeout: 90_000 });

const GROUP = "vaatteet/takit";

/** A jacket with a size in stock, dispatched at once, that may be bought at least three times. */
async function pickVariant(request: APIRequestContext) {
  for (const item of (await groupList(request, GROUP)).items.slice(0, 40)) {
    const model = await productModel(request, item.path);
    const variant = model.products.find((v) => v.size && !v.type && v.inStock && !v.blockedStock && v.shipping_time.number <= 2);
    // Other tests buy from the same stock meanwhile: three sellable units, not only "in stock".
    if (variant && (await sellable(request, variant.id)) >= 3) return { model, colour: model.colors.find((c) => c.slug === variant.color.slug)!, size: variant.size!.name };
  }
  throw new Error(`No model in ${GROUP} with a size in stock`);
}

for (const [label, viewport] of [["desktop 1366", { width: 1366, height: 900 }], ["mobile 390", { width: 390, height: 844 }]] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test("a changed amount is priced at once, and rolled back with a message when it cannot be saved", async ({ page, request }) => {
      const { model, colour, size } = await pickVariant(request);
      const product = new ProductPage(page);
      const add = new AddToCartArea(page);
      const cart = new CartPage(page);
      await gotoHydrated(page, model.model_url);
      await product.colour(colour.name).check({ force: true });
      await product.size(size).check({ force: true });
      await add.button.click();
      await add.modal.getByRole("link", { name: "Siirry kassalle" }).click();
      await expect(cart.lines).toHaveCount(1);
      const line = cart.lines.first();
      await expect(cart.total).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText("Arvio, päivitetään…")).toHaveCount(0);
      const total = cents((await cart.total.textContent())!);
      const subtotal = cents((await page.getByTestId("cart-subtotal").textContent())!);

      // The answer to the change is held back: the new prices show before it, as an estimate.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/checkout/", async (route) => {
        await held;
        await route.continue();
      });
      await line.getByRole("button", { name: "Lisää määrää" }).click();
      await expect(cart.amount(line)).toHaveValue("2");
      // The answer is held until release(): what shows now is the estimate.
      await expect(page.getByText("Arvio, päivitetään…")).toBeVisible();
      await expect.poll(async () => cents((await page.getByTestId("cart-subtotal").textContent())!)).toBe(subtotal * 2);
      expect(cents((await cart.total.textContent())!)).toBe(total + subtotal);
      release();
      await expect(page.getByText("Arvio, päivitetään…")).toHaveCount(0, { timeout: 15_000 });
      expect(cents((await page.getByTestId("cart-subtotal").textContent())!)).toBe(subtotal * 2);
      await page.unroute("**/api/checkout/");

      // The next change cannot be validated: the amount goes back to 2 and the shopper is told.
      await page.route("**/api/checkout/", (route) => route.fulfill({ status: 503, body: "unavailable" }));
      await line.getByRole("button", { name: "Lisää määrää" }).click();
      await expect(cart.amount(line)).toHaveValue("3");
      await expect(page.getByText(/Ostoskorin muutosta ei voitu tallentaa/)).toBeVisible({ timeout: 15_000 });
      await expect(cart.amount(line)).toHaveValue("2");
      expect(cents((await page.getByTestId("cart-subtotal").textContent())!)).toBe(subtotal * 2);
      await expect(cart.headerCount).toHaveText("2");
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("polku.cart.v1") ?? "{}") as { products: { amount: number }[] });
      expect(stored.products[0]!.amount).toBe(2);
    });
  });
}
