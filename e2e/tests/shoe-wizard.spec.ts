// Issue 18 "Shoe wizard" (spec 01 §2 /shoe-wizard/{slug...}; docs/shoe-wizard.md): a shopper
// comes from the footwear group, answers the questions one address at a time, converts a foot
// length to a size, sees the result and opens the footwear group filtered by the answers, and the
// browser's back returns to the wizard. An answer set with no shoes shows the ways out; the page
// works from the keyboard at 390 px without serious accessibility problems, in every language.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));

/** Chooses an answer and waits for the next question's heading to take the focus. */
async function answer(page: Page, option: string, nextQuestion: string) {
  await page.getByTestId(`shoe-wizard-option-${option}`).click();
  await expect(page.getByRole("heading", { level: 2, name: nextQuestion })).toBeFocused();
}

const matching = async (page: Page) => Number((await page.getByTestId("shoe-wizard-matching").textContent())?.match(/^(\d+)/)?.[1] ?? "0");

test("fi: from the footwear group through every question to the filtered grid, and back", async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/jalkineet/");
  await page.getByRole("link", { name: "Avaa kenkävelho" }).click();
  await expect(page).toHaveURL(/\/shoe-wizard\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kenkävelho" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kenelle kengät tulevat?" })).toBeVisible();
  const all = await matching(page);
  expect(all).toBeGreaterThan(0);

  await answer(page, "men", "Mihin käytät kenkiä eniten?");
  await expect(page).toHaveURL(/\/shoe-wizard\/men\/$/);
  const men = await matching(page);
  expect(men).toBeLessThan(all);
  await answer(page, "hiking", "Millaisessa maastossa liikut?");
  await answer(page, "rocky", "Tarvitsetko vedenpitävät kengät?");
  await answer(page, "waterproof", "Millainen jalkasi on leveydeltään?");
  await answer(page, "any", "Mikä on kenkäkokosi?");
  await expect(page).toHaveURL(/\/shoe-wizard\/men\/hiking\/rocky\/waterproof\/any-width\/$/);
  const beforeSize = await matching(page);
  expect(beforeSize).toBeGreaterThan(0);
  expect(beforeSize).toBeLessThan(men);
  // Each step narrows: the stepper names every answer so far.
  const steps = page.getByRole("navigation", { name: "Kenkävelhon kysymykset" });
  await expect(steps.getByRole("link", { name: /Kenelle, nyt Miehet/ })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText("Koko");

  // A foot of 26.3 cm in boots for rock: half a centimetre of room makes it a 43.
  await page.getByLabel("Jalan pituus (cm)").fill("26,3");
  await page.getByRole("button", { name: "Muunna EU-kooksi" }).click();
  await expect(page).toHaveURL(/\/shoe-wizard\/men\/hiking\/rocky\/waterproof\/any-width\/eu-43\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Sinulle sopivat kengät" })).toBeFocused();
  const result = await matching(page);
  expect(result).toBeGreaterThan(0);
  expect(result).toBeLessThanOrEqual(beforeSize);
  await expect(page.getByRole("list", { name: "Suosituimmat sopivat kengät" }).locator(":scope > li")).toHaveCount(Math.min(result, 24));

  // The footwear group with the answers as its own filters shows the same shoes.
  await page.getByTestId("shoe-wizard-grid").click();
  await expect(page).toHaveURL(/\/jalkineet\/\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ sukupuoli: "miehet,unisex", kayttotarkoitus: "vaellus", size: "43", vedenpitavyys: "10000-100000" });
  await expect(page.getByRole("heading", { level: 1, name: "Jalkineet" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(new RegExp(`${result}\\s*/\\s*\\d+`));

  // Back returns to the result, and changing an answer asks that question again.
  await page.goBack();
  await expect(page).toHaveURL(/\/eu-43\/$/);
  await page.getByRole("navigation", { name: "Kenkävelhon kysymykset" }).getByRole("link", { name: /Maasto, nyt Kivikko ja tunturi/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Millaisessa maastossa liikut?" })).toBeFocused();
  await expect(page).toHaveURL(/\/shoe-wizard\/men\/hiking\/waterproof\/any-width\/eu-43\/$/);
});

test("en at 390 px: an answer set with no shoes shows the ways out; keyboard, field errors, no serious accessibility problems", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setLocaleCookies(context, baseURL!, { language: "en", country: "fi", currency: "eur" });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/shoe-wizard/");
  expect(await serious(page)).toEqual([]);

  // Keyboard: Enter on an answer moves the focus to the next question.
  await page.getByTestId("shoe-wizard-option-kids").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "What will you use the shoes for most?" })).toBeFocused();

  // Kids' trail running shoes: the demo has none.
  await gotoHydrated(page, "/shoe-wizard/kids/running/");
  await expect(page.getByTestId("shoe-wizard-empty")).toContainText("No shoe matches all your answers.");
  expect(await serious(page)).toEqual([]);
  await page.getByRole("link", { name: "Without the answer For whom: Kids" }).click();
  await expect(page).toHaveURL(/\/shoe-wizard\/running\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Who are the shoes for?" })).toBeFocused();
  expect(await matching(page)).toBeGreaterThan(0);

  // A foot length that is no length: the field says so (and the page answers 400).
  const response = await page.goto("/shoe-wizard/any-wearer/hiking/rocky/any-waterproofing/any-width/?foot_cm=huge");
  expect(response?.status()).toBe(400);
  const foot = page.getByLabel("Foot length (cm)");
  await expect(foot).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Give your foot length in centimetres, for example 26.5.")).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // An address that is no wizard address is the 404 screen.
  expect((await page.goto("/shoe-wizard/flying/"))?.status()).toBe(404);
});

test("the wizard speaks every language", async ({ page, context, baseURL }) => {
  const titles = { fi: "Kenkävelho", sv: "Skoguiden", en: "Shoe wizard", de: "Schuh-Assistent", fr: "Assistant chaussures", ru: "Обувной мастер" };
  for (const [language, title] of Object.entries(titles)) {
    await context.clearCookies();
    await context.addCookies([{ name: "so_language", value: language, url: baseURL! }]);
    await page.goto("/shoe-wizard/women/");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("shoe-wizard-option-hiking")).toBeVisible();
  }
});

test("sv: wide fit ends in its complete list, page by page, and the group link is the Swedish address", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setLocaleCookies(context, baseURL!, { language: "sv", country: "fi", currency: "eur" });
  await gotoHydrated(page, "/shoe-wizard/any-wearer/any-activity/any-terrain/any-waterproofing/wide-fit/any-size/");
  const wide = await matching(page);
  expect(wide).toBeGreaterThan(0);
  await expect(page.getByTestId("shoe-wizard-width-note")).toBeVisible();
  const grid = page.getByTestId("shoe-wizard-grid");
  await expect(grid).toHaveAttribute("href", /^\/skor\//);
  await expect(page.getByRole("list", { name: "De populäraste skorna som passar" }).locator(":scope > li")).toHaveCount(Math.min(wide, 24));
  if (wide > 24) {
    const pager = page.getByTestId("shoe-wizard-pager");
    await pager.getByRole("link", { name: "Nästa sida" }).click();
    await expect(page).toHaveURL(/\/wide-fit\/any-size\/\?page=2$/);
    await expect(page.getByTestId("shoe-wizard-pager")).toContainText(`Sida 2 av ${Math.ceil(wide / 24)}`);
  }
  // A page past the last is the 404 screen.
  const missing = await page.request.get(`/shoe-wizard/any-wearer/any-activity/any-terrain/any-waterproofing/wide-fit/any-size/?page=${Math.ceil(wide / 24) + 1}`);
  expect(missing.status()).toBe(404);
});
