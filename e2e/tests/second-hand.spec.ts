// Second-hand end to end (issue 18; docs/second-hand.md), in Finnish and English: a shopper on a
// new product's page finds it "also available second-hand", opens the used item (its grade and
// wear), buys it through the normal checkout, and the item is gone at once from the listing and
// the new product's page, its own page saying it is sold. The listing is reached from the footer
// and its filters are addresses. Axe-clean.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillDeliveryAndContact, pay } from "../pages/checkout-flow";
import { seriousViolations } from "../pages/flows";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { footer: "Käytetyt varusteet", title: "Käytetyt varusteet", also: "Saatavilla myös käytettynä", condition: "Kunto", wear: "Käytön jäljet", sold: "Tämä käytetty tuote on jo myyty.", grades: { as_new: "Kuin uusi", excellent: "Erinomainen", good: "Hyvä", fair: "Tyydyttävä" } },
  en: { footer: "Second-hand gear", title: "Second-hand gear", also: "Also available second-hand", condition: "Condition", wear: "Signs of use", sold: "This second-hand item has already been sold.", grades: { as_new: "As new", excellent: "Excellent", good: "Good", fair: "Fair" } },
} as const;

interface Item {
  id: number;
  name: string;
  url: string;
  wear: string;
  condition: keyof (typeof TEXTS)["fi"]["grades"];
  size: string | null;
  parent: { id: number; url: string; name: string };
}

async function items(request: APIRequestContext, language: string): Promise<Item[]> {
  const response = await request.get(`/api/second-hand/?language=${language}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Item[] }).items;
}

for (const [index, language] of (["fi", "en"] as const).entries()) {
  test(`finds a second-hand item on the new product's page and buys it; it is gone at once (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const t = CHECKOUT_TEXTS[language];
    const s = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    // Each language buys its own item: the first and the last of the listing.
    const all = await items(request, language);
    const item = index === 0 ? all[0]! : all.at(-1)!;

    // The listing, from the footer; a filter is an address.
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: s.footer }).click();
    await expect(page).toHaveURL(/\/second-hand\/$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The other language's test may sell its item meanwhile: this one's own item is what is certain.
    await expect(main.getByTestId("second-hand-item").filter({ hasText: item.name })).toBeVisible();
    await main.getByRole("group", { name: s.condition }).getByRole("checkbox", { name: new RegExp(`^${s.grades[item.condition]} `) }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]condition=${item.condition}`));
    await expect(main.getByTestId("second-hand-item").filter({ hasText: item.name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The new product's page offers it.
    await gotoHydrated(page, item.parent.url);
    const also = main.getByRole("region", { name: s.also });
    await expect(also).toBeVisible();
    await also.getByRole("link", { name: new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    await expect(page).toHaveURL(new RegExp(`${item.url}$`));

    // Its own page: the grade and the wear; one unit, bought through the normal checkout.
    const condition = main.getByTestId("second-hand-condition");
    await expect(condition).toContainText(s.grades[item.condition]);
    await expect(condition.getByRole("heading", { name: s.wear })).toBeVisible();
    await expect(condition).toContainText(item.wear);
    if (item.size) {
      const size = main.getByRole("group", { name: t.size }).getByRole("radio", { name: item.size, exact: true });
      if (!(await size.isChecked())) await size.check();
    }
    await main.getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
    await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(main).toContainText(item.name);
    await fillDeliveryAndContact(page, t, `e2e.secondhand.${language}.${Date.now()}@example.fi`);
    await pay(page, t);
    await approveAndConfirm(page, t);

    // Gone at once: the listing, the new product's page; the item's page says it is sold.
    await gotoHydrated(page, "/second-hand/");
    await expect(main.getByTestId("second-hand-item").filter({ hasText: item.name })).toHaveCount(0);
    await gotoHydrated(page, item.url);
    await expect(main.getByRole("status").filter({ hasText: s.sold })).toBeVisible();
    await gotoHydrated(page, item.parent.url);
    await expect(main.getByRole("link", { name: item.name })).toHaveCount(0);
  });
}
