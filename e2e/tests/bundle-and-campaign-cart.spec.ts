// Two ways into the cart that the product page issue names (spec 02 §4 "Bundle selector", "Gift
// campaign redeem"; spec 01 §5): a bundle chosen in the buy-bundle modal is one bundle line on
// /checkout/ with its parts and the bundle price; a gift campaign code redeemed on
// /giftcampaigns/{campaign}/{product}/ empties the cart and leaves only that product with the
// code, then goes to checkout payment. Demo data: docs/product-page.md; products found through the API.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { AddToCartArea, CartPage } from "../pages/cart-page";
import { cents, groupList } from "../pages/product-grid-page";
import { ProductPage, productModel, type ModelVariant, type ProductModel } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

interface Bundle {
  id: number;
  name: string;
  prices: { active: number };
  secondary_product_models: { id: number; name: string; manufacturer: string; products: ModelVariant[] }[];
}

/** Ready to ship from stock: in stock, 2 days or less, nothing reserved (spec 02 §4). */
const ready = (v: ModelVariant) => v.inStock && v.shipping_time.number <= 2 && !v.blockedStock;

/** The modal's option text; the extra data's part variants carry size and type as plain text. */
const optionLabel = (v: { color: { name: string }; size: unknown; type: unknown }) =>
  [
    v.color.name,
    typeof v.type === "string" ? v.type : (v.type as { title?: string; name?: string } | null)?.title || (v.type as { name?: string } | null)?.name,
    typeof v.size === "string" ? v.size : (v.size as { name: string } | null)?.name,
  ]
    .filter(Boolean)
    .join(" / ");

async function bundledSkis(request: APIRequestContext): Promise<{ model: ProductModel; bundle: Bundle }> {
  const { items } = await groupList(request, "laskettelu/laskettelusukset");
  for (const item of items.slice(0, 60)) {
    const model = await productModel(request, item.path);
    if (!model.products.some(ready)) continue;
    const response = await request.get(`/api/product/extra/?${new URLSearchParams({ slug: model.model_url, "delivery-country-code": "fi", type: "2", language: "fi" })}`);
    const { bundles } = (await response.json()) as { bundles: Bundle[] };
    const bundle = bundles.find((b) => b.secondary_product_models.every((part) => part.products.some(ready)));
    if (bundle) return { model, bundle };
  }
  throw new Error("No ski model with a bundle ready to ship");
}

test("a bundle chosen in the buy-bundle modal is one bundle line on /checkout/ with its parts and the bundle price", async ({ page, request }) => {
  const { model, bundle } = await bundledSkis(request);
  const main = model.products.find(ready)!;
  const parts = bundle.secondary_product_models.map((part) => part.products.find(ready)!);
  const cart = new CartPage(page);

  await gotoHydrated(page, model.model_url);
  const partNames = bundle.secondary_product_models.map((m) => m.name).join(", ");
  await page.getByRole("button", { name: `Osta paketti: ${bundle.name} Paketissa: ${partNames}` }).first().click();
  const dialog = page.getByRole("dialog", { name: `Osta paketti: ${bundle.name}` });
  const selects = dialog.getByRole("combobox");
  await selects.nth(0).selectOption({ label: optionLabel(main) });
  for (const [i, part] of parts.entries()) await selects.nth(i + 1).selectOption({ label: optionLabel(part) });
  await dialog.getByRole("button", { name: "Lisää paketti ostoskoriin" }).click();

  const added = page.getByRole("dialog", { name: "Lisätty ostoskoriin" });
  await expect(added).toContainText(bundle.name);
  await added.getByRole("link", { name: "Siirry kassalle" }).click();
  await expect(cart.heading).toBeVisible();

  // One line for the whole bundle, not one per part.
  await expect(cart.lines).toHaveCount(1);
  const line = cart.lines.first();
  await expect(line.getByRole("heading", { name: bundle.name })).toBeVisible();
  await expect(line).toContainText("Paketin tuotteet");
  for (const part of bundle.secondary_product_models) await expect(line.getByRole("link", { name: new RegExp(part.name) })).toBeVisible();
  await expect(line.getByRole("link", { name: new RegExp(model.name) })).toBeVisible();
  await expect(line.getByTestId("line-total")).toContainText(",");
  expect(cents((await line.getByTestId("line-total").textContent())!)).toBe(bundle.prices.active);
  await expect(cart.headerCount).toHaveText("1");
});

interface Campaign {
  slug: string;
  model_ids: number[];
}

/** The campaign's models with their paths (brand lists name every public model). */
async function campaignModel(request: APIRequestContext, campaign: Campaign): Promise<{ model: ProductModel; variant: ModelVariant }> {
  const { brands } = (await (await request.get("/api/brands/?language=fi")).json()) as { brands: { slug: string }[] };
  for (const brand of brands) {
    const response = await request.post("/api/products/productmodellist/", { data: { source: { type: "Manufacturer", slug: brand.slug }, language: "fi", taxAreaId: 1 } });
    for (const item of (await response.json()) as { id: number; path: string }[]) {
      if (!campaign.model_ids.includes(item.id)) continue;
      const model = await productModel(request, item.path);
      const variant = model.products.find((v) => ready(v) && (v.size !== null || model.products.length === 1));
      if (variant) return { model, variant };
    }
  }
  throw new Error("No campaign model in stock");
}

test("a gift campaign code empties the cart, leaves only the campaign product with the code, and goes to payment", async ({ page, request }) => {
  const campaign = (await (await request.get("/api/giftcampaigns/henkilostolahja/?language=fi")).json()) as Campaign;
  const { model, variant } = await campaignModel(request, campaign);
  const product = new ProductPage(page);

  // Something else in the cart first.
  const { items } = await groupList(request, "vaatteet/takit");
  const other = await productModel(request, items.find((item) => !campaign.model_ids.includes(item.id))!.path);
  const otherVariant = other.products.find((v) => ready(v) && v.size !== null && !v.type)!;
  await gotoHydrated(page, `${other.model_url}?select-color=${otherVariant.color.slug}`);
  await product.size(otherVariant.size!.name).check();
  const add = new AddToCartArea(page);
  await add.button.click();
  await expect(add.modal).toBeVisible();
  await expect(new CartPage(page).headerCount).toHaveText("1");

  const slug = model.model_url.replace(/\/$/, "").split("/").pop()!;
  await gotoHydrated(page, `/giftcampaigns/${campaign.slug}/${slug}/?select-color=${variant.color.slug}`);
  if (variant.size) await product.size(variant.size.name).check();
  await product.main.getByLabel("Lahjakoodi").fill("  POLKU-LAHJA ");
  await product.main.getByRole("button", { name: "Lunasta koodi" }).click();

  await page.waitForURL((url) => url.pathname === "/checkout/payment/");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("polku.cart.v1") ?? "{}") as { products: { productId: number | string; amount: number }[]; giftCampaignData: { code: string; campaign: string } | null });
  expect(stored.products).toEqual([expect.objectContaining({ productId: variant.id, amount: 1 })]);
  expect(stored.giftCampaignData).toEqual(expect.objectContaining({ code: "POLKU-LAHJA", campaign: campaign.slug }));
});
