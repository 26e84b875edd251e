// The back office (/admin/, docs/admin.md): logging in through its own form, and its pages.
import { expect, test, type Page } from "@playwright/test";
import type { Account } from "./login-page";

/** Opens an admin page and waits until React has hydrated it. */
export async function gotoAdmin(page: Page, path: string) {
  const response = await page.goto(`/admin${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Logs in at /admin/login/ and lands on `next` (a path inside the back office). */
export async function logInToAdmin(page: Page, account: Account, next = "/") {
  await gotoAdmin(page, `/login/?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Sähköposti").fill(account.email);
  await page.getByLabel("Salasana").fill(account.password);
  await page.getByRole("button", { name: "Kirjaudu" }).click();
}

/** Logs in and waits for the back office's frame. */
export async function logInAsStaff(page: Page, account: Account, next = "/") {
  await logInToAdmin(page, account, next);
  await expect(page.getByRole("navigation", { name: "Ylläpidon osiot" })).toBeVisible();
}

/** Each worker's staff tokens by e-mail: a test process logs each account in once. */
const staffTokens = new Map<string, Promise<string>>();

/**
 * Opens `next` in the back office as `account`, logged in through the API with the cookie the
 * login form sets, for tests of what staff do once logged in: the login form itself is tested by
 * the tests that use logInAsStaff and logInToAdmin. The token is kept for the worker's later tests
 * (none of these logs out), which saves a login page, its hydration and a password check each.
 */
export async function openAdminAs(page: Page, account: Account, next = "/") {
  let token = staffTokens.get(account.email);
  if (!token) {
    token = (async () => {
      const response = await page.request.post("/api/token/", { data: account });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    })();
    staffTokens.set(account.email, token);
    token.catch(() => staffTokens.delete(account.email));
  }
  const url = new URL("/admin/", test.info().project.use.baseURL).href;
  await page.context().addCookies([{ name: "polku.admin", value: encodeURIComponent(await token), url, httpOnly: true, sameSite: "Strict" }]);
  await gotoAdmin(page, next);
  await expect(page.getByRole("navigation", { name: "Ylläpidon osiot" })).toBeVisible();
}
