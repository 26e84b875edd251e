// Wishlist, review votes and back-in-stock requests (spec 02 §4, §5, §6, §8; spec 01 §4), Finnish.
// Demo customers: docs/accounts.md. The organisation customer keeps the wishlist here and the
// club member votes, so these specs never touch what another spec's customer holds.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LoginPage } from "../pages/login-page";
import { productModel, type ProductModel } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const ORG_CUSTOMER = { email: "yritys@polku.example", password: "polku-yritys-2025" };
const MEMBER = { email: "jasen@polku.example", password: "polku-jasen-2025" };
const STAFF = { email: "myyja@polku.example", password: "polku-myyja-2025" };

interface ListItem {
  id: number;
  name: string;
  path: string;
  rating: number | null;
}

const newest = async (request: APIRequestContext): Promise<ListItem[]> =>
  ((await (await request.get("/api/products/newest/?language=fi&taxAreaId=1&limit=60")).json()) as { results: ListItem[] }).results;

async function logInAt(page: Page, next: string, user: { email: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(user.email, user.password);
  await page.waitForURL((url) => url.pathname === next);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("the wishlist heart sends a guest to login with the reason, then saves the product; /wishlist/ shows and removes it", async ({ page, request }) => {
  const product = (await newest(request))[7]!;
  const path = `/${product.path}/`;
  await gotoHydrated(page, path);
  const main = page.getByRole("main");

  // A guest's heart leads to login, which names the reason and comes back afterwards.
  await main.getByRole("link", { name: "Lisää toivelistalle" }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?.*info=wishlist/);
  await expect(main.getByRole("status").filter({ hasText: "Toivelistalle lisääminen vaatii kirjautumisen" })).toBeVisible();
  const login = new LoginPage(page);
  await login.logIn(ORG_CUSTOMER.email, ORG_CUSTOMER.password);
  await page.waitForURL((url) => url.pathname === path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const heart = main.getByRole("button", { name: "Lisää toivelistalle" });
  // A rerun may find it saved already: start from not saved.
  if ((await heart.getAttribute("aria-pressed")) === "true") {
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  }
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await gotoHydrated(page, "/wishlist/");
  await expect(main.getByRole("heading", { level: 1, name: "Toivelista" })).toBeVisible();
  const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: product.name }) });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: /^Poista toivelistalta/ }).click();
  await expect(card).toHaveCount(0);
  await expect(main.getByRole("heading", { level: 1 })).toBeFocused();

  // The product page agrees after a fresh load.
  await gotoHydrated(page, path);
  await expect(main.getByRole("button", { name: "Lisää toivelistalle" })).toHaveAttribute("aria-pressed", "false");
});

test("a guest opening /wishlist/ is sent to login first", async ({ page }) => {
  await page.goto("/wishlist/");
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fwishlist%2F/);
});

/** A rated product whose newest written review the member has not voted on. */
async function reviewedProduct(request: APIRequestContext) {
  for (const item of (await newest(request)).filter((i) => i.rating !== null)) {
    const reviews = (await (await request.get(`/api/product_reviews/?model_id=${item.id}&size=10&page=1&sort=date`)).json()) as {
      results: { id: number; votes_up: number }[];
    };
    if (reviews.results.length > 0) return { path: `/${item.path}/`, review: reviews.results[0]! };
  }
  throw new Error("No reviewed product among the newest");
}

test("a logged-in customer votes on a review: applied at once, kept after a reload, cleared by the same vote; a guest is told to log in", async ({ page, request }) => {
  const { path, review } = await reviewedProduct(request);
  const main = page.getByRole("main");
  const openReviews = async () => {
    await main.getByRole("button", { name: /^Arvostelut/ }).click();
    return main.locator(`li[data-review-id="${review.id}"]`);
  };

  await gotoHydrated(page, path);
  const asGuest = await openReviews();
  await asGuest.getByRole("button", { name: /^Hyödyllinen/ }).click();
  await expect(asGuest.getByRole("status")).toContainText("Sinun täytyy olla kirjautunut tykätäksesi");

  await logInAt(page, path, MEMBER);
  let item = await openReviews();
  const like = item.getByRole("button", { name: /^Hyödyllinen/ });
  // A rerun may find the vote given: start from none.
  if ((await like.getAttribute("aria-pressed")) === "true") {
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toBeEnabled();
  }
  const before = Number((await like.getAttribute("aria-label"))!.replace(/\D+/g, ""));
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(`Hyödyllinen, ${before + 1}`);
  await expect(like).toBeEnabled();

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  item = await openReviews();
  const again = item.getByRole("button", { name: /^Hyödyllinen/ });
  await expect(again).toHaveAttribute("aria-pressed", "true");
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "false");
});

/** A product with a sold-out variant (no stock anywhere, not on order) and that variant. */
async function soldOutVariant(request: APIRequestContext): Promise<{ model: ProductModel; variant: ProductModel["products"][number] }> {
  for (const item of (await newest(request)).slice(10)) {
    const model = await productModel(request, item.path);
    const variant = model.products.find((v) => !v.inStock && !v.onOrder && v.size !== null && model.products.filter((o) => o.color.slug === v.color.slug).length > 1);
    if (variant) return { model, variant };
  }
  throw new Error("No sold-out variant among the newest products");
}

test("a guest asks for a back-in-stock e-mail for a sold-out size, and the e-mail is queued when staff add stock", async ({ page, request }) => {
  const { model, variant } = await soldOutVariant(request);
  await gotoHydrated(page, `${model.model_url}?select-color=${variant.color.slug}`);
  const main = page.getByRole("main");
  await main.getByRole("group", { name: "Koko" }).getByRole("radio", { name: `${variant.size!.name} (ei saatavilla)`, exact: true }).check();
  const box = main.getByRole("region", { name: "Ilmoita, kun tuote palaa varastoon" });
  await expect(box).toBeVisible();

  // Required, then a malformed address gets the server's field error, then it is accepted.
  await box.getByRole("button", { name: "Ilmoita minulle" }).click();
  await expect(box.getByText("Sähköposti vaaditaan")).toBeVisible();
  await box.getByLabel("Sähköposti").fill("ei-osoite@");
  await box.getByRole("button", { name: "Ilmoita minulle" }).click();
  await expect(box.getByText("Tarkista sähköpostiosoitteen muoto")).toBeVisible();
  const email = `odottaja-${Date.now()}@example.test`;
  await box.getByLabel("Sähköposti").fill(email);
  await box.getByRole("button", { name: "Ilmoita minulle" }).click();
  await expect(box.getByRole("status")).toHaveText(`Kiitos! Lähetämme viestin osoitteeseen ${email}, kun tuote palaa varastoon.`);

  // Staff add stock to the web warehouse: the e-mail is queued at once, and only once.
  const token = (await (await request.post("/api/token/", { data: STAFF })).json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token.access_token}` };
  const added = await request.put("/api/staff/stock/", { data: { variant_id: variant.id, store_id: 20, quantity: 3 }, headers });
  expect(added.status()).toBe(200);
  expect(((await added.json()) as { notified: number }).notified).toBeGreaterThanOrEqual(1);
  const more = await request.put("/api/staff/stock/", { data: { variant_id: variant.id, store_id: 20, quantity: 4 }, headers });
  expect(((await more.json()) as { notified: number }).notified).toBe(0);
});
