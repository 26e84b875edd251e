// Information pages (docs/content.md "Pages", "Entry addresses"): the catalogue index reached from
// the footer in two languages, and the id entries /product/?id= and /product-group/?id=: 301 to
// the canonical address in the page language, the 404 screen for an unknown or malformed id.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../pages/flows";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

test("the catalogue lists every product group and is linked from the footer", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator("footer").getByRole("link", { name: "Kaikki tuoteryhmät" }).click();
  await expect(page).toHaveURL(/\/catalog\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kaikki tuoteryhmät");
  await expect(page.getByRole("heading", { level: 2, name: "Vaatteet" })).toBeVisible();
  const jackets = page.locator('main a[href="/vaatteet/takit/"]');
  await expect(jackets).toHaveText("Takit");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/catalog\/$/);
  expect(await seriousViolations(page)).toEqual([]);
  await jackets.click();
  await expect(page).toHaveURL(/\/vaatteet\/takit\/$/);
});

test("the catalogue speaks the page language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  await context.addCookies([{ name: "so_language", value: "en", url: baseURL! }]);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/catalog/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All product groups");
  await expect(page.getByRole("heading", { level: 2, name: "Clothing" })).toBeVisible();
  await context.close();
});

test("an id entry is sent to the canonical address, an unknown one is the 404 screen", async ({ page, request }) => {
  const { id: groupId, items } = await groupList(request, "vaatteet");
  const model = items[0]!;
  const product = await request.get(`/product/?id=${model.id}&utm_source=mail`, { maxRedirects: 0 });
  expect(product.status()).toBe(301);
  expect(product.headers()["location"]).toBe(`/${model.path.replace(/^\/+|\/+$/g, "")}/?utm_source=mail`);
  const group = await request.get(`/product-group/?id=${groupId}`, { maxRedirects: 0 });
  expect(group.status()).toBe(301);
  expect(group.headers()["location"]).toBe("/vaatteet/");

  for (const address of ["/product/?id=99999999", "/product/", "/product-group/?id=abc"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
  }
  await expect(page.getByText("Sivua ei löytynyt")).toBeVisible();
});

test("the women's and men's shoes page explains the difference and leads to the shoes", async ({ page }) => {
  const response = await gotoHydrated(page, "/womens-and-mens-shoes/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Naisten ja miesten kengät");
  await expect(page.getByRole("heading", { level: 2, name: "Koot" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Vaelluskengät" })).toHaveAttribute("href", /^\/jalkineet\/[a-z-]+\/$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator("main").getByRole("link", { name: "Vaelluskengät" }).click();
  await expect(page).toHaveURL(/\/jalkineet\/[a-z-]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vaelluskengät");
});

test("the style guide shows the tokens and components, linked from the footer", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator("footer").getByRole("link", { name: "Tyyliopas" }).click();
  await expect(page).toHaveURL(/\/style-guide\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tyyliopas");
  await expect(page.getByText("--color-forest-700")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ensisijainen" })).toBeVisible();
  await expect(page.getByLabel("Kentän nimi").nth(1)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await seriousViolations(page)).toEqual([]);
});
