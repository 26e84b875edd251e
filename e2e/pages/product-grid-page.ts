// A product listing page (group, brand): toolbar, cards and paging (spec 02 §2-4), Finnish.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ShopPage, gotoHydrated } from "./shop-page";

export interface ListItem {
  id: number;
  name: string;
  manufacturer: string;
  path: string;
  soldAmount: number;
  published: string;
  rating: number | null;
  colors: { slug: string; control: string }[];
  price: { active: number; reference: number; type: string };
}

/** The whole list of a group as the API gives it (the default order). */
export async function groupList(request: APIRequestContext, path: string): Promise<{ id: number; items: ListItem[] }> {
  const [group] = (await (await request.get(`/api/products/productgroup/?path=${encodeURIComponent(path)}&language=fi`)).json()) as { id: number }[];
  const response = await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id: group!.id }, language: "fi", taxAreaId: 1 } });
  return { id: group!.id, items: (await response.json()) as ListItem[] };
}

/** "alk. 1 234,90 €" → 123490 */
export function cents(text: string): number {
  const match = /(\d[\d\s\u00a0]*),(\d{2})/.exec(text);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]!.replace(/\D/g, "")) * 100 + Number(match[2]);
}

export class ProductGridPage extends ShopPage {
  readonly cards: Locator;
  readonly sort: Locator;
  readonly filterButton: Locator;
  readonly largerCards: Locator;
  readonly smallerCards: Locator;
  readonly showMore: Locator;

  constructor(page: Page) {
    super(page);
    this.cards = this.main.getByRole("article");
    this.sort = this.main.getByRole("combobox", { name: "Järjestys" });
    this.filterButton = this.main.getByRole("button", { name: /^Suodata \[/ });
    this.largerCards = this.main.getByRole("button", { name: "Näytä isommat tuotekortit" });
    this.smallerCards = this.main.getByRole("button", { name: "Näytä pienemmät tuotekortit" });
    this.showMore = this.main.getByRole("link", { name: "Näytä lisää tuotteita" });
  }

  /** Opens a page; with JavaScript disabled there is no hydration to wait for. */
  async goto(path: string, options: { javaScript?: boolean } = {}): Promise<void> {
    if (options.javaScript === false) await this.page.goto(path);
    else await gotoHydrated(this.page, path);
  }

  /** The whole list has arrived in the browser: the Filter button is no longer busy. */
  async waitForFullList(): Promise<void> {
    await expect(this.filterButton).toHaveAttribute("aria-busy", "false");
  }

  /** "[ filtered / all ]" of the Filter button. */
  async counts(): Promise<{ matching: number; total: number }> {
    const text = (await this.filterButton.textContent()) ?? "";
    const match = /\[\s*(\d+)\s*\/\s*(\d+)\s*\]/.exec(text);
    if (!match) throw new Error(`No counts in "${text}"`);
    return { matching: Number(match[1]), total: Number(match[2]) };
  }

  async cardPrices(): Promise<number[]> {
    return (await this.cards.getByTestId("price").allTextContents()).map(cents);
  }

  /** The product paths the cards link to, in order. */
  async cardPaths(): Promise<string[]> {
    const hrefs = await this.cards.locator("h2 a, h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    return hrefs.map((href) => href.replace(/\?.*$/, "").replace(/^\/|\/$/g, ""));
  }
}
