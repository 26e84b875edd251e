// Logging in and out (spec 01 §2, §4, §7, §8) and club prices for a logged-in customer (spec 02 §4).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CLUB_MEMBER, LoginPage } from "../pages/login-page";
import { ProductPage } from "../pages/product-page";
import { gotoHydrated } from "../pages/shop-page";

interface Prices {
  active: number;
  club: number | null;
}

/** A product whose club price is below the price a guest pays (found through the API, not assumed). */
async function clubPricedProduct(request: APIRequestContext): Promise<string> {
  const search = (await (await request.get("/api/search/?q=softshell&language=fi&taxAreaId=1")).json()) as { results: { path: string }[] };
  for (const { path } of search.results.slice(0, 60)) {
    const model = (await (await request.get(`/api/products/productmodel/${path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`)).json()) as {
      prices: Prices;
    };
    if (model.prices.club !== null && model.prices.club < model.prices.active) return `/${path.replace(/^\/+|\/+$/g, "")}/`;
  }
  throw new Error("No product with a club price in the demo catalogue");
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id);
}

// Failed logins count towards the login throttle of the address and the account (docs/security.md):
// the specs make one failure per run, on an address of its own, so reruns never lock the demo users.
test("a wrong password is refused with a message and no login", async ({ page }) => {
  const login = new LoginPage(page);
  const email = `ei-tilia-${Date.now()}@polku.example`;
  await login.goto();
  await expect(login.heading).toHaveText("Kirjaudu sisään");
  await login.logIn(email, "not-the-password");
  await expect(login.alert).toHaveText("Väärä sähköposti tai salasana.");
  await expect(login.email).toHaveValue(email);
  expect(await login.authCookie()).toBeUndefined();
  await expect(login.headerLogin).toBeVisible();
  await login.password.fill("visible");
  await login.showPassword.check();
  await expect(login.password).toHaveAttribute("type", "text");
  await login.showPassword.uncheck();
  await expect(login.password).toHaveAttribute("type", "password");
});

test("empty and malformed e-mails get field messages", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  await expect(login.main.getByText("Sähköposti on pakollinen kenttä.")).toBeVisible();
  await expect(login.main.getByText("Salasana on pakollinen.")).toBeVisible();
  await login.logIn("jasen@", "x");
  await expect(login.main.getByText("Tarkista sähköpostiosoitteen muoto.")).toBeVisible();
  await expect(login.email).toHaveAttribute("aria-invalid", "true");
  await expect(login.email).toHaveAccessibleDescription("Tarkista sähköpostiosoitteen muoto.");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the club member logs in, sees the club price as theirs and logs out", async ({ page, request }) => {
  const productPath = await clubPricedProduct(request);
  const product = new ProductPage(page);

  // As a guest: the price block shows the guest's price and the club price only as a hint.
  await gotoHydrated(page, productPath);
  await expect(product.main.locator("[data-price-kind]").first()).not.toHaveAttribute("data-price-kind", "club");
  await expect(product.main.getByRole("link", { name: "Kirjaudu sisään klubihintaan" })).toBeVisible();
  const guestPrice = await product.price.textContent();

  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(CLUB_MEMBER.email, CLUB_MEMBER.password);
  await expect(page).toHaveURL(/\/accounts\/$/);
  await expect(login.heading).toHaveText("Oma tili");
  await expect(login.main.getByText(`Olet kirjautunut sisään osoitteella ${CLUB_MEMBER.email}.`)).toBeVisible();
  await expect(login.headerAccount).toHaveAttribute("href", "/accounts/");
  const cookie = await login.authCookie();
  expect(cookie?.value).toMatch(/^Bearer(%20| )\S+$/);
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  expect(await seriousViolations(page)).toEqual([]);

  // Logged in: the club price is the customer's own price, and the login hint is gone.
  await gotoHydrated(page, productPath);
  await expect(product.main.locator("[data-price-kind]").first()).toHaveAttribute("data-price-kind", "club");
  // In the price block: cards further down (recommendations) may show club prices too.
  await expect(product.main.locator("[data-price-kind]").first().getByText("Klubihinta", { exact: true })).toBeVisible();
  await expect(product.price).not.toHaveText(guestPrice ?? "");
  await expect(product.main.getByRole("link", { name: "Kirjaudu sisään klubihintaan" })).toHaveCount(0);

  // The product's card in the grid shows the same club price as the member's own.
  const name = (await product.heading.textContent())!.trim();
  // The price block names the price for screen readers ("Hinta 170,90 €"); the amount is what counts.
  const priceText = (await product.price.textContent())!.trim();
  const memberPrice = priceText.slice(priceText.search(/\d/));
  await gotoHydrated(page, `/search/?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").locator("li").filter({ has: page.getByRole("heading", { level: 3, name }) }).first();
  await expect(card.locator("[data-price-kind]")).toHaveAttribute("data-price-kind", "club");
  await expect(card.getByTestId("price")).toHaveText(memberPrice);

  // Logout: back on the front page as a guest, the cookie gone, the account page closed again.
  await login.headerAccount.click();
  await login.logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(login.headerLogin).toBeVisible();
  expect(await login.authCookie()).toBeUndefined();
  await page.goto("/accounts/");
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Faccounts%2F$/);
});

test("a guest opening the account page is sent to login", async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto("/accounts/");
  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Faccounts%2F$/);
  await expect(login.heading).toHaveText("Kirjaudu sisään");
});

test("a login returns to a page of the shop named in next, never to another site", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto("https://evil.example/");
  await login.logIn(CLUB_MEMBER.email, CLUB_MEMBER.password);
  await expect(page).toHaveURL(/\/accounts\/$/);
  await page.context().clearCookies();
  await login.goto("/manufacturers/");
  await login.logIn(CLUB_MEMBER.email, CLUB_MEMBER.password);
  await expect(page).toHaveURL(/\/manufacturers\/$/);
  await expect(login.headerAccount).toBeVisible();
});

test("an expired or revoked token makes the visitor a guest and removes the cookie", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "so.auth", value: "Bearer%20no-such-token", url: baseURL! }]);
  const login = new LoginPage(page);
  await gotoHydrated(page, "/");
  await expect(login.headerLogin).toBeVisible();
  expect(await login.authCookie()).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form works as a plain form", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(undefined, { hydrated: false });
    await expect(login.showPassword).toHaveCount(0);
    await login.submit.click();
    await expect(login.main.getByText("Sähköposti on pakollinen kenttä.")).toBeVisible();
    await login.logIn(CLUB_MEMBER.email, CLUB_MEMBER.password);
    await expect(page).toHaveURL(/\/accounts\/$/);
    await expect(login.heading).toHaveText("Oma tili");
    await login.logout.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(login.headerLogin).toBeVisible();
  });
});
