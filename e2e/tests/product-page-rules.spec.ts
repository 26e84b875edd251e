// Product page rules of issue 17 (spec 02 §2-5): the model's ribbons, tags (a campaign tag links
// to its campaign) and brand logo; the gift card's add button waits for the extra data; a size
// chosen from outside (?select-size=: the named size, else remembered, first available, first);
// the grid size read from the request header. The demo data varies, so each test looks its
// product up through the API first.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ProductPage, productModel, type ModelVariant, type ProductModel } from "../pages/product-page";
import { ProductGridPage, groupList } from "../pages/product-grid-page";
import { LoginPage, registerCustomer } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

type LabelledModel = ProductModel & {
  manufacturer: { name: string; slug: string; image: string | null };
  ribbons: { slug: string; name: string }[];
  tags: { slug: string; name: string; campaignSlug: string | null }[];
};

async function findModel<T extends ProductModel>(request: APIRequestContext, groups: readonly string[], accept: (model: T) => boolean): Promise<T> {
  for (const group of groups) {
    const { items } = await groupList(request, group);
    for (const item of items.slice(0, 80)) {
      const model = (await productModel(request, item.path)) as T;
      if (accept(model)) return model;
    }
  }
  throw new Error(`No product in ${groups.join(", ")} fits the test`);
}

const GROUPS = ["vaatteet/takit", "retkeily", "vaatteet"] as const;

test("the page shows the model's ribbons by the header, its tags with a campaign link, and the brand logo linking to the brand", async ({ page, request }) => {
  const model = await findModel<LabelledModel>(request, GROUPS, (m) => m.ribbons.length > 0 && m.tags.some((t) => t.campaignSlug) && m.manufacturer.image !== null);
  const product = new ProductPage(page);
  await gotoHydrated(page, model.model_url);

  const ribbons = product.main.getByRole("list", { name: "Merkinnät" });
  await expect(ribbons.getByRole("listitem")).toHaveText(model.ribbons.map((r) => r.name));

  const tags = product.main.getByRole("region", { name: "Tunnisteet" });
  for (const tag of model.tags) {
    if (tag.campaignSlug) await expect(tags.getByRole("link", { name: tag.name, exact: true })).toHaveAttribute("href", `/campaigns/${tag.campaignSlug}/`);
    else {
      await expect(tags.getByText(tag.name, { exact: true })).toBeVisible();
      await expect(tags.getByRole("link", { name: tag.name, exact: true })).toHaveCount(0);
    }
  }

  const logo = product.main.getByRole("link", { name: `Kaikki ${model.manufacturer.name}-tuotteet` });
  await expect(logo).toHaveAttribute("href", `/${model.manufacturer.slug}/`);
  await expect(logo.locator("img")).toHaveAttribute("src", new RegExp(`^${model.manufacturer.image!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await logo.click();
  await expect(page).toHaveURL(new RegExp(`/${model.manufacturer.slug}/$`));
});

test("the gift card's add button is disabled until the page's extra data has loaded", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/product\/extra\/\?.*type=2/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/polku/verkkolahjakortti/");
  const add = page.getByTestId("gift-card-add").getByRole("button", { name: "Lisää lahjakortti ostoskoriin" });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAttribute("aria-busy", "true");
  release();
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute("aria-busy");
});

const orderable = (v: ModelVariant) => v.inStock || v.onOrder;

test("?select-size= chooses the named size, else the remembered one, else the first available", async ({ page, request }) => {
  // A colour with several sizes, some of them not orderable.
  const model = await findModel<ProductModel>(request, GROUPS, (m) =>
    m.colors.some((c) => {
      const sized = m.products.filter((v) => v.color.slug === c.slug && v.size && !v.type);
      return sized.length >= 3 && sized.some(orderable) && sized.filter(orderable).length >= 2 && sized.some((v) => !orderable(v));
    }),
  );
  const colour = model.colors.find((c) => {
    const sized = model.products.filter((v) => v.color.slug === c.slug && v.size && !v.type);
    return sized.length >= 3 && sized.filter(orderable).length >= 2 && sized.some((v) => !orderable(v));
  })!;
  const product = new ProductPage(page);
  const open = async (size: string) => gotoHydrated(page, `${model.model_url}?select-color=${colour.slug}&select-size=${encodeURIComponent(size)}`);
  const options = async () =>
    product.sizes.locator("label").evaluateAll((labels) => labels.map((label) => ({ value: label.querySelector("input")!.value, unavailable: label.getAttribute("data-unavailable") === "true" })));
  const checked = product.sizes.locator("input:checked");

  // Nothing remembered: an unknown size takes the first available one in the page's order.
  await open("ei-tällaista-kokoa");
  const sizes = await options();
  const available = sizes.filter((s) => !s.unavailable).map((s) => s.value);
  expect(available.length).toBeGreaterThanOrEqual(2);
  await expect(checked).toHaveValue(available[0]!);

  // A size the model has is taken as named, even one that is not available.
  const unavailable = sizes.find((s) => s.unavailable)!.value;
  await open(unavailable);
  await expect(checked).toHaveValue(unavailable);

  // The shopper's choice is remembered, and an unknown size then takes it.
  const other = available[1]!;
  await product.sizes.locator(`input[value="${other}"]`).check();
  await open("");
  await expect(checked).toHaveValue(other);
});

test("the grid size is read from the X-Grid-Size request header when no cookie says it", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-grid-size": "extended" });
  const grid = new ProductGridPage(page);
  await grid.goto("/vaatteet/takit/");
  await expect(grid.smallerCards).toHaveAttribute("aria-pressed", "true");
  // The shopper's own choice (the cookie) wins over the header.
  await grid.largerCards.click();
  await page.reload();
  await expect(grid.largerCards).toHaveAttribute("aria-pressed", "true");
});

type StockedVariant = ModelVariant & { inStockStores: { slug: string; pikanouto: boolean }[] };

test("the availability table links each store to its page and names the stores with express pickup, linking /pikanouto/", async ({ page, request }) => {
  const pickup = (v: ModelVariant) => v.size !== null && !v.type && (v as StockedVariant).inStockStores.some((s) => s.pikanouto);
  const model = await findModel<ProductModel>(request, GROUPS, (m) => m.products.some(pickup));
  const variant = model.products.find(pickup)! as StockedVariant;
  const resources = (await (await request.get("/api/resources/?language=fi")).json()) as { stores: { slug: string; name: string; type: string }[] };
  const product = new ProductPage(page);
  await gotoHydrated(page, `${model.model_url}?select-color=${variant.color.slug}&select-size=${encodeURIComponent(variant.size!.name)}`);
  await product.main.getByRole("button", { name: "Saatavuus myymälöissä" }).click();
  const stores = page.getByRole("dialog", { name: "Saatavuus myymälöissä" });

  for (const store of resources.stores) {
    const row = stores.locator(`tr[data-store="${store.slug}"]`);
    // The web warehouse has no page of its own.
    if (store.type === "web") await expect(row.getByRole("link")).toHaveCount(0);
    else await expect(row.getByRole("link", { name: store.name, exact: true })).toHaveAttribute("href", `/stores/${store.slug}/`);
    const express = variant.inStockStores.some((s) => s.slug === store.slug && s.pikanouto);
    await expect(row.getByText("Pikanouto", { exact: true })).toHaveCount(express ? 1 : 0);
  }
  await stores.getByRole("link", { name: "Lue pikanoudosta" }).click();
  await expect(page).toHaveURL(/\/pikanouto\/$/);
  await expect(stores).toBeHidden();
});

test("a guest who would pay a club price is offered the checkout that asks for a login (/checkout/?customer_required=1)", async ({ page, request }) => {
  const club = (v: ModelVariant) => {
    const prices = (v as ModelVariant & { prices: { active: number; club: number | null } }).prices;
    return v.size !== null && !v.type && v.inStock && !v.blockedStock && prices.club !== null && prices.club < prices.active;
  };
  const model = await findModel<ProductModel>(request, GROUPS, (m) => m.products.some(club));
  const variant = model.products.find(club)!;
  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "customer-required" });
  const product = new ProductPage(page);
  await gotoHydrated(page, `${model.model_url}?select-color=${variant.color.slug}&select-size=${encodeURIComponent(variant.size!.name)}`);
  await product.main.getByTestId("add-to-cart").getByRole("button", { name: "Lisää ostoskoriin" }).click();
  const added = page.getByRole("dialog", { name: "Lisätty ostoskoriin" });
  await expect(added.getByRole("link", { name: "Siirry kassalle" })).toHaveAttribute("href", "/checkout/");
  const login = added.getByRole("link", { name: "Kirjaudu kassalla ja maksa klubihinnat" });
  await expect(login).toHaveAttribute("href", "/checkout/?customer_required=1");
  await login.click();

  // The cart asks the guest to log in before going on to payment, or to go on without.
  const main = page.getByRole("main");
  const notice = main.getByRole("region", { name: "Kirjaudu sisään, niin maksat kirjautuneen asiakkaan klubihinnat." });
  await expect(notice).toBeVisible();
  await expect(main.getByRole("button", { name: "Jatka maksamaan" })).toBeDisabled();
  await notice.getByRole("link", { name: "Jatka kirjautumatta" }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(notice).toHaveCount(0);

  // Logged in from the notice, the shopper comes back to the cart without it.
  await page.goto("/checkout/?customer_required=1");
  await expect(notice.getByRole("link", { name: "Kirjaudu sisään" })).toHaveAttribute("href", "/accounts/login/?next=%2Fcheckout%2F");
  const loginPage = new LoginPage(page);
  await loginPage.goto("/checkout/");
  await loginPage.logIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === "/checkout/" && url.search === "");
  await expect(main.getByTestId("cart-login-required")).toHaveCount(0);
});
