// Product group grid (spec 02 §2-5): cards with prices, sorting, grid size, paging, Back from
// a product, and a server-rendered first view that works without JavaScript.
import { expect, test } from "@playwright/test";
import { cents, groupList, ProductGridPage, type ListItem } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

// 363 models in the demo catalogue: more than 120, so paging starts at 60.
const GROUP = "vaatteet/takit";
const GROUP_URL = `/${GROUP}/`;

test("a group shows its heading, breadcrumbs and the first 60 cards with prices", async ({ page, request }) => {
  const { items } = await groupList(request, GROUP);
  expect(items.length).toBeGreaterThan(120);
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Takit");
  await expect(page.getByRole("navigation", { name: "Murupolku" }).getByRole("link", { name: "Vaatteet" })).toHaveAttribute("href", "/vaatteet/");
  await expect(grid.cards).toHaveCount(60);
  await expect(grid.cards.first().getByTestId("price")).toHaveText(/\d,\d{2}\s€/);
  // Stars are read out as text; a rated product says so.
  await expect(grid.cards.getByText(/^Arvio [\d,]+ \/ 5 tähteä$/).first()).toBeAttached();
  await grid.waitForFullList();
  expect(await grid.counts()).toEqual({ matching: items.length, total: items.length });
});

const byPath = (items: ListItem[]) => new Map(items.map((item) => [item.path.replace(/^\/|\/$/g, ""), item]));
// Rounded down, as the shop rounds it (prices.ts discountPercent, issue 17).
const discount = (item: ListItem) => (item.price.reference > item.price.active ? Math.floor(((item.price.reference - item.price.active) * 100) / item.price.reference + 1e-9) : 0);

test("every sort orders the cards and the address follows", async ({ page, request }) => {
  const { items } = await groupList(request, GROUP);
  const lookup = byPath(items);
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  await grid.waitForFullList();

  const keyed: [string, (item: ListItem) => number | string, "asc" | "desc"][] = [
    ["popular", (item) => item.soldAmount, "desc"],
    ["newest", (item) => item.published, "desc"],
    ["stars", (item) => item.rating ?? -1, "desc"],
    ["offers", discount, "desc"],
    ["lowest", (item) => item.price.active, "asc"],
    ["highest", (item) => item.price.active, "desc"],
  ];
  for (const [sort, key, direction] of keyed) {
    await grid.sort.selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`));
    // The address changes first; the cards follow in the next render.
    await expect
      .poll(async () => {
        const values = (await grid.cardPaths()).map((path) => key(lookup.get(path)!));
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return values.length === 60 && JSON.stringify(values) === JSON.stringify(direction === "asc" ? sorted : sorted.reverse());
      }, { message: sort })
      .toBe(true);
  }

  // The prices on the cards follow the price sorts too.
  await grid.sort.selectOption("lowest");
  await expect.poll(async () => {
    const prices = await grid.cardPrices();
    return JSON.stringify(prices) === JSON.stringify([...prices].sort((a, b) => a - b));
  }).toBe(true);

  await grid.sort.selectOption("alphabetical");
  const collator = new Intl.Collator("fi", { sensitivity: "base", numeric: true });
  await expect.poll(async () => {
    const names = (await grid.cardPaths()).map((path) => `${lookup.get(path)!.manufacturer} ${lookup.get(path)!.name}`);
    return JSON.stringify(names) === JSON.stringify([...names].sort(collator.compare));
  }).toBe(true);

  // The group's default sort is not written into the address.
  await grid.sort.selectOption("default");
  await expect(page).toHaveURL(new RegExp(`${GROUP_URL}$`));
  await expect(grid.sort).toHaveValue("default");
});

test("the grid size is kept in a cookie and rendered by the server", async ({ page, browser, baseURL }) => {
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  await expect(grid.largerCards).toHaveAttribute("aria-pressed", "true");
  await grid.smallerCards.click();
  await expect(grid.smallerCards).toHaveAttribute("aria-pressed", "true");
  await expect(grid.largerCards).toHaveAttribute("aria-pressed", "false");

  await page.reload();
  await expect(grid.smallerCards).toHaveAttribute("aria-pressed", "true");
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === "grid_size")!;
  expect(cookie.value).toBe("extended");
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

  // Without JavaScript: the server's HTML has the size, and the buttons still work (a GET form).
  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: "fi-FI" });
  await noJs.addCookies([{ name: "grid_size", value: "extended", url: baseURL! }]);
  const plain = new ProductGridPage(await noJs.newPage());
  await plain.goto(GROUP_URL, { javaScript: false });
  await expect(plain.smallerCards).toHaveAttribute("aria-pressed", "true");
  await plain.largerCards.click();
  await expect(plain.page).toHaveURL(new RegExp(`${GROUP_URL}$`));
  await expect(plain.largerCards).toHaveAttribute("aria-pressed", "true");
  expect((await noJs.cookies()).find((c) => c.name === "grid_size")?.value).toBe("default");
  await noJs.close();
});

test("scrolling near the end loads 60 more, and Back from a product restores them", async ({ page, request }) => {
  const { items } = await groupList(request, GROUP);
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  await grid.waitForFullList();
  await expect(grid.cards).toHaveCount(60);
  await grid.cards.nth(59).scrollIntoViewIfNeeded();
  await expect(grid.cards).toHaveCount(120);
  await expect(page.getByRole("status").filter({ hasText: `Näytetään 120 / ${items.length} tuotetta` })).toBeAttached();

  const card = grid.cards.nth(100);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const href = (await card.locator("h3 a").getAttribute("href"))!;
  const name = (await card.locator("h3 a").textContent())!.trim();
  await card.locator("h3 a").click();
  // The card leads to its product page.
  await expect(page).toHaveURL(new RegExp(href.replace(/[?]/g, "\\?")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${GROUP_URL}$`));
  await expect(grid.cards).toHaveCount(120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 300);
});

test("a filtered address renders filtered HTML without JavaScript, and sorting works there too", async ({ browser, request }) => {
  const { items } = await groupList(request, GROUP);
  const red = items.filter((item) => item.colors.some((color) => color.control === "punainen"));
  expect(red.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fi-FI" });
  const grid = new ProductGridPage(await context.newPage());
  await grid.goto(`${GROUP_URL}?color=punainen`, { javaScript: false });
  expect(await grid.counts()).toEqual({ matching: red.length, total: items.length });
  await expect(grid.cards).toHaveCount(Math.min(red.length, red.length < 120 ? 120 : 60));
  // The active colour is the filtered one: its image and its ?select-color= link.
  const redSlugs = new Set(red.flatMap((item) => item.colors.filter((c) => c.control === "punainen").map((c) => c.slug)));
  const firstHref = (await grid.cards.first().locator("h3 a").getAttribute("href"))!;
  expect(redSlugs.has(new URL(firstHref, "http://x").searchParams.get("select-color")!)).toBe(true);

  await grid.sort.selectOption("highest");
  await grid.main.getByRole("button", { name: "Järjestä" }).click();
  await expect(grid.page).toHaveURL(/color=punainen/);
  await expect(grid.page).toHaveURL(/sort=highest/);
  const prices = (await grid.cards.getByTestId("price").allTextContents()).map(cents);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await context.close();
});

test("without JavaScript 'Show more' renders the next 60 on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fi-FI" });
  const grid = new ProductGridPage(await context.newPage());
  await grid.goto(GROUP_URL, { javaScript: false });
  await expect(grid.cards).toHaveCount(60);
  await grid.showMore.click();
  await expect(grid.page).toHaveURL(/shown=120/);
  await expect(grid.cards).toHaveCount(120);
  await context.close();
});

test("a filter that matches nothing shows the empty state with a reset link", async ({ page }) => {
  const grid = new ProductGridPage(page);
  await grid.goto(`${GROUP_URL}?text=eiosumiaxyz&sort=lowest`);
  await expect(page.getByText("Suodattimia vastaavia tuotteita ei löytynyt")).toBeVisible();
  await page.getByRole("link", { name: "Tyhjennä suodattimet" }).click();
  await expect(page).toHaveURL(new RegExp(`${GROUP_URL}\\?sort=lowest$`));
  await expect(grid.cards).toHaveCount(60);
});

test("an outlet group puts the Outlet ribbon on every card", async ({ page }) => {
  const grid = new ProductGridPage(page);
  await grid.goto("/outlet/takit/");
  const count = await grid.cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(grid.cards.getByText("Outlet", { exact: true })).toHaveCount(count);
});

test("a group path that does not exist is a 404 saying the product group was not found (spec 02 §8)", async ({ page }) => {
  const response = await page.goto("/vaatteet/ei-tallaista-ryhmaa/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main")).toContainText("Tuoteryhmää ei löytynyt.");
});

test("a group's own default sort is selected without a sort in the address", async ({ page, request }) => {
  const [group] = (await (await request.get("/api/products/productgroup/?path=laskettelu&language=fi")).json()) as { group_sorting: string }[];
  expect(group!.group_sorting).not.toBe("default");
  const grid = new ProductGridPage(page);
  await grid.goto("/laskettelu/");
  await expect(grid.sort).toHaveValue(group!.group_sorting);
  await grid.waitForFullList();
  // Recommended is not this group's default, so it is written into the address.
  await grid.sort.selectOption("default");
  await expect(page).toHaveURL(/\/laskettelu\/\?sort=default$/);
  await grid.sort.selectOption(group!.group_sorting);
  await expect(page).toHaveURL(/\/laskettelu\/$/);
});

test("the Filter button opens the filters modal once the whole list is loaded", async ({ page }) => {
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  await grid.waitForFullList();
  await grid.filterButton.click();
  const dialog = page.getByRole("dialog", { name: "Suodattimet" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(grid.filterButton).toBeFocused();
});

test("colour swatches preview on hover, choose on click, and a swipe cycles the colours", async ({ page }) => {
  const grid = new ProductGridPage(page);
  await grid.goto(GROUP_URL);
  const card = grid.cards.filter({ has: page.getByRole("list", { name: "Värit" }) }).first();
  const swatches = card.getByRole("list", { name: "Värit" }).getByRole("button");
  const image = card.locator("img").first();
  const link = card.locator("h3 a");
  await expect(swatches.first()).toHaveAttribute("aria-pressed", "true");
  const firstSrc = await image.getAttribute("src");
  const firstHref = await link.getAttribute("href");

  await swatches.nth(1).hover();
  await expect(image).not.toHaveAttribute("src", firstSrc!);
  // Hovering only previews: the link still names the active colour.
  await expect(link).toHaveAttribute("href", firstHref!);

  await swatches.nth(1).click();
  await expect(swatches.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(link).not.toHaveAttribute("href", firstHref!);
  await expect(link).toHaveAttribute("href", /\?select-color=/);
  const secondHref = (await link.getAttribute("href"))!;

  // A swipe to the right on the image goes back to the previous colour (wrapping at the ends).
  const media = image.locator("..");
  const box = (await media.boundingBox())!;
  const y = box.y + box.height / 2;
  await media.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 40, clientY: y, isPrimary: true });
  await media.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 140, clientY: y, isPrimary: true });
  await expect(swatches.first()).toHaveAttribute("aria-pressed", "true");
  // Chosen by the swipe, so the link now names the first colour (spec 02 §2: only a chosen colour).
  await expect(link).not.toHaveAttribute("href", secondHref);
  await expect(link).toHaveAttribute("href", new RegExp(`^${firstHref!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?select-color=`));
});

// docs/performance.md "Step 10": a group under 120 models renders all its cards; those past the
// first screenful are in the HTML once (not again in its loader data) and hydrate from the whole
// list, and until the list arrives the server's cards stay on screen.
test("the cards past the first screenful are in the HTML once and stay until the whole list hydrates them", async ({ page, request }) => {
  const SMALL = "vaatteet/takit/kuoritakit";
  const { items } = await groupList(request, SMALL);
  expect(items.length).toBeGreaterThan(20);
  expect(items.length).toBeLessThan(120);
  const html = await (await request.get(`/${SMALL}/`)).text();
  const occurrences = items.map((item) => html.split(item.path.replace(/^\/|\/$/g, "")).length - 1);
  // Every card's link is in the HTML; only the first screenful's data is there a second time.
  expect(occurrences.filter((count) => count === 0)).toEqual([]);
  expect(occurrences.filter((count) => count > 1).length).toBeLessThanOrEqual(12);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const listAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route("**/api/products/productmodellist/**", async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await gotoHydrated(page, `/${SMALL}/`);
  const grid = new ProductGridPage(page);
  await expect(grid.cards).toHaveCount(items.length);
  // The fewest cards the grid had at any moment from here on.
  await page.evaluate(() => {
    const list = document.querySelector("main ul[data-grid-size]")!;
    const count = () => list.querySelectorAll(":scope > li").length;
    const state = window as unknown as { fewestCards: number };
    state.fewestCards = count();
    new MutationObserver(() => (state.fewestCards = Math.min(state.fewestCards, count()))).observe(list, { childList: true });
  });
  await listAsked;
  await expect(grid.filterButton).toHaveAttribute("aria-busy", "true");
  await expect(grid.cards).toHaveCount(items.length);
  release();
  await grid.waitForFullList();
  // The last card is hydrated: its colour swatches answer.
  const last = grid.cards.filter({ has: page.getByRole("list", { name: "Värit" }) }).last();
  const swatches = last.getByRole("list", { name: "Värit" }).getByRole("button");
  await swatches.nth(1).click();
  await expect(swatches.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(grid.cards).toHaveCount(items.length);
  expect(await page.evaluate(() => (window as unknown as { fewestCards: number }).fewestCards)).toBe(items.length);
  expect(hydrationErrors).toEqual([]);
});
