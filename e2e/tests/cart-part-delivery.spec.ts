// Part delivery on the cart page (spec 01 §3 isDeliverySplittingSelected, §7 delivery_extra_data
// .part_delivery; docs/checkout.md): offered only while the cart mixes a line that ships now with
// a line on order (the demo's part_delivery_mode allows it), and the choice goes with the next
// validation. The demo data varies, so the test looks its products up through the API first.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, pickVariant, type StockedVariant } from "../pages/checkout-flow";
import { groupList } from "../pages/product-grid-page";
import type { ProductModel } from "../pages/product-page";
import { useOwnVisitorAddress } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const LABEL = "Toimita varastossa olevat tuotteet heti ja tilaustuotteet erikseen, kun ne saapuvat";

/** A sized variant that is on order only (shipped later), and its model. */
async function onOrderVariant(request: APIRequestContext): Promise<{ model: ProductModel; variant: StockedVariant }> {
  for (const group of ["vaatteet/takit", "retkeily", "vaatteet"]) {
    const { items } = await groupList(request, group);
    for (const item of items.slice(0, 80)) {
      const model = (await (await request.get(`/api/products/productmodel/${item.path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`)).json()) as ProductModel;
      const variant = (model.products as StockedVariant[]).find((v) => v.size && !v.type && !v.inStock && v.onOrder && !v.blockedStock && v.shipping_time.number > 2 && v.shipping_time.number < 999);
      if (variant) return { model, variant };
    }
  }
  throw new Error("No on-order variant in the demo catalogue");
}

test("part delivery is offered for a cart of lines that ship now and later, and the choice is kept", async ({ page, request }) => {
  await useOwnVisitorAddress(page.context());
  const t = CHECKOUT_TEXTS.fi;
  const later = await onOrderVariant(request);
  const now = await pickVariant(request, "retkeily", "fi", 2);

  await addToCart(page, t, now);
  const choice = page.getByRole("main").getByRole("checkbox", { name: LABEL });
  // Only lines that ship now: nothing to deliver in parts.
  await expect(page.getByRole("main").getByTestId("cart-line")).toHaveCount(1);
  // The answer has arrived: the delivery estimate shows.
  await expect(page.getByRole("main")).toContainText("Arvioitu toimitusaika:");
  await expect(choice).toHaveCount(0);

  // The on-order size, chosen from outside with ?select-size=.
  await page.goto(`${later.model.model_url}?select-color=${later.variant.color.slug}&select-size=${encodeURIComponent(later.variant.size!.name)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("main").getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
  await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
  await expect(page.getByRole("main").getByTestId("cart-line")).toHaveCount(2);
  await expect(choice).toBeVisible();
  await expect(choice).not.toBeChecked();
  await choice.check();
  await page.reload();
  await expect(choice).toBeChecked();
});
