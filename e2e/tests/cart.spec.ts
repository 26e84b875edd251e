// The cart (spec 01 §3-5, spec 02 §4-5): choose a colour and size, add to cart and see the modal,
// open /checkout/, change the amount, look up delivery methods by postcode, remove a line, and
// find the cart kept after a reload. Runs against the real POST /api/checkout/.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AddToCartArea, CartPage } from "../pages/cart-page";
import { groupList } from "../pages/product-grid-page";
import { productModel, ProductPage, type ProductModel } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const GROUP = "vaatteet/takit";

interface Pick {
  model: ProductModel;
  colour: { slug: string; name: string };
  sizes: [string, string];
}

/** A model with a colour holding two sizes in stock, dispatched at once and not reserved. */
async function pickModel(request: APIRequestContext): Promise<Pick> {
  for (const item of (await groupList(request, GROUP)).items.slice(0, 40)) {
    const model = await productModel(request, item.path);
    for (const colour of model.colors) {
      const sizes = model.products
        .filter((variant) => variant.color.slug === colour.slug && variant.size && !variant.type && variant.inStock && !variant.blockedStock && variant.shipping_time.number <= 2)
        .map((variant) => variant.size!.name);
      if (sizes.length >= 2) return { model, colour, sizes: [sizes[0]!, sizes[1]!] };
    }
  }
  throw new Error(`No model in ${GROUP} with two sizes in stock in one colour`);
}

test("add to cart, change the amount, find delivery by postcode, remove a line, keep the cart over a reload", async ({ page, request }) => {
  const { model, colour, sizes } = await pickModel(request);
  const product = new ProductPage(page);
  const add = new AddToCartArea(page);
  const cart = new CartPage(page);

  await gotoHydrated(page, model.model_url);
  await product.colour(colour.name).check();
  // Without a size the page asks for one and refuses to add.
  await expect(add.area).toContainText("Valitse ensin tuotteen koko");
  await expect(add.button).toBeDisabled();

  await product.size(sizes[0]).check();
  await expect(add.button).toBeEnabled();
  await add.button.click();
  await expect(add.modal).toBeVisible();
  await expect(add.modal).toContainText(`Koko: ${sizes[0]}`);
  await expect(add.modal).toContainText("1 kpl");
  await add.modal.getByRole("button", { name: "Jatka ostoksia" }).click();
  await expect(add.modal).toBeHidden();

  await product.size(sizes[1]).check();
  await add.button.click();
  await expect(add.modal).toBeVisible();
  await expect(cart.headerCount).toHaveText("2");
  await add.modal.getByRole("link", { name: "Siirry kassalle" }).click();

  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(cart.heading).toBeVisible();
  await expect(cart.lines).toHaveCount(2);
  const first = cart.line(`Koko: ${sizes[0]}`);
  await expect(first).toContainText(model.name);
  const totalBefore = await cart.total.textContent();

  // The amount: the server answers with the new line total and cart total.
  await first.getByRole("button", { name: "Lisää määrää" }).click();
  await expect(cart.amount(first)).toHaveValue("2");
  await expect(cart.total).not.toHaveText(totalBefore!, { timeout: 10_000 });
  await expect(cart.headerCount).toHaveText("3");

  // Delivery methods for a complete postcode only.
  await cart.postcode.fill("001");
  await expect(cart.deliveryMethods).toHaveCount(0);
  await cart.postcode.fill("00100");
  await expect(cart.deliveryMethods).toBeVisible({ timeout: 10_000 });
  await expect(cart.deliveryMethods.getByRole("radio").first()).toBeVisible();

  // Remove the second line.
  await cart.line(`Koko: ${sizes[1]}`).getByRole("button", { name: /^Poista .* ostoskorista$/ }).click();
  await expect(cart.lines).toHaveCount(1);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.amount(cart.line(`Koko: ${sizes[0]}`))).toHaveValue("2");
  await expect(cart.postcode).toHaveValue("00100");
  await expect(cart.headerCount).toHaveText("2");
});

test("an empty cart says so and links to the front page", async ({ page }) => {
  const cart = new CartPage(page);
  await gotoHydrated(page, "/checkout/");
  await expect(cart.main).toContainText("Ostoskorisi on tyhjä.");
  await expect(cart.main.getByRole("link", { name: "Jatka ostoksia etusivulla" })).toHaveAttribute("href", "/");
});

test("a corrupt stored cart is ignored", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => localStorage.setItem("polku.cart.v1", "{broken"));
  await gotoHydrated(page, "/checkout/");
  await expect(page.getByRole("main")).toContainText("Ostoskorisi on tyhjä.");
});
