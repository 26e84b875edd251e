// The cart page (/checkout/, spec 01 §2-5) and the product page's add-to-cart area, Finnish.
import type { Locator, Page } from "@playwright/test";
import { ShopPage } from "./shop-page";

export class CartPage extends ShopPage {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly postcode: Locator;
  readonly deliveryMethods: Locator;
  readonly total: Locator;
  readonly headerCount: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole("heading", { level: 1, name: "Ostoskori" });
    this.lines = this.main.getByTestId("cart-line");
    this.postcode = this.main.getByLabel("Postinumero toimitustapoja varten");
    this.deliveryMethods = this.main.getByRole("group", { name: "Toimitustapa" });
    this.total = this.main.getByTestId("cart-total");
    this.headerCount = this.header.getByTestId("header-cart-count");
  }

  line(text: string): Locator {
    return this.lines.filter({ hasText: text });
  }

  amount(line: Locator): Locator {
    return line.getByRole("spinbutton");
  }
}

export class AddToCartArea {
  readonly area: Locator;
  readonly button: Locator;
  readonly amount: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.area = page.getByTestId("add-to-cart");
    this.button = this.area.getByRole("button", { name: "Lisää ostoskoriin" });
    this.amount = this.area.getByRole("spinbutton", { name: "Määrä" });
    this.modal = page.getByRole("dialog", { name: "Lisätty ostoskoriin" });
  }
}
