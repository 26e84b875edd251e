// The login page /accounts/login/ and the account page /accounts/ (spec 01 §2, §4), Finnish.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ShopPage, gotoHydrated, type Language } from "./shop-page";

export interface Account {
  email: string;
  password: string;
}

/** The demo club member (docs/accounts.md "Demo users"). */
export const CLUB_MEMBER: Account = { email: "jasen@polku.example", password: "polku-jasen-2025" };
/** The demo organisation customer (Retkiyhtiö Oy). */
export const ORG_CUSTOMER: Account = { email: "yritys@polku.example", password: "polku-yritys-2025" };
/** The demo admin, who is staff too. */
export const ADMIN: Account = { email: "admin@polku.example", password: "polku-admin-2025" };
/** The demo customer who is not a club member. */
export const CUSTOMER: Account = { email: "asiakas@polku.example", password: "polku-asiakas-2025" };

/** Logs in through the API and gives the browser the so.auth cookie the login form would set; the token. */
export async function logInByApi(context: BrowserContext, request: APIRequestContext, baseURL: string, account: Account): Promise<string> {
  const response = await request.post("/api/token/", { data: account });
  expect(response.ok()).toBe(true);
  const token = (await response.json()) as { token_type: string; access_token: string };
  await context.addCookies([{ name: "so.auth", value: encodeURIComponent(`${token.token_type} ${token.access_token}`), url: baseURL }]);
  return `${token.token_type} ${token.access_token}`;
}

/** Empties the logged-in account's saved cart, so a test starts from no lines of an earlier one. */
export async function clearSavedCart(request: APIRequestContext, authorization: string): Promise<void> {
  const response = await request.put("/api/customer/cart/", { data: { cart_content: null }, headers: { authorization } });
  expect(response.ok()).toBe(true);
}

/**
 * A new activated customer of its own (registered through the API, activated with the link of the
 * e-mail in the developer mailbox), for a test that changes the account: the demo users are
 * shared by specs running at the same time.
 */
export async function registerCustomer(request: APIRequestContext, options: { joinClub: boolean; language: Language; tag: string }): Promise<Account> {
  const account = { email: `e2e.${options.tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fi`, password: "Tunturi-polku-2025" };
  const registered = await request.post("/api/accounts/register/", {
    data: { ...account, first_name: "Aino", last_name: "Koski", language: options.language, join_club: options.joinClub },
  });
  expect(registered.status()).toBe(202);
  const list = (await (await request.get(`/api/dev/mailbox/?to=${encodeURIComponent(account.email)}`)).json()) as { messages: { id: number }[] };
  const message = (await (await request.get(`/api/dev/mailbox/${list.messages[0]!.id}/`)).json()) as { text: string };
  const token = /\/accounts\/activate\/([^/\s]+)\//.exec(message.text)![1]!;
  const activated = await request.post("/api/accounts/activate/", { data: { token } });
  expect(activated.status()).toBe(200);
  return account;
}

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

/** Logs in on the Finnish login page and waits for the hydrated page of `next` it returns to. */
export async function logInTo(page: Page, account: Account, next: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === next);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
