// Search (spec 01 §2 /search/, issue 3): header suggestions as the shopper types, results in the
// product grid, a misspelt word still finding the product, and the empty answer.
import { expect, test } from "@playwright/test";
import { gotoHydrated, ShopPage } from "../pages/shop-page";

test.describe("search", () => {
  test("the header box suggests brands and products and opens the chosen one with the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const shop = new ShopPage(page);
    const box = shop.header.getByRole("combobox", { name: "Hae verkkokaupasta" });
    await box.fill("revontul");
    const list = page.getByRole("listbox", { name: "Hakuehdotukset" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const brand = list.getByRole("group", { name: "Merkit" }).getByRole("option", { name: /Revontulo/ });
    await expect(brand).toBeVisible();
    await expect(list.getByRole("group", { name: "Tuotteet" }).getByRole("option").first()).toBeVisible();

    // The first option searches for the words as typed; the arrow keys walk the list.
    const options = list.getByRole("option");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    const brandIndex = await options.evaluateAll((nodes) => nodes.findIndex((node) => node.closest("[role=group]")?.textContent?.startsWith("Merkit")));
    for (let i = 1; i <= brandIndex; i += 1) await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/revontulo\/$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape closes the suggestions and Enter searches for the words typed", async ({ page }) => {
    await gotoHydrated(page, "/");
    const box = new ShopPage(page).header.getByRole("combobox", { name: "Hae verkkokaupasta" });
    await box.fill("kuoritakki");
    await expect(page.getByRole("listbox", { name: "Hakuehdotukset" })).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?q=kuoritakki$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("kuoritakki");
    await expect(new ShopPage(page).prices().first()).toBeVisible();
  });

  test("a misspelt word still finds the product", async ({ page }) => {
    await gotoHydrated(page, "/search/?q=kuoritakki");
    const names = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(names.first()).toBeVisible();
    const correct = await names.allTextContents();
    expect(correct.some((name) => /kuoritakki/i.test(name))).toBe(true);

    await gotoHydrated(page, "/search/?q=kuoritaki");
    await expect(names.first()).toBeVisible();
    const misspelt = await names.allTextContents();
    expect(misspelt.some((name) => /kuoritakki/i.test(name))).toBe(true);
  });

  test("the result works before JavaScript and a word with no match says so", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fi-FI" });
    const page = await context.newPage();
    await page.goto("/search/?q=kuoritakki");
    await expect(new ShopPage(page).prices().first()).toBeVisible();
    await page.goto("/search/?q=qqxyzzyqq");
    await expect(page.getByRole("main")).toContainText("Haulla ”qqxyzzyqq” ei löytynyt tuotteita.");
    await context.close();
  });

  test("an English word finds the Finnish group's products, and the header box keeps the words of an opened address", async ({ page }) => {
    await gotoHydrated(page, "/search/?q=jacket");
    await expect(new ShopPage(page).header.getByRole("combobox", { name: "Hae verkkokaupasta" })).toHaveValue("jacket");
    const names = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(names.first()).toBeVisible();
    expect((await names.allTextContents()).some((name) => /takki/i.test(name))).toBe(true);
  });

  for (const [language, groups, newest] of [
    ["fi", "Selaa tuoteryhmiä", "Uutuuksia"],
    ["en", "Browse the product groups", "New arrivals"],
  ] as const) {
    test(`a search that finds nothing offers the groups and the new arrivals (${language})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "so_language", value: language, url: baseURL! }]);
      await gotoHydrated(page, "/search/?q=qqxyzzyqq");
      const main = page.getByRole("main");
      await expect(main.getByRole("status")).toContainText("qqxyzzyqq");
      const groupSection = main.getByRole("region", { name: groups });
      await expect(groupSection.getByRole("link").first()).toBeVisible();
      // A group card leads to its group page.
      const href = await groupSection.getByRole("link").first().getAttribute("href");
      expect(href).toMatch(/^\/[^/]+\/$/);
      await expect(main.getByRole("region", { name: newest }).getByRole("heading", { level: 3 }).first()).toBeVisible();
    });
  }
});

test.describe("newest", () => {
  test("lists the newest products in the grid, newest first by default", async ({ page }) => {
    await gotoHydrated(page, "/newest/");
    await expect(page.getByRole("heading", { level: 1, name: "Uutuudet" })).toBeVisible();
    const shop = new ShopPage(page);
    await expect(shop.prices().first()).toBeVisible();
    expect(await shop.prices().count()).toBeGreaterThan(12);
    // The page's own default is 'newest': the sort control shows it and the address stays clean.
    await expect(page.getByRole("combobox", { name: "Järjestys" })).toHaveValue("newest");
    await page.getByRole("combobox", { name: "Järjestys" }).selectOption("lowest");
    await expect(page).toHaveURL(/\/newest\/\?sort=lowest$/);
    // The address changes before the grid has re-rendered: wait for the order, not for a moment.
    const firstTen = async () =>
      (await shop.prices().allTextContents()).slice(0, 10).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    await expect.poll(async () => {
      const euros = await firstTen();
      return euros.every((euro, i) => i === 0 || euros[i - 1]! <= euro);
    }).toBe(true);
  });
});
