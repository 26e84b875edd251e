// Issue 14 (docs/content.md "Life outdoors", "Campaigns", "FAQ"): a blog post reached from the
// blog list, a category page, the FAQ search (without and with JavaScript's help it is the same
// GET form), a campaign page and the club offers page, in Finnish and English; axe on each type.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../pages/flows";
import { gotoHydrated } from "../pages/shop-page";

async function jsonLdTypes(page: Page): Promise<string[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"] as string));
}

test.describe("in Finnish", () => {
  test.use({ locale: "fi-FI" });

  test("a blog post from the blog list: author, date, body, products, Article data", async ({ page }) => {
    test.slow(); // three pages, axe on two
    await gotoHydrated(page, "/life-outdoors/blog/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogit");
    const first = page.locator("main").getByRole("list", { name: "Blogit" }).getByRole("link").first();
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/life-outdoors\/blog\/[a-z0-9-]+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: /^Teksti: / }).first()).toBeVisible();
    await expect(page.getByText(/^Julkaistu /)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tuotteet kirjoituksesta" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/life-outdoors\/blog\/[a-z0-9-]+\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/life-outdoors\/blog\/[a-z0-9-]+\/$/);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    expect(await seriousViolations(page)).toEqual([]);

    await gotoHydrated(page, "/life-outdoors/tuotetestit/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tuotetestit");
    await expect(page.getByRole("navigation", { name: "Aiheet" }).getByRole("link", { name: "Tuotetestit" })).toHaveAttribute("aria-current", "page");
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.request.get("/life-outdoors/ei-ole-olemassa/")).status()).toBe(404);
    expect((await page.request.get("/life-outdoors/blog/ei-ole/")).status()).toBe(404);
  });

  test("the FAQ search keeps the questions holding the words", async ({ page }) => {
    await gotoHydrated(page, "/faq/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usein kysyttyä");
    // The demo's 20 answers; the back office's browser test may show one more of its own meanwhile.
    await expect(page.locator("main details").nth(19)).toBeAttached();
    expect(await jsonLdTypes(page)).toContain("FAQPage");
    await page.getByRole("searchbox", { name: "Hae kysymyksistä" }).fill("lahjakortti");
    await page.getByRole("main").getByRole("button", { name: "Hae", exact: true }).click();
    await expect(page).toHaveURL(/\/faq\/\?q=lahjakortti$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("1 vastaus");
    await expect(page.locator("main details")).toHaveCount(1);
    await expect(page.getByText("Vuoden ostopäivästä.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Näytä kaikki kysymykset" }).click();
    await expect(page.locator("main details").nth(19)).toBeAttached();
  });

  test("a campaign page shows its dates and products in the catalogue's grid", async ({ page }) => {
    await gotoHydrated(page, "/campaigns/talvikausi/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talvikausi alkaa");
    await expect(page.getByText(/^Voimassa /)).toBeVisible();
    const grid = page.getByRole("list", { name: "Kampanjan tuotteet" });
    await expect(grid.getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/campaigns\/talvikausi\/$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.request.get("/campaigns/ei-ole/")).status()).toBe(404);
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("an English post address is the English post, with its Finnish alternate", async ({ page }) => {
    await gotoHydrated(page, "/life-outdoors/blog/autumn-colours-in-kasivarsi/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autumn colours in Käsivarsi");
    await expect(page.getByRole("link", { name: "By Aino Kallio" }).first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute("href", /\/life-outdoors\/blog\/ruska-kasivarressa\/$/);
    await page.getByRole("link", { name: "More from the author" }).click();
    await expect(page).toHaveURL(/\/life-outdoors\/bloggers\/aino-kallio\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aino Kallio");
  });

  test("the FAQ search in English", async ({ page }) => {
    await gotoHydrated(page, "/faq/frequently-asked-questions/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("gift card");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("1 answer");
    await expect(page.getByText("How long is a gift card valid?")).toBeVisible();
  });

  test("the club offers are shown to a guest with the way to the club price", async ({ page }) => {
    await gotoHydrated(page, "/campaigns/club-offers/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Club offers");
    await expect(page.getByRole("link", { name: "Join the club" }).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Campaign products" }).getByRole("listitem").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
