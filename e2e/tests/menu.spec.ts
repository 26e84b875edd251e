// Menu screen (spec 01 §2): main groups, a group's menu children, a child's children through a
// bare query key, ?back one level up, and the fixed entries limited by language.
import { expect, test } from "@playwright/test";
import { MenuPage } from "../pages/menu-page";
import { gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test("the menu screen walks three levels and back", async ({ page }) => {
  const menu = new MenuPage(page);
  await menu.goto();
  await expect(menu.heading).toHaveText("Valikko");

  // Level 1 -> 2: a main group with menu children.
  const group = menu.levelLinks().first();
  const groupName = (await group.textContent())!.trim();
  await group.click();
  await expect(page).toHaveURL(/\/menu\/[^/?]+\/$/);
  await expect(menu.heading).toHaveText(groupName);
  await expect(menu.showAllLink()).toHaveText(`Näytä kaikki: ${groupName}`);

  // Level 2 -> 3: a child with children of its own, as a bare query key.
  const child = menu.thirdLevelLinks().first();
  const childName = (await child.textContent())!.trim();
  await child.click();
  await expect(page).toHaveURL(/\/menu\/[^/?]+\/\?[^=&]+$/);
  await expect(menu.heading).toHaveText(childName);
  await expect(menu.showAllLink()).toHaveAttribute("href", /^\/.+\/$/);

  // ?back returns one level at a time.
  await menu.backLink().click();
  await expect(page).toHaveURL(/&back$/);
  await expect(menu.heading).toHaveText(groupName);
  await gotoHydrated(page, page.url().replace(/\?.*$/, "?back"));
  await expect(menu.heading).toHaveText("Valikko");
});

test("the fixed entries limited to Finnish are shown only in Finnish", async ({ page, context, baseURL }) => {
  const menu = new MenuPage(page);
  await menu.goto();
  await expect(menu.main.getByRole("heading", { name: "Kiertotalous" })).toBeVisible();
  await expect(menu.main.getByRole("link", { name: "Reklamaatiot" })).toBeVisible();
  await expect(menu.main.getByRole("link", { name: "Liity klubiin" })).toBeVisible();
  await expect(menu.main.getByRole("button", { name: /EUR/ })).toBeVisible();

  await context.addCookies([{ name: "so_language", value: "en", url: baseURL! }]);
  await menu.goto();
  await expect(menu.heading).toHaveText("Menu");
  await expect(menu.main.getByRole("heading", { name: "Customer service" })).toBeVisible();
  await expect(menu.main.getByRole("heading", { name: "Circular economy" })).toHaveCount(0);
  await expect(menu.main.getByRole("link", { name: "Complaints" })).toHaveCount(0);
});

test("the menu's locale button opens the locale modal", async ({ page }) => {
  const menu = new MenuPage(page);
  await menu.goto();
  await menu.main.getByRole("button", { name: /Toimitusmaa ja valuutta|Vaihda/ }).click();
  await expect(page.getByRole("dialog", { name: "Maa, valuutta ja kieli" })).toBeVisible();
});

test("an unknown main group on the menu screen is a 404", async ({ page }) => {
  const response = await gotoHydrated(page, "/menu/no-such-group/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sivua ei löytynyt: /menu/no-such-group/");
});

test("the desktop menu opens a group's panel from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = new MenuPage(page);
  await gotoHydrated(page, "/");
  const toggle = menu.mainNav.getByRole("button").first();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("link").first()).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});
