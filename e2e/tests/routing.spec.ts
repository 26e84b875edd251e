// spec 01 §2: trailing slashes, the 404 screen, and the locale query overrides (§4).
import { expect, test } from "@playwright/test";
import { ShopPage, gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("a path without a trailing slash is redirected to the slashed form keeping the query", async ({ page, request }) => {
  const response = await request.get("/menu?x=1", { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers()["location"]).toBe("/menu/?x=1");

  await gotoHydrated(page, "/menu?x=1");
  await expect(page).toHaveURL(/\/menu\/\?x=1$/);
});

test("an unknown page shows the translated 404 screen with its path", async ({ page }) => {
  const response = await gotoHydrated(page, "/no-such-page/");
  expect(response?.status()).toBe(404);
  const shop = new ShopPage(page);
  await expect(shop.main.getByRole("heading", { level: 1 })).toHaveText("Sivua ei löytynyt: /no-such-page/");
  await expect(shop.main.getByText("404")).toBeVisible();
  await expect(shop.main.getByRole("link", { name: "Jatka ostoksia" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle(/404/);
});

test("the 404 screen speaks the page language", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "so_language", value: "en", url: baseURL! }]);
  await gotoHydrated(page, "/no-such-page/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no-such-page/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("delivery_country and currency in the query set the cookies and leave the address", async ({ page, context }) => {
  await gotoHydrated(page, "/?delivery_country=se&currency=sek&keep=1");
  await expect(page).toHaveURL(/\/\?keep=1$/);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies["so_delivery_country_code"]).toBe("se");
  expect(cookies["so_currency_code"]).toBe("sek");
  await expect(new ShopPage(page).localeButton()).toContainText("SEK");
});

test("the build-id endpoint names the build the page was served from, and is never cached", async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.ok()).toBe(true);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-f]{12}$/);
  const manifest = await request.get(`/builds/meta/${id}.json`);
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ id, prerendered: [] });
});

test("a route rule redirects an old address, keeping the query", async ({ request }) => {
  const rules = (await (await request.get("/api/route-rules/")).json()) as { rules: { from: string; to: string }[] };
  const internal = rules.rules.find((rule) => rule.from === "/tarjoukset/");
  expect(internal, "the demo catalogue redirects the old offers address").toBeDefined();
  const response = await request.get(`${internal!.from}?a=1`, { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(response.status());
  expect(response.headers()["location"]).toBe(`${internal!.to}?a=1`);
});
