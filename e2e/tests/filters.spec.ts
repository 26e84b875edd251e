// Filters modal on a product group page (spec 02 §2 "Filters modal", §5 "Filters"): each kind of
// filter narrows the grid, the counts follow, the address carries the filter in its exact
// encoding, Reset clears one filter and a reload keeps them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FiltersModal } from "../pages/filters-modal";
import { gotoHydrated } from "../pages/shop-page";

// A Finnish visitor: the shop's default language (Accept-Language fi-FI).
test.use({ locale: "fi-FI" });

const GROUP = "/vaatteet/";

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function openFilters(page: Page): Promise<{ filters: FiltersModal; total: number }> {
  await gotoHydrated(page, GROUP);
  const filters = new FiltersModal(page);
  const { matching, total } = await filters.toolbarCounts();
  expect(matching).toBe(total);
  expect(total).toBeGreaterThan(1);
  await filters.open();
  expect(await filters.footerCounts()).toEqual({ matching: total, total });
  return { filters, total };
}

test("each checkbox filter narrows the grid to its count, follows the address and resets", async ({ page }) => {
  const { filters, total } = await openFilters(page);
  // Parameter and the section heading of each kind; size values keep their commas as underscores.
  const kinds: [string, string, (value: string) => string][] = [
    ["size", "Koko", (v) => v.replace(/,/g, "_")],
    ["manufacturer", "Merkki", (v) => v],
    ["store", "Myymälä", (v) => v],
    ["color", "Väri", (v) => v],
    ["group", "Tuoteryhmä", (v) => v],
  ];
  for (const [name, title, encode] of kinds) {
    const section = await filters.expand(title);
    const option = await filters.firstEnabledOption(section);
    expect(option.count, title).toBeGreaterThan(0);
    await option.box.check();
    // A checkbox applies at once: the address follows, then the counts.
    await expect.poll(() => param(page, name), { message: title }).toBe(encode(option.value));
    // Counts are computed with the other filters applied: with only this filter set, the
    // option's count is the number of matching products.
    await expect.poll(() => filters.footerCounts(), { message: title }).toEqual({ matching: option.count, total });
    await expect.poll(() => filters.toolbarCounts(), { message: title }).toEqual({ matching: option.count, total });
    await expect(section.getByRole("heading")).toContainText("1 valittu");

    await filters.resetButton(section).click();
    // The Reset control goes away; focus stays in the section on its heading button.
    await expect(section.getByRole("heading").getByRole("button")).toBeFocused();
    await expect.poll(() => param(page, name), { message: title }).toBeNull();
    await expect.poll(() => filters.footerCounts(), { message: title }).toEqual({ matching: total, total });
    await expect(filters.resetButton(section)).toHaveCount(0);
  }
});

test("a checkbox property filter and the text filter narrow the grid", async ({ page }) => {
  const { filters, total } = await openFilters(page);
  // A dynamic checkbox property of the demo catalogue's clothing: its parameter is its slug.
  const slug = "sukupuoli";
  const section = await filters.expand("Sukupuoli");
  const option = await filters.firstEnabledOption(section);
  await option.box.check();
  await expect.poll(() => param(page, slug)).toBe(option.value);
  await expect.poll(() => filters.footerCounts()).toEqual({ matching: option.count, total });
  await filters.resetButton(section).click();
  await expect.poll(() => param(page, slug)).toBeNull();

  // Text: letters and digits only are compared; the address carries the text as typed.
  const text = await filters.expand("Teksti");
  await text.getByRole("searchbox").fill("kuori-takki");
  await expect.poll(() => param(page, "text")).toBe("kuori-takki");
  const narrowed = await filters.footerCounts();
  expect(narrowed.matching).toBeGreaterThan(0);
  expect(narrowed.matching).toBeLessThan(total);
  await text.getByRole("searchbox").fill("kuoritakki");
  await expect.poll(() => param(page, "text")).toBe("kuoritakki");
  await expect.poll(() => filters.footerCounts()).toEqual(narrowed);
});

test("price from the inputs: clamped on blur, written as min-max, removed for the full range", async ({ page }) => {
  const { filters, total } = await openFilters(page);
  const price = await filters.expand("Hinta");
  const min = price.getByRole("spinbutton", { name: "Min" });
  const max = price.getByRole("spinbutton", { name: "Max" });
  const low = Number(await min.inputValue());
  const high = Number(await max.inputValue());
  expect(high).toBeGreaterThan(low);
  const middle = Math.floor((low + high) / 2);

  await min.fill(String(middle));
  await min.press("Tab");
  await expect.poll(() => param(page, "price")).toBe(`${middle}-${high}`);
  const narrowed = await filters.footerCounts();
  expect(narrowed.matching).toBeLessThan(total);
  await expect.poll(() => filters.toolbarCounts()).toEqual(narrowed);

  // Beyond the overall bounds: clamped when leaving the field.
  await max.fill(String(high + 1000));
  await max.press("Tab");
  await expect(max).toHaveValue(String(high));
  await expect.poll(() => param(page, "price")).toBe(`${middle}-${high}`);

  // The full range is no filter: the parameter goes away.
  await min.fill("0");
  await min.press("Tab");
  await expect(min).toHaveValue(String(low));
  await expect.poll(() => param(page, "price")).toBeNull();
  await expect.poll(() => filters.footerCounts()).toEqual({ matching: total, total });
});

test("the slider handles work from the keyboard and swap when they cross", async ({ page }) => {
  const { filters } = await openFilters(page);
  const price = await filters.expand("Hinta");
  const lowHandle = price.getByRole("slider", { name: "Hinta, vähintään" });
  const highHandle = price.getByRole("slider", { name: "Hinta, enintään" });
  const low = Number(await lowHandle.getAttribute("min"));
  const high = Number(await lowHandle.getAttribute("max"));

  await lowHandle.focus();
  await page.keyboard.press("End");
  await expect.poll(() => param(page, "price")).toBe(`${high}-${high}`);
  // Move the other handle below: now it is the minimum and the first one the maximum.
  await highHandle.focus();
  await page.keyboard.press("Home");
  await expect(page.locator(":focus")).toHaveAccessibleName("Hinta, vähintään");
  await expect.poll(() => param(page, "price")).toBeNull();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => param(page, "price")).toBe(`${low + 2}-${high}`);
  await expect(price.getByRole("spinbutton", { name: "Min" })).toHaveValue(String(low + 2));
});

test("filters survive a reload and show in their sections", async ({ page }) => {
  const { filters } = await openFilters(page);
  const size = await filters.expand("Koko");
  const first = await filters.firstEnabledOption(size);
  await first.box.check();
  const brand = await filters.expand("Merkki");
  const second = await filters.firstEnabledOption(brand);
  await second.box.check();
  await expect.poll(() => param(page, "manufacturer")).toBe(second.value);
  const before = await filters.footerCounts();
  expect(before.matching).toBe(second.count);
  await filters.close();
  await expect.poll(() => filters.toolbarCounts()).toEqual(before);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(Math.min(before.matching, 120));

  const url = page.url();
  await gotoHydrated(page, url.replace(/^https?:\/\/[^/]+/, ""));
  expect(page.url()).toBe(url);
  expect(await filters.toolbarCounts()).toEqual(before);
  await expect(cards).toHaveCount(Math.min(before.matching, 120));
  await filters.open();
  await expect(filters.section("Koko").getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(filters.section("Merkki").getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(filters.section("Merkki").getByRole("heading")).toContainText("1 valittu");
  expect(await filters.footerCounts()).toEqual(before);
});

test("unknown values in the address are dropped", async ({ page }) => {
  await gotoHydrated(page, `${GROUP}?manufacturer=ei-tallaista-merkkia`);
  const filters = new FiltersModal(page);
  const { matching, total } = await filters.toolbarCounts();
  expect(matching).toBe(total);
});

for (const width of [1280, 390]) {
  test(`the modal is a labelled right-hand panel without serious axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { filters } = await openFilters(page);
    const box = (await filters.dialog.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(width);
    if (width === 390) expect(Math.round(box.width)).toBe(390);
    await expect(filters.dialog.getByRole("group").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
    expect(serious).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(filters.dialog).toBeHidden();
    await expect(filters.openButton).toBeFocused();
  });
}
