// The club info step /checkout/club-info/ (spec 01 §2; docs/orders.md "Storefront"): the payment
// page links to it; a guest logs in there and comes back to payment with the club prices of a
// member; a logged-in customer who is not a member joins the club there and the cart is priced
// again: the member's price in the cart and the total to pay.
//
// The customers are new ones of their own (registered through the API): joining the club changes
// the account, and the demo non-member is shared by specs running at the same time.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, fillDeliveryAndContact, pickVariant, type Pick } from "../pages/checkout-flow";
import { logInByApi, registerCustomer } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: {
    ...CHECKOUT_TEXTS.fi,
    clubLink: "Klubihinnat",
    title: "Klubihinnat",
    logIn: "Kirjaudu sisään",
    register: "Liity klubiin",
    continueWithout: "Jatka maksamaan liittymättä",
    joinAndPay: "Liity klubiin ja jatka maksamaan",
    password: "Salasana",
    clubKind: "Klubihinta",
  },
  en: {
    ...CHECKOUT_TEXTS.en,
    clubLink: "Club prices",
    title: "Club prices",
    logIn: "Log in",
    register: "Join the club",
    continueWithout: "Continue to payment without joining",
    joinAndPay: "Join the club and continue to payment",
    password: "Password",
    clubKind: "Club price",
  },
} as const;

const GROUP = "vaatteet/housut";

type PricedVariant = Pick["variant"] & { prices: { active: number; club: number | null } };

/** A variant whose club price is below its price, with both prices. */
async function clubPick(request: Parameters<typeof pickVariant>[0], language: "fi" | "en", skip: number) {
  const pick = await pickVariant(request, GROUP, language, skip, (_model, variant) => {
    const { prices } = variant as PricedVariant;
    return prices.club !== null && prices.club < prices.active;
  });
  const { prices } = pick.variant as PricedVariant;
  return { pick, active: prices.active, club: prices.club! };
}

/** A shown price in cents, in any of the shop's formats ("123,90 €", "€123.90"). */
const centsOf = async (locator: Locator) => Number(((await locator.textContent()) ?? "").replace(/\D/g, ""));

/** The cart's one line costs `price` (cents) once validated. */
async function expectLinePrice(page: Page, price: number) {
  const line = page.getByRole("main").getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect.poll(() => centsOf(line.getByTestId("line-total"))).toBe(price);
}

/** The pick in the cart at its price, on to payment, then the payment page's link to the club info step; the total before. */
async function clubInfoFromPayment(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], pick: Pick, price: number, email: string): Promise<number> {
  await addToCart(page, t, pick);
  await expectLinePrice(page, price);
  await fillDeliveryAndContact(page, t, email);
  const main = page.getByRole("main");
  const total = main.getByTestId("payment-total");
  await expect(total).toBeVisible();
  const before = await centsOf(total);
  await main.getByRole("link", { name: t.clubLink, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/club-info\/$/);
  await expect(main.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  return before;
}

/** Back on the payment page priced for a member: the total, then the cart's line at the club price. */
async function expectMemberPrices(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS], total: number, club: number) {
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  const main = page.getByRole("main");
  await expect.poll(() => centsOf(main.getByTestId("payment-total"))).toBe(total);
  await gotoHydrated(page, "/checkout/");
  await expectLinePrice(page, club);
  await expect(main.getByTestId("cart-line")).toContainText(t.clubKind);
}

test("a guest goes from the payment page to the club info, logs in as a member and pays the club price (fi)", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const t = TEXTS.fi;
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const member = await registerCustomer(request, { joinClub: true, language: "fi", tag: "club-guest" });
  const { pick, active, club } = await clubPick(request, "fi", 0);

  const guestTotal = await clubInfoFromPayment(page, t, pick, active, `e2e.club.${Date.now()}@example.fi`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: t.register })).toHaveAttribute("href", "/accounts/register/");
  await expect(main.getByRole("link", { name: t.continueWithout })).toHaveAttribute("href", "/checkout/payment/");
  await main.getByRole("link", { name: t.logIn, exact: true }).click();

  await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fcheckout%2Fpayment%2F$/);
  await main.getByLabel(t.email, { exact: true }).fill(member.email);
  await main.getByLabel(t.password, { exact: true }).fill(member.password);
  await main.getByRole("button", { name: t.logIn }).click();

  // Back on the payment page, priced for a member.
  await expectMemberPrices(page, t, guestTotal - (active - club), club);
});

test("a logged-in customer who is not a member already pays the club price, joins the club from the payment page and keeps it (en)", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const t = TEXTS.en;
  await setLocaleCookies(page.context(), baseURL!, { language: "en", country: "fi", currency: "eur" });
  const customer = await registerCustomer(request, { joinClub: false, language: "en", tag: "club-join" });
  await logInByApi(page.context(), request, baseURL!, customer);
  const { pick, club } = await clubPick(request, "en", 1);

  // Club prices go to every logged-in customer (spec 02 §1, §4), member or not.
  const customerTotal = await clubInfoFromPayment(page, t, pick, club, customer.email);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: t.logIn, exact: true })).toHaveCount(0);
  await main.getByRole("button", { name: t.joinAndPay }).click();

  // On to payment as a member: the same club price, the same total.
  await expectMemberPrices(page, t, customerTotal, club);
  await expect.poll(() => centsOf(main.getByTestId("cart-total"))).toBe(customerTotal);

  // A member opening the step again is sent straight on.
  await gotoHydrated(page, "/checkout/club-info/");
  await expect(main.getByRole("button", { name: t.joinAndPay })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Continue to payment", exact: true })).toBeVisible();
});
