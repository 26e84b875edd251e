import type { Locator, Page } from "@playwright/test";
import { ShopPage, gotoHydrated } from "./shop-page";

/** The /menu/ screen (spec 01 §2): three levels, each an address. */
export class MenuPage extends ShopPage {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole("heading", { level: 1 });
  }

  async goto(path = "/menu/"): Promise<void> {
    await gotoHydrated(this.page, path);
  }

  /** Links that open a deeper menu level (/menu/{slug}/ or /menu/{slug}/?{child}). */
  levelLinks(): Locator {
    return this.main.locator('nav a[href^="/menu/"]');
  }

  thirdLevelLinks(): Locator {
    return this.main.locator('nav a[href^="/menu/"][href*="/?"]');
  }

  backLink(): Locator {
    return this.main.getByRole("link", { name: /^(Takaisin|Back|Tillbaka|Zurück|Retour|Назад)$/ });
  }

  showAllLink(): Locator {
    return this.main.getByRole("link", { name: /^(Näytä kaikki|Show all|Visa alla|Alle anzeigen|Tout afficher|Показать все)/ });
  }
}
