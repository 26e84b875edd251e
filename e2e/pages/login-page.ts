// The login page /accounts/login/ and the account page /accounts/ (spec 01 §2, §4), Finnish.
import type { Locator, Page } from "@playwright/test";
import { ShopPage, gotoHydrated } from "./shop-page";

/** The demo club member (docs/accounts.md "Demo users"). */
export const CLUB_MEMBER = { email: "jasen@polku.example", password: "polku-jasen-2025" };

export class LoginPage extends ShopPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  /** The header's account link: 'Kirjaudu sisään' for a guest, 'Oma tili' once logged in. */
  readonly headerLogin: Locator;
  readonly headerAccount: Locator;
  readonly logout: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.email = this.main.getByLabel("Sähköposti", { exact: true });
    this.password = this.main.getByLabel("Salasana", { exact: true });
    this.showPassword = this.main.getByRole("checkbox", { name: "Näytä salasana" });
    this.submit = this.main.getByRole("button", { name: "Kirjaudu sisään" });
    this.alert = this.main.getByRole("alert");
    this.headerLogin = this.header.getByRole("link", { name: "Kirjaudu sisään" });
    this.headerAccount = this.header.getByRole("link", { name: "Oma tili" });
    this.logout = this.main.getByRole("button", { name: "Kirjaudu ulos" });
  }

  async goto(next?: string, options: { hydrated?: boolean } = {}): Promise<void> {
    const path = next ? `/accounts/login/?next=${encodeURIComponent(next)}` : "/accounts/login/";
    if (options.hydrated === false) await this.page.goto(path);
    else await gotoHydrated(this.page, path);
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  async authCookie() {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === "so.auth");
  }
}
