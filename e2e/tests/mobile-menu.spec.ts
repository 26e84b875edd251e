// Mobile layout below 900 px (spec 01 §2): the menu button opens a full-height menu panel and
// page scroll is locked while it is open; closing or navigating restores it.
import { expect, test } from "@playwright/test";
import { HomePage } from "../pages/home-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("the mobile menu locks page scroll until it closes", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.mainNav).toBeHidden();
  expect(await home.bodyIsScrollLocked()).toBe(false);

  await home.mobileMenuButton.click();
  const panel = page.getByRole("dialog", { name: "Valikko" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(840);
  expect(await home.bodyIsScrollLocked()).toBe(true);

  await panel.getByRole("button", { name: "Sulje" }).click();
  await expect(panel).toBeHidden();
  expect(await home.bodyIsScrollLocked()).toBe(false);
});

test("the mobile menu walks the levels in place and closes on navigation", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.mobileMenuButton.click();
  const panel = page.getByRole("dialog", { name: "Valikko" });

  const level1 = panel.getByRole("navigation").getByRole("button").first();
  const groupName = (await level1.textContent())!.trim();
  await level1.click();
  await expect(panel.getByRole("heading", { level: 2, name: groupName })).toBeVisible();
  await panel.getByRole("button", { name: "Takaisin" }).click();
  await expect(panel.getByRole("heading", { name: groupName })).toHaveCount(0);
  await expect(level1).toBeVisible();

  await level1.click();
  await panel.getByRole("link", { name: `Näytä kaikki: ${groupName}` }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);
  expect(await home.bodyIsScrollLocked()).toBe(false);
});
