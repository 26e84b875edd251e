// Issue 14 (docs/content.md "Experiences"): the brand experiences reached from the footer, a
// brand's story with its products and a link to the brand page, every product of the named
// brands, the 404 of a brand the setting does not name, all six languages; axe on each type.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../pages/flows";
import { gotoHydrated } from "../pages/shop-page";

const LANGUAGES = ["fi", "sv", "en", "de", "fr", "ru"] as const;

const jsonLdTypes = (page: Page) => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"] as string));

test.describe("in Finnish", () => {
  test.use({ locale: "fi-FI" });

  test("from the footer to a brand's story and its products", async ({ page }) => {
    test.slow(); // three pages, axe on each
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Merkkien tarinat" }).click();
    await expect(page).toHaveURL(/\/experiences\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merkkien tarinat");
    const cards = page.locator("main").getByRole("heading", { level: 3 }).getByRole("link");
    await expect(cards).toHaveCount(3);
    expect(await jsonLdTypes(page)).toContain("BreadcrumbList");
    expect(await seriousViolations(page)).toEqual([]);

    const title = (await cards.first().textContent()) ?? "";
    await cards.first().click();
    await expect(page).toHaveURL(/\/experiences\/[a-z0-9-]+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/experiences\/[a-z0-9-]+\/$/);
    const brandLink = page.getByRole("link", { name: /^Merkin sivu: / });
    const brand = ((await brandLink.textContent()) ?? "").replace(/^Merkin sivu: /, "");
    await expect(page.getByRole("heading", { name: `${brand}: tuotteet` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const brandPath = (await brandLink.getAttribute("href")) ?? "";
    expect(brandPath).toMatch(/^\/[a-z0-9-]+\/$/);
    await brandLink.click();
    await expect(page).toHaveURL(new RegExp(`${brandPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await gotoHydrated(page, "/experiences/products/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarinoiden merkkien tuotteet");
    await expect(page.getByRole("list", { name: "Merkit" }).getByRole("link")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a brand the setting does not name, and a deeper address, are the 404 screen", async ({ request }) => {
    expect((await request.get("/experiences/ei-ole-olemassa/")).status()).toBe(404);
    expect((await request.get("/experiences/routakallio/lisaa/")).status()).toBe(404);
  });
});

test("the experiences answer in all six languages with the language's own texts", async ({ browser, baseURL }) => {
  test.slow();
  const titles = new Set<string>();
  for (const language of LANGUAGES) {
    const context = await browser.newContext();
    await context.addCookies([{ name: "so_language", value: language, url: baseURL! }]);
    for (const path of ["/experiences/", "/experiences/routakallio/", "/experiences/products/"]) {
      const response = await context.request.get(path);
      expect(response.status(), `${language} ${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${language} ${path}`).toContain(`<html lang="${language}"`);
      if (path === "/experiences/routakallio/") titles.add(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? "");
    }
    await context.close();
  }
  expect(titles.size).toBe(LANGUAGES.length);
});
