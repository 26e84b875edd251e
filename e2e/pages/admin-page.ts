// The back office (/admin/, docs/admin.md): logging in through its own form, and its pages.
import { expect, type Page } from "@playwright/test";
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
