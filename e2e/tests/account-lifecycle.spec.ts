// A customer's whole account life in the storefront (docs/accounts.md), in Finnish and English:
// register with a club join, activate from the e-mail read on the developer mailbox page, log
// in, see a club price on a product, save it to the wishlist and find it on /wishlist/, edit the
// profile, log out, reset the password from the e-mail and log in with the new one.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated, setLocaleCookies, type Language } from "../pages/shop-page";

const TEXTS = {
  fi: {
    email: "Sähköposti", password: "Salasana", firstName: "Etunimi", lastName: "Sukunimi", joinClub: "Liity klubiin", register: "Luo tili",
    checkMail: "Tarkista sähköpostisi", activationSubject: "Aktivoi Polku-tilisi", activate: "Aktivoi tili", activated: "Tilisi on nyt aktivoitu. Tervetuloa!",
    login: "Kirjaudu sisään", account: "Oma tili", clubCard: "Klubikortti", phone: "Puhelin (valinnainen)", saveProfile: "Tallenna tiedot",
    saved: "Tiedot tallennettiin.", logout: "Kirjaudu ulos", resetTitle: "Salasanan vaihto", sendLink: "Lähetä linkki", resetSubject: "Salasanan vaihto – Polku",
    newPassword: "Uusi salasana", again: "Uusi salasana uudelleen", change: "Vaihda salasana", changed: /Salasanasi on vaihdettu/, weak: "Salasana on liian yleinen.",
    strong: "Hyvä salasana", addToWishlist: "Lisää toivelistalle", added: "Lisätty toivelistalle", wishlist: "Toivelista", wishlistCount: "1 tallennettu tuote",
  },
  en: {
    email: "Email", password: "Password", firstName: "First name", lastName: "Last name", joinClub: "Join the club", register: "Create account",
    checkMail: "Check your email", activationSubject: "Activate your Polku account", activate: "Activate account", activated: "Your account is now activated. Welcome!",
    login: "Log in", account: "My account", clubCard: "Club card", phone: "Phone (optional)", saveProfile: "Save details",
    saved: "Your details were saved.", logout: "Log out", resetTitle: "Reset password", sendLink: "Send link", resetSubject: "Password reset – Polku",
    newPassword: "New password", again: "New password again", change: "Change password", changed: /Your password has been changed/, weak: "This password is too common.",
    strong: "Good password", addToWishlist: "Add to wishlist", added: "Added to wishlist", wishlist: "Wishlist", wishlistCount: "1 saved product",
  },
} as const;

/** A product whose club price is below the guest's price (found through the API, not assumed). */
async function clubPricedProduct(request: APIRequestContext, language: Language): Promise<string> {
  const search = (await (await request.get(`/api/search/?q=softshell&language=${language}&taxAreaId=1`)).json()) as { results: { path: string }[] };
  for (const { path } of search.results.slice(0, 60)) {
    const slug = path.replace(/^\/+|\/+$/g, "");
    const model = (await (await request.get(`/api/products/productmodel/${slug}/?language=${language}&taxAreaId=1`)).json()) as { prices: { active: number; club: number | null } };
    if (model.prices.club !== null && model.prices.club < model.prices.active) return `/${slug}/`;
  }
  throw new Error("No product with a club price in the demo catalogue");
}

/**
 * Opens the newest message with `subject` to `email` on the mailbox page and follows its link.
 * A reset link's mail is written after the answer (docs/security.md "Account enumeration"), so
 * the test first waits until the outbox holds it: a mailbox page loaded before that lists no
 * such message and never will, however long the test waits for it.
 */
async function followMailLink(page: Page, request: APIRequestContext, email: string, subject: string, path: RegExp) {
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/dev/mailbox/?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string }[] };
      return list.messages.some((message) => message.subject === subject);
    })
    .toBe(true);
  await gotoHydrated(page, `/dev/mailbox/?to=${encodeURIComponent(email)}`);
  await page.getByRole("main").getByRole("link", { name: new RegExp(subject) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await page.getByRole("region", { name: /Tekstiversio|Text version/ }).getByRole("link", { name: path }).click();
}

async function logIn(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], email: string, password: string) {
  const main = page.getByRole("main");
  await main.getByLabel(t.email, { exact: true }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: t.login }).click();
  await expect(page).toHaveURL(/\/accounts\/$/);
  await expect(main.getByRole("heading", { level: 1, name: t.account })).toBeVisible();
}

for (const language of ["fi", "en"] as const satisfies readonly Language[]) {
  test(`a customer registers, activates, logs in, edits the profile, resets the password (${language})`, async ({ page, baseURL, request }) => {
    test.setTimeout(90_000);
    const t = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language });
    const email = `e2e.${language}.${Date.now()}@example.fi`;
    const password = "Tunturi-polku-2025";
    const main = page.getByRole("main");

    // Register with a club join.
    await gotoHydrated(page, "/accounts/register/");
    await main.getByLabel(t.email, { exact: true }).fill(email);
    const passwordInput = main.getByLabel(t.password, { exact: true });
    await passwordInput.fill(password);
    // The strength feedback is part of the field's description for screen readers.
    await expect(passwordInput).toHaveAccessibleDescription(new RegExp(t.strong));
    await main.getByLabel(t.firstName).fill("Aino");
    await main.getByLabel(t.lastName).fill("Koski");
    await main.getByRole("checkbox", { name: t.joinClub }).check();
    await main.getByRole("button", { name: t.register }).click();
    await expect(main.getByRole("heading", { level: 1, name: t.checkMail })).toBeVisible();

    // Activate from the e-mail, read on the developer mailbox page.
    await followMailLink(page, request, email, t.activationSubject, /\/accounts\/activate\//);
    await main.getByRole("button", { name: t.activate }).click();
    await expect(main.getByText(t.activated)).toBeVisible();
    await main.getByRole("link", { name: t.login }).click();
    await logIn(page, t, email, password);
    await expect(main.getByRole("figure", { name: t.clubCard })).toBeVisible();
    await expect(main.getByRole("img", { name: /\d{6}/ })).toBeVisible();

    // A club price on a product is the customer's own.
    const productPath = await clubPricedProduct(request, language);
    await gotoHydrated(page, productPath);
    await expect(main.locator("[data-price-kind]").first()).toHaveAttribute("data-price-kind", "club");
    const productName = (await main.getByRole("heading", { level: 1 }).textContent())!.trim();

    // Save it to the wishlist with the heart and find it on /wishlist/.
    const heart = main.getByRole("button", { name: t.addToWishlist });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    // The heart turns at once, before the API has saved it; the toast comes with the answer. Leaving
    // the page before that would cancel the save.
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await gotoHydrated(page, "/wishlist/");
    await expect(main.getByRole("heading", { level: 1, name: t.wishlist })).toBeVisible();
    await expect(main.getByText(t.wishlistCount)).toBeVisible();
    const saved = main.getByRole("article");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("link", { name: productName })).toHaveAttribute("href", new RegExp(`^${productPath}`));

    // Edit the profile.
    await gotoHydrated(page, "/accounts/");
    await main.getByLabel(t.phone).first().fill("+358 40 765 4321");
    await main.getByRole("button", { name: t.saveProfile }).click();
    await expect(main.getByRole("status")).toHaveText(t.saved);
    await expect(main.getByLabel(t.phone).first()).toHaveValue("+358 40 765 4321");

    // Log out.
    // The account page's address ends with a slash too: the front page and the header's login
    // link say the logout is done, not just that some address ends with one.
    await main.getByRole("button", { name: t.logout }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: t.login })).toBeVisible();

    // Reset the password from the e-mail, with a refused weak one first.
    await gotoHydrated(page, "/accounts/reset-password/");
    await expect(main.getByRole("heading", { level: 1, name: t.resetTitle })).toBeVisible();
    await main.getByLabel(t.email, { exact: true }).fill(email);
    await main.getByRole("button", { name: t.sendLink }).click();
    await expect(main.getByRole("status")).toContainText(email);
    await followMailLink(page, request, email, t.resetSubject, /\/accounts\/password\/reset\/confirm\//);
    await main.getByRole("textbox", { name: t.newPassword, exact: true }).fill("password1234");
    await main.getByLabel(t.again).fill("password1234");
    await main.getByRole("button", { name: t.change }).click();
    await expect(main.getByText(t.weak)).toBeVisible();
    const newPassword = "Uusi-vahva-salasana-77";
    await main.getByRole("textbox", { name: t.newPassword, exact: true }).fill(newPassword);
    await main.getByLabel(t.again).fill(newPassword);
    await main.getByRole("button", { name: t.change }).click();
    await expect(main.getByText(t.changed)).toBeVisible();

    // The new password logs in.
    await main.getByRole("link", { name: t.login }).click();
    await logIn(page, t, email, newPassword);
  });
}

// A password typed before the page's scripts have run (a slow connection, or a quick hand after
// an e-mailed link) is what the form sends: hydration does not empty the field, and the strength
// meter picks it up.
test("a new password typed before the page has hydrated is kept and sent (en)", async ({ page, baseURL }) => {
  const t = TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en" });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const main = page.getByRole("main");
  // The held module scripts hold back the load events too: the form is there from the HTML.
  await page.goto("/accounts/register/", { waitUntil: "commit" });
  const email = `e2e.early.${Date.now()}@example.fi`;
  await main.getByLabel(t.email, { exact: true }).fill(email);
  const passwordInput = main.getByLabel(t.password, { exact: true });
  await passwordInput.fill("Tunturi-polku-2025");
  await main.getByLabel(t.firstName).fill("Aino");
  await main.getByLabel(t.lastName).fill("Koski");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(passwordInput).toHaveValue("Tunturi-polku-2025");
  await expect(passwordInput).toHaveAccessibleDescription(new RegExp(t.strong));
  await main.getByRole("button", { name: t.register }).click();
  await expect(main.getByRole("heading", { level: 1, name: t.checkMail })).toBeVisible();
});
