// Issue 12 "Beyond": hearts on listing cards (optimistic, rolled back with a message on failure),
// per-size stock badges on the product page, and the "my store" filter of group pages; axe over
// the cards with their hearts and over the sizes with their badges, on a desktop and a phone. Each
// test uses its own new customer or no login, so no other spec's data is touched.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { logInByApi, registerCustomer } from "../pages/login-page";
import { productModel } from "../pages/product-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const GROUP = "/vaatteet/takit/";

test.describe.configure({ timeout: 90_000 });

interface StockItem {
  id: number;
  name: string;
  manufacturer: string;
  path: string;
  stocks: string[];
}

async function groupPath(page: Page, language: "fi" | "en"): Promise<string> {
  if (language === "fi") return GROUP;
  const [group] = (await (await page.request.get("/api/products/productgroup/?path=vaatteet/takit&language=fi")).json()) as { id: number }[];
  type Node = { id: number; path: string; children: Node[] };
  const { productGroups } = (await (await page.request.get("/api/product-groups/?language=en")).json()) as { productGroups: Node[] };
  const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.id === group!.id ? n : find(n.children))).find(Boolean);
  return `/${find(productGroups)!.path.replace(/^\/+|\/+$/g, "")}/`;
}


for (const language of ["fi", "en"] as const) {
  const SAVE = language === "fi" ? "Tallenna toivelistalle" : "Save to wishlist";
  test(`a heart on a group card saves the product to the wishlist, which keeps it after a reload (${language})`, async ({ page, request, baseURL }) => {
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const account = await registerCustomer(request, { joinClub: false, language, tag: `cardheart-${language}` });
    await logInByApi(page.context(), request, baseURL!, account);
    const path = await groupPath(page, language);
    await gotoHydrated(page, path);
    const main = page.getByRole("main");
    const name = (await main.getByRole("article").first().getByRole("heading").innerText()).trim();
    const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    const heart = card.getByRole("button", { name: new RegExp(`^${SAVE}: `) });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(language === "fi" ? "Lisätty toivelistalle" : "Added to wishlist")).toBeVisible();

    await gotoHydrated(page, "/wishlist/");
    const saved = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(saved).toHaveCount(1);
    await page.reload();
    await expect(saved).toHaveCount(1);

    // Back on the group page after a fresh load the heart is pressed; the keyboard takes it off.
    await gotoHydrated(page, path);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.focus();
    await page.keyboard.press("Enter");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await gotoHydrated(page, "/wishlist/");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(saved).toHaveCount(0);
  });
}

test("a failing heart goes back and says so; a guest's heart leads to login with the reason", async ({ page, request, baseURL }) => {
  await gotoHydrated(page, GROUP);
  const main = page.getByRole("main");
  const name = (await main.getByRole("article").nth(1).getByRole("heading").innerText()).trim();
  const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.getByRole("link", { name: /^Tallenna toivelistalle: / })).toHaveAttribute("href", /\/accounts\/login\/\?.*info=wishlist/);

  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "cardheart-fail" });
  await logInByApi(page.context(), request, baseURL!, account);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/customer/wishlist_toggle/", async (route) => {
    await answered;
    await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ detail: "down" }) });
  });
  await gotoHydrated(page, GROUP);
  // The first row of the customer's page (its order may differ from a guest's).
  const heart = main.getByRole("article").nth(1).getByRole("button", { name: /^Tallenna toivelistalle: / });
  await heart.click();
  // Pressed at once, before the server answers.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Odottamaton virhe (#9424)")).toBeVisible();
});

test("each size of the chosen colour shows its availability, and the chosen size keeps its badge", async ({ page, request }) => {
  const { items } = await groupList(request, "vaatteet/takit");
  const BADGES = { in_stock: "Varastossa", few_left: "Vähän jäljellä", in_stores: "Vain myymälöissä", on_order: "Tilattavissa", out_of_stock: "Loppu" } as const;
  for (const item of items.slice(0, 12)) {
    const model = (await productModel(request, item.path)) as unknown as {
      products: { color: { slug: string }; size: { name: string } | null; type: unknown; inStock: boolean; onOrder: boolean; fewLeft: boolean; shipping_time: { number: number } }[];
    };
    const variants = model.products.filter((v) => v.size && v.type === null);
    if (variants.length < 2 || variants.length !== model.products.length) continue;
    await gotoHydrated(page, `/${item.path}/`);
    const main = page.getByRole("main");
    const colour = await main.getByRole("group", { name: /^Väri/ }).getByRole("radio", { checked: true }).getAttribute("value");
    const sizes = main.getByRole("group", { name: "Koko" });
    for (const variant of variants.filter((v) => v.color.slug === colour)) {
      const expected =
        !variant.inStock && !variant.onOrder
          ? "out_of_stock"
          : variant.inStock && variant.shipping_time.number <= 2
            ? variant.fewLeft
              ? "few_left"
              : "in_stock"
            : variant.inStock
              ? "in_stores"
              : "on_order";
      const radio = sizes.getByRole("radio", { name: expected === "out_of_stock" ? `${variant.size!.name} (ei saatavilla)` : variant.size!.name, exact: true });
      await expect(radio).toHaveAccessibleDescription(BADGES[expected]);
    }
    // Choosing a size moves nothing: the chips keep their size and place in the group, the badge stays.
    const radio = sizes.getByRole("radio").first();
    const layout = () => sizes.evaluate((group) => [...group.querySelectorAll("label")].map((l) => [l.offsetLeft, l.offsetTop, l.offsetWidth, l.offsetHeight].join()));
    const before = await layout();
    const description = await radio.evaluate((input) => document.getElementById(input.getAttribute("aria-describedby")!)!.textContent);
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription(description!);
    expect(await layout()).toEqual(before);
    return;
  }
  throw new Error("No jacket with sizes only");
});

test("the 'my store' filter: choose a store, see only what it has now, keep it after a reload, turn it off", async ({ page, request }) => {
  const { items } = (await groupList(request, "vaatteet/takit")) as unknown as { items: StockItem[] };
  const { stores } = (await (await request.get("/api/resources/?language=fi")).json()) as { stores: { slug: string; name: string; type: string }[] };
  // The retail store that holds the most jackets, so the filter has something to show.
  const retail = stores.filter((s) => s.type === "retail");
  const count = (slug: string) => items.filter((item) => item.stocks.includes(slug)).length;
  const store = retail.sort((a, b) => count(b.slug) - count(a.slug))[0]!;
  expect(count(store.slug)).toBeGreaterThan(0);
  expect(count(store.slug)).toBeLessThan(items.length);

  await gotoHydrated(page, GROUP);
  const main = page.getByRole("main");
  await main.getByRole("combobox", { name: "Oma myymälä" }).selectOption({ label: store.name });
  await expect(page).toHaveURL(new RegExp(`[?&]store=${store.slug}(&|$)`));
  const toggle = main.getByRole("checkbox", { name: `Vain saatavilla nyt myymälässä ${store.name}` });
  await expect(toggle).toBeChecked();
  await expect(main.getByRole("button", { name: /^Suodata \[/ })).toContainText(`${count(store.slug)} / ${items.length}`);

  // Rendered by the server from the address and the cookie.
  await page.reload();
  await expect(toggle).toBeChecked();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page).not.toHaveURL(/store=/);
  await expect(main.getByRole("button", { name: /^Suodata \[/ })).toContainText(`${items.length} / ${items.length}`);
  // The store stays chosen for the next page.
  await gotoHydrated(page, GROUP);
  await expect(toggle).not.toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the store list submits, the server keeps the store and filters the first page", async ({ page, request }) => {
    const { stores } = (await (await request.get("/api/resources/?language=fi")).json()) as { stores: { slug: string; name: string; type: string }[] };
    const store = stores.find((s) => s.type === "retail")!;
    await page.goto(`${GROUP}?sort=newest`);
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Oma myymälä" }).selectOption({ label: store.name });
    await main.locator("form").filter({ has: page.getByRole("combobox", { name: "Oma myymälä" }) }).getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`\\?sort=newest&store=${store.slug}$`));
    await expect(main.getByRole("checkbox", { name: `Vain saatavilla nyt myymälässä ${store.name}` })).toBeChecked();
  });
});

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`axe finds nothing on cards with hearts, pressed and not, and on the sizes with their stock badges (${viewport.width})`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: `cardaxe-${viewport.width}` });
    await logInByApi(page.context(), request, baseURL!, account);
    await gotoHydrated(page, GROUP);
    const main = page.getByRole("main");
    const heart = main.getByRole("article").first().getByRole("button", { name: /^Tallenna toivelistalle: / });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(main.getByRole("article").nth(1).getByRole("button", { name: /^Tallenna toivelistalle: / })).toHaveAttribute("aria-pressed", "false");
    const cards = await new AxeBuilder({ page }).include("main article").analyze();
    expect(cards.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    // A jacket whose sizes show more than one kind of badge (some few left or out of stock).
    const { items } = await groupList(request, "vaatteet/takit");
    for (const item of items.slice(0, 20)) {
      const model = (await productModel(request, item.path)) as unknown as { products: { size: unknown; inStock: boolean; fewLeft: boolean }[] };
      if (!model.products.some((v) => v.size && (v.fewLeft || !v.inStock))) continue;
      await gotoHydrated(page, `/${item.path}/`);
      const sizes = main.getByRole("group", { name: "Koko" });
      await expect(sizes.getByRole("radio").first()).toHaveAccessibleDescription(/.+/);
      const axe = await new AxeBuilder({ page }).include('[data-option-group="size"]').analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      return;
    }
    throw new Error("No jacket with a size few left or sold out");
  });
}
