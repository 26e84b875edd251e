// Product page extras (spec 02 §2, §4-5, §8): the size guide and the availability-across-stores
// modals, the bundle selector showing the chosen bundle variant's price and availability, and a
// description keyword opening its popup ('Loading failed' when the call fails). The demo data
// varies, so each test looks its product up through the API first.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ProductPage, productModel, type ModelVariant, type ProductModel } from "../pages/product-page";
import { cents, groupList } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

interface Extra {
  bundles: { id: number; name: string; prices: { active: number }; secondary_product_models: { id: number; name: string; manufacturer: string; products: ModelVariant[] }[] }[];
  sizetables: { id: number; name: string; sizes: { size: string }[] }[];
}

type PageModel = ProductModel & { sizetable: number | null; long_description_html: string; main_group: number; groups: { id: number }[] };

async function extraOf(request: APIRequestContext, model: ProductModel): Promise<Extra> {
  const response = await request.get(`/api/product/extra/?${new URLSearchParams({ slug: model.model_url, "delivery-country-code": "fi", type: "2", language: "fi" })}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Extra;
}

async function findModel(request: APIRequestContext, group: string, accept: (model: PageModel) => boolean | Promise<boolean>): Promise<PageModel> {
  const { items } = await groupList(request, group);
  for (const item of items.slice(0, 60)) {
    const model = (await productModel(request, item.path)) as PageModel;
    if (await accept(model)) return model;
  }
  throw new Error(`No product in ${group} fits the test`);
}

const inStockSized = (model: ProductModel) =>
  model.products.find((v) => v.size && !v.type && v.inStock && v.shipping_time.number <= 2 && !v.blockedStock && (v as ModelVariant & { inStockStores: unknown[] }).inStockStores.length > 1);

test("the size guide opens from the size-table link and the stores modal lists every store's availability", async ({ page, request }) => {
  const model = await findModel(request, "vaatteet/takit", (m) => m.sizetable !== null && inStockSized(m) !== undefined);
  const extra = await extraOf(request, model);
  const table = extra.sizetables[0]!;
  const variant = inStockSized(model)! as ModelVariant & { inStockStores: { slug: string }[] };
  const product = new ProductPage(page);
  await page.goto(`${model.model_url}?select-color=${variant.color.slug}`);

  await product.main.getByRole("button", { name: "Kokotaulukko" }).click();
  const guide = page.getByRole("dialog", { name: `Kokotaulukko: ${table.name}` });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole("columnheader", { name: "Koko", exact: true })).toBeVisible();
  for (const size of table.sizes) await expect(guide.getByRole("columnheader", { name: size.size, exact: true })).toBeVisible();
  // Only staff see the admin link.
  await expect(guide.getByRole("link", { name: "Avaa ylläpidossa" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(guide).toBeHidden();

  await product.size(variant.size!.name).check();
  await product.main.getByRole("button", { name: "Saatavuus myymälöissä" }).click();
  const stores = page.getByRole("dialog", { name: "Saatavuus myymälöissä" });
  const resources = (await (await request.get("/api/resources/?language=fi")).json()) as { stores: { slug: string; name: string; type: string }[] };
  await expect(stores.locator("tbody tr")).toHaveCount(resources.stores.length);
  // spec 02 §9: the web warehouse is always listed.
  await expect(stores.locator('tr[data-store]').filter({ hasText: resources.stores.find((s) => s.type === "web")!.name })).toHaveCount(1);
  for (const held of variant.inStockStores) await expect(stores.locator(`tr[data-store="${held.slug}"]`)).toContainText("Varastossa");
  // Guests get no balances.
  await expect(stores.getByRole("columnheader", { name: "Saldo" })).toHaveCount(0);
});

test("a bundle's variants chosen in the modal give the bundle variant, its price and its availability", async ({ page, request }) => {
  let extra: Extra | undefined;
  // Dispatched from stock (spec 02 §4: 2 days or less), so the bundle shows 'In stock'.
  const ready = (v: ModelVariant) => v.inStock && v.shipping_time.number <= 2 && !v.blockedStock;
  const model = await findModel(request, "laskettelu/laskettelusukset", async (m) => {
    if (m.products.length < 2 || !m.products.some(ready)) return false;
    extra = await extraOf(request, m);
    return extra.bundles.some((b) => b.secondary_product_models.every((part) => part.products.some(ready)));
  });
  const bundle = extra!.bundles.find((b) => b.secondary_product_models.every((part) => part.products.some(ready)))!;
  const main = model.products.find(ready)!;
  const parts = bundle.secondary_product_models.map((part) => part.products.find(ready)!);
  const label = (v: { color: { name: string }; size: unknown; type: unknown }) =>
    [v.color.name, typeof v.type === "string" ? v.type : (v.type as { title?: string; name?: string } | null)?.title || (v.type as { name?: string } | null)?.name, typeof v.size === "string" ? v.size : (v.size as { name: string } | null)?.name]
      .filter(Boolean)
      .join(" / ");

  await page.goto(model.model_url);
  // A model's bundles may share a name; the button names the parts too.
  const partNames = bundle.secondary_product_models.map((m) => m.name).join(", ");
  await page.getByRole("button", { name: `Osta paketti: ${bundle.name} Paketissa: ${partNames}` }).first().click();
  const dialog = page.getByRole("dialog", { name: `Osta paketti: ${bundle.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("bundle-price")).toContainText(",");
  expect(cents((await dialog.getByTestId("bundle-price").textContent())!)).toBe(bundle.prices.active);

  const selects = dialog.getByRole("combobox");
  await expect(selects).toHaveCount(1 + bundle.secondary_product_models.length);
  // No size of the skis is chosen on the page yet: no bundle variant, no availability.
  await expect(dialog.getByTestId("bundle-availability")).toContainText("Valitse jokaiselle tuotteelle");
  await expect(dialog.getByRole("button", { name: "Lisää paketti ostoskoriin" })).toBeDisabled();
  await selects.nth(0).selectOption({ label: label(main) });
  for (const [i, part] of parts.entries()) await selects.nth(i + 1).selectOption({ label: label(part) });

  // spec 02 §3: main model id, then the part variant ids, joined with hyphens.
  const add = dialog.getByRole("button", { name: "Lisää paketti ostoskoriin" });
  await expect(add).toHaveAttribute("data-bundle-variant-id", [model.id, main.id, ...parts.map((p) => p.id)].join("-"));
  await expect(dialog.getByTestId("bundle-availability")).toHaveAttribute("data-stock", "in_stock");
  await expect(dialog.getByTestId("bundle-availability")).toContainText("Varastossa");
});

test("a keyword in the description opens its popup, and says 'Loading failed' when the call fails", async ({ page, request }) => {
  const { keywords } = (await (await request.get("/api/keyword-popups/?language=fi")).json()) as { keywords: { id: number; keyword: string; text: string }[] };
  let found: { keyword: (typeof keywords)[number] } | undefined;
  const model = await findModel(request, "vaatteet/takit", (m) => {
    const text = m.long_description_html.replace(/<[^>]+>/g, " ").toLowerCase();
    const keyword = keywords.find((k) => new RegExp(`(^|[^\\p{L}\\p{N}])${k.keyword.toLowerCase()}($|[^\\p{L}\\p{N}])`, "u").test(text));
    if (keyword) found = { keyword };
    return keyword !== undefined;
  });
  const keyword = found!.keyword;
  await page.goto(model.model_url);
  const description = page.getByRole("region", { name: "Tuotekuvaus" });
  const button = description.locator(`button[data-keyword-id="${keyword.id}"]`);
  await button.click();
  const popup = page.getByRole("dialog");
  await expect(popup).toContainText(keyword.text);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  await page.route("**/api/keyword-popup/**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await button.click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Lataus epäonnistui");
});

test("a product that is not shipped to the delivery country cannot be added to the cart there", async ({ page, request }) => {
  // Demo rule (docs/demo-catalogue.md): camping stoves are shipped to the Nordic countries only.
  const model = await findModel(request, "retkeily/retkikeittimet", (m) => m.products.some((v) => v.inStock && v.shipping_time.number <= 2 && !v.blockedStock));
  const limit = async (country: string) =>
    (await (await request.get(`/api/product/extra/?${new URLSearchParams({ slug: model.model_url, "delivery-country-code": country, type: "1", language: "fi" })}`)).json()) as {
      delivery_method_limit: { isDeliveryCountryBlocked: boolean };
    };
  expect((await limit("fi")).delivery_method_limit.isDeliveryCountryBlocked).toBe(false);
  expect((await limit("de")).delivery_method_limit.isDeliveryCountryBlocked).toBe(true);
  const product = new ProductPage(page);
  const add = product.main.getByRole("button", { name: "Lisää ostoskoriin" });

  await gotoHydrated(page, `${model.model_url}?delivery_country=fi&currency=eur`);
  await expect(add).toBeEnabled();

  await gotoHydrated(page, `${model.model_url}?delivery_country=de&currency=eur`);
  await expect(product.main.getByText(/Tätä tuotetta ei toimiteta maahan/).first()).toBeVisible();
  await expect(add).toBeDisabled();
});
