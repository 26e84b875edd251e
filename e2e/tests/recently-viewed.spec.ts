// 'Recently viewed' (issue 17; spec 01 §3 viewedProducts, §9: at most 60, newest first, unique by
// path): kept in this browser only, shown on the product page without the product on screen and
// on the cart, newest first; a revisited product moves to the front. Finnish and English.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The English addresses and names of a group's products, by model id (product paths are per language). */
async function inEnglish(request: APIRequestContext, groupId: number): Promise<Map<number, { path: string; name: string }>> {
  const response = await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id: groupId }, language: "en", taxAreaId: 1 } });
  const items = (await response.json()) as { id: number; path: string; name: string }[];
  return new Map(items.map((item) => [item.id, { path: `/${item.path}/`, name: item.name }]));
}

async function products(request: APIRequestContext, n: number) {
  return (await groupList(request, "vaatteet")).items.slice(0, n).map((item) => ({ path: `/${item.path}/`, name: item.name }));
}

test("product pages are remembered newest first and shown on the next product page and the cart", async ({ page, request }) => {
  const [a, b, c] = await products(request, 3);
  await gotoHydrated(page, a!.path);
  // Nothing viewed before this one: no list.
  await expect(page.locator('[data-list="recently-viewed"]')).toHaveCount(0);
  await gotoHydrated(page, b!.path);
  await gotoHydrated(page, c!.path);

  const list = page.getByRole("region", { name: "Viimeksi katsotut" });
  // On c's page: b then a, never c itself.
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([b!.name, a!.name]);

  // Revisiting a moves it to the front.
  await gotoHydrated(page, a!.path);
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([c!.name, b!.name]);

  // The cart shows every viewed product, newest first, and its cards open the product.
  await gotoHydrated(page, "/checkout/");
  const onCart = page.getByRole("region", { name: "Viimeksi katsotut" });
  await expect(onCart.getByRole("heading", { level: 3 })).toHaveText([a!.name, c!.name, b!.name]);
  await onCart.getByRole("link", { name: b!.name }).click();
  await expect(page).toHaveURL((url) => url.pathname === b!.path);

  // Kept in localStorage under the spec's name, unique by path.
  const stored = () => page.evaluate(() => (JSON.parse(window.localStorage.getItem("viewedProducts") ?? "[]") as { path: string }[]).map((entry) => entry.path));
  await expect.poll(stored).toEqual([b!.path, a!.path, c!.path]);
});

test("an edited or broken stored list never breaks the page, and the heading speaks English on the English site", async ({ page, context, request, baseURL }) => {
  const group = await groupList(request, "vaatteet");
  const english = await inEnglish(request, group.id);
  const [a, b] = group.items.slice(0, 2).map((item) => english.get(item.id)!);
  await setLocaleCookies(context, baseURL!, { language: "en", country: "fi", currency: "eur" });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("viewedProducts", JSON.stringify([{ path: "//evil.example/", id: 9, brand: "x", name: "Evil", image: null }, "junk", { path: "/x/" }]));
    }
  });
  await gotoHydrated(page, a!.path);
  await expect(page.locator('[data-list="recently-viewed"]')).toHaveCount(0);
  await gotoHydrated(page, b!.path);
  const list = page.getByRole("region", { name: "Recently viewed" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([a!.name]);
  await expect(page.getByText("Evil")).toHaveCount(0);
});
