import type { Locator, Page } from "@playwright/test";
import { ShopPage, gotoHydrated } from "./shop-page";

export class HomePage extends ShopPage {
  readonly banners: Locator;
  readonly groups: Locator;
  readonly newest: Locator;

  constructor(page: Page) {
    super(page);
    // Finnish names by default; the page objects of other languages pass their own.
    this.banners = this.main.getByRole("region", { name: /Kampanjat|Campaigns|Kampanjer|Aktionen|Promotions|Акции/ });
    this.groups = this.main.getByRole("list", { name: /Tuoteryhmät|Product groups|Produktgrupper|Produktgruppen|Catégories de produits|Группы товаров/ });
    this.newest = this.main.getByRole("list", { name: /Uutuudet|New arrivals|Nyheter|Neuheiten|Nouveautés|Новинки/ });
  }

  async goto(): Promise<void> {
    await gotoHydrated(this.page, "/");
  }

  productCards(): Locator {
    return this.newest.getByRole("article");
  }
}
