// "Complete the look" on the product page (docs/product-page.md "Complete the look"; issue 12
// "Beyond"): the also-bought models of other kinds (second-level branches of the group tree) than
// the page's own, one per kind, at most
// four, in the also-bought order, as cards linking to their pages; the also-bought list keeps the
// rest and no card shows twice. Finnish at 1366 px, English at 390 px; axe-clean.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

test.describe.configure({ timeout: 120_000 });

interface Item {
  id: number;
  name: string;
  path: string;
  productGroupIds: number[];
}

type Node = { id: number; children: Node[] };

/** Each group's branch at the tree's second level (a top-level group is its own). */
async function kindsOf(request: APIRequestContext, language: "fi" | "en"): Promise<Map<number, number>> {
  const { productGroups } = (await (await request.get(`/api/product-groups/?language=${language}`)).json()) as { productGroups: Node[] };
  const kinds = new Map<number, number>();
  const inherit = (nodes: Node[], kind: number): void => {
    for (const node of nodes) {
      kinds.set(node.id, kind);
      inherit(node.children, kind);
    }
  };
  for (const top of productGroups) {
    kinds.set(top.id, top.id);
    for (const child of top.children) {
      kinds.set(child.id, child.id);
      inherit(child.children, child.id);
    }
  }
  return kinds;
}

/** The look as the rule makes it (packages/domain/src/product/complete-the-look.ts). */
function lookOf(model: { id: number; main_group: number }, alsoBought: Item[], kinds: Map<number, number>): Item[] {
  const kind = (group: number) => kinds.get(group) ?? group;
  const look: Item[] = [];
  const taken = new Set([kind(model.main_group)]);
  for (const item of alsoBought) {
    if (look.length >= 4) break;
    if (item.id === model.id || item.productGroupIds.length === 0 || item.productGroupIds.some((g) => taken.has(kind(g)))) continue;
    look.push(item);
    item.productGroupIds.forEach((g) => taken.add(kind(g)));
  }
  return look;
}

async function pickModel(request: APIRequestContext, language: "fi" | "en") {
  const kinds = await kindsOf(request, language);
  const { id } = await groupList(request, "vaatteet/takit");
  const list = (await (await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id }, language, taxAreaId: 1 } })).json()) as { path: string }[];
  for (const { path } of list.slice(0, 40)) {
    const model = (await (await request.get(`/api/products/productmodel/${path}/?language=${language}&taxAreaId=1`)).json()) as { id: number; main_group: number; model_url: string };
    const extra = (await (await request.get(`/api/product/extra/?${new URLSearchParams({ slug: model.model_url, "delivery-country-code": "fi", type: "2", language })}`)).json()) as { also_bought: Item[] };
    const look = lookOf(model, extra.also_bought, kinds);
    if (look.length >= 2 && look.length < extra.also_bought.length) return { model, look, alsoBought: extra.also_bought };
  }
  throw new Error("No jacket bought together with two other kinds of product and with one of its own kind");
}

const TEXTS = {
  fi: { title: "Täydennä asu", intro: "Ostettu usein yhdessä tämän kanssa", also: "Muut ostivat myös" },
  en: { title: "Complete the look", intro: "Often bought together with this", also: "Others also bought" },
};

for (const [language, viewport] of [["fi", { width: 1366, height: 900 }], ["en", { width: 390, height: 844 }]] as const) {
  test(`the product page completes the look from what was bought with it (${language}, ${viewport.width})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const x = TEXTS[language];
    const { model, look, alsoBought } = await pickModel(request, language);
    await gotoHydrated(page, model.model_url);
    const main = page.getByRole("main");
    const section = main.getByRole("region", { name: x.title });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText(x.intro);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(look.length);
    for (const [index, item] of look.entries()) {
      await expect(cards.nth(index).getByRole("heading")).toContainText(item.name);
    }
    // The also-bought list keeps the rest: none of the look's models twice on the page.
    const also = main.getByRole("region", { name: x.also });
    await expect(also.getByRole("article")).toHaveCount(alsoBought.length - look.length);
    for (const item of look) await expect(also.getByRole("article").filter({ hasText: item.name })).toHaveCount(0);

    const axe = await new AxeBuilder({ page }).include('[data-list="product-complete-the-look"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // A card opens its product.
    const path = `/${look[0]!.path.replace(/^\/+|\/+$/g, "")}/`;
    await cards.first().locator(`a[href^="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(path));
  });
}
