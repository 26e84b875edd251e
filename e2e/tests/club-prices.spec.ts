// Club prices (spec 02 §1, §2 club-price hint, §4 "used only for logged-in users", §6; issue 17):
// every logged-in customer, club member or not, sees the club price as their own on the product
// page and the catalogue cards, and a guest gets the hint with a login link. Demo customers:
// docs/accounts.md.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { logInTo } from "../pages/login-page";
import { cents, groupList } from "../pages/product-grid-page";
import { productModel, ProductPage } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const GROUP = "vaatteet/takit";
const MEMBER = { email: "jasen@polku.example", password: "polku-jasen-2025" };
const CUSTOMER = { email: "asiakas@polku.example", password: "polku-asiakas-2025" };

interface ClubItem {
  path: string;
  active: number;
  club: number;
}

/** A jacket near the top of the list whose club price is below its active price (not outlet). */
async function clubItem(request: APIRequestContext): Promise<ClubItem> {
  const { items } = await groupList(request, GROUP);
  for (const item of items.slice(0, 20)) {
    const price = item.price as { active: number; club?: number | null; type: string };
    if (price.club == null || price.club >= price.active || price.type === "outlet") continue;
    const model = await productModel(request, item.path);
    const prices = model.prices as { active: number; club: number | null };
    if (prices.club !== null && prices.club < prices.active) return { path: item.path, active: prices.active, club: prices.club };
  }
  throw new Error(`No product with a club price near the top of ${GROUP}`);
}

function cardPrice(page: Page, path: string) {
  return page.getByRole("main").getByRole("article").filter({ has: page.locator(`a[href^="/${path}/"]`) }).first().getByTestId("price");
}

test("a guest sees the regular price with the club-price hint and a login link", async ({ page, request }) => {
  const item = await clubItem(request);
  const product = new ProductPage(page);
  await gotoHydrated(page, `/${item.path}/`);
  expect(cents((await product.price.textContent()) ?? "")).toBe(item.active);
  const hint = product.main.locator("[data-club-hint]");
  await expect(hint).toHaveAttribute("data-club-hint", "login");
  await expect(hint.getByRole("link", { name: "Kirjaudu sisään klubihintaan" })).toHaveAttribute("href", "/accounts/login/");
  expect(cents((await hint.textContent()) ?? "")).toBe(item.club);
});

test("a logged-in customer who is not a club member gets the club price too, on the page and the cards", async ({ page, request }) => {
  const item = await clubItem(request);
  await logInTo(page, CUSTOMER, `/${item.path}/`);
  const product = new ProductPage(page);
  expect(cents((await product.price.textContent()) ?? "")).toBe(item.club);
  await expect(product.main.locator("[data-price-kind]").first()).toHaveAttribute("data-price-kind", "club");
  await expect(product.main.locator("[data-club-hint]")).toHaveCount(0);

  await gotoHydrated(page, `/${GROUP}/`);
  expect(cents((await cardPrice(page, item.path).textContent()) ?? "")).toBe(item.club);
});

test("a logged-in club member sees the club price as their own on the product page and the cards", async ({ page, request }) => {
  const item = await clubItem(request);
  await logInTo(page, MEMBER, `/${item.path}/`);
  const product = new ProductPage(page);
  expect(cents((await product.price.textContent()) ?? "")).toBe(item.club);
  await expect(product.main.locator("[data-price-kind]").first()).toHaveAttribute("data-price-kind", "club");
  await expect(product.main.locator("[data-club-hint]")).toHaveCount(0);

  await gotoHydrated(page, `/${GROUP}/`);
  const price = cardPrice(page, item.path);
  expect(cents((await price.textContent()) ?? "")).toBe(item.club);
});
