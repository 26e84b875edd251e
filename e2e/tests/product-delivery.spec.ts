// Delivery details on the product page (spec 02 §2, §5 "Postcode for delivery methods", §8): a
// complete postcode lists the chosen variant's delivery methods with price and time, four digits
// make no call, the postcode is remembered (the cart's local storage) over a reload, and an empty
// answer says so. Runs against the real GET /api/delivery-methods/.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { productModel, ProductPage, type ModelVariant, type ProductModel } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

interface Method {
  name: string;
  price: number;
  time_estimate: string;
  available: boolean;
}

async function sizedModel(request: APIRequestContext): Promise<{ model: ProductModel; variant: ModelVariant }> {
  for (const item of (await groupList(request, "vaatteet/takit")).items.slice(0, 40)) {
    const model = await productModel(request, item.path);
    const variant = model.products.find((v) => v.size && !v.type && v.inStock);
    if (variant) return { model, variant };
  }
  throw new Error("No sized jacket in stock");
}

async function methodsOf(request: APIRequestContext, postcode: string, variantId: number): Promise<Method[]> {
  const response = await request.get(`/api/delivery-methods/?${new URLSearchParams({ postal_code: postcode, variant_id: String(variantId), country_code: "fi", language: "fi" })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { delivery_methods: Method[] }).delivery_methods;
}

function deliverySection(page: Page) {
  const section = page.getByRole("main").getByRole("region", { name: "Toimitus", exact: true });
  return { section, postcode: section.getByLabel("Postinumero", { exact: true }), methods: section.getByRole("listitem") };
}

/** Counts the page's delivery method calls. */
function countLookups(page: Page): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/delivery-methods/")) seen.push(new URL(request.url()).searchParams.get("postal_code") ?? "");
  });
  return () => seen;
}

test("a complete postcode lists the chosen variant's delivery methods with price and time, and is remembered over a reload", async ({ page, request }) => {
  const { model, variant } = await sizedModel(request);
  const expected = await methodsOf(request, "33100", variant.id);
  expect(expected.length).toBeGreaterThan(0);
  const product = new ProductPage(page);
  const lookups = countLookups(page);

  await gotoHydrated(page, `${model.model_url}?select-color=${variant.color.slug}`);
  await product.size(variant.size!.name).check();
  const delivery = deliverySection(page);
  await delivery.postcode.fill("33100");

  await expect(delivery.section.getByRole("heading", { name: "Toimitustavat postinumeroon 33100" })).toBeVisible();
  await expect(delivery.methods).toHaveCount(expected.length);
  const first = delivery.methods.first();
  await expect(first).toContainText(expected[0]!.name);
  await expect(first).toContainText(expected[0]!.available ? expected[0]!.time_estimate : "");
  // A free method says so; a priced one shows its euros.
  await expect(first).toContainText(expected[0]!.price === 0 ? "Maksuton" : `${(expected[0]!.price / 100).toFixed(2).replace(".", ",")}`);
  expect(lookups()).toContain("33100");

  // spec 02 §5: saved locally (the cart's postcode), so it is there after a reload and looked up again.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("polku.cart.v1") ?? "{}") as { postcode?: string });
  expect(stored.postcode).toBe("33100");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(deliverySection(page).postcode).toHaveValue("33100");
  await expect(deliverySection(page).section.getByRole("heading", { name: "Toimitustavat postinumeroon 33100" })).toBeVisible();
  await expect(deliverySection(page).methods.first()).toBeVisible();
});

test("four digits make no lookup; the fifth does", async ({ page, request }) => {
  const { model } = await sizedModel(request);
  const lookups = countLookups(page);
  await gotoHydrated(page, model.model_url);
  const delivery = deliverySection(page);

  await delivery.postcode.fill("0010");
  await expect(delivery.postcode).toHaveValue("0010");
  // Letters are dropped and the field keeps at most 5 characters.
  await delivery.postcode.pressSequentially("x");
  await expect(delivery.postcode).toHaveValue("0010");
  await expect(delivery.methods).toHaveCount(0);
  // Incomplete postcodes are neither looked up nor remembered.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("polku.cart.v1") ?? "{}") as { postcode?: string });
  expect(stored.postcode ?? "").toBe("");
  expect(lookups()).toEqual([]);

  await delivery.postcode.pressSequentially("0");
  await expect(delivery.methods.first()).toBeVisible();
  expect(lookups()).toEqual(["00100"]);
});

test("an empty answer says there are no delivery methods for the postcode", async ({ page, request }) => {
  const { model } = await sizedModel(request);
  // The demo shop delivers everywhere in Finland, so the empty answer is the server's shape, served here.
  await page.route("**/api/delivery-methods/**", (route) => route.fulfill({ json: { delivery_methods: [] } }));
  await gotoHydrated(page, model.model_url);
  const delivery = deliverySection(page);
  await delivery.postcode.fill("99999");
  await expect(delivery.section).toContainText("Postinumeroon 99999 ei ole saatavilla toimitustapoja");
  await expect(delivery.methods).toHaveCount(0);
});
