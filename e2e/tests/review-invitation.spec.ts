// The review invitation e-mail end to end (docs/product-page.md "Review invitations"): a customer
// of its own who allows marketing e-mail buys, staff ship the order, the invitations run as of the
// day they are due (the developer mailbox's run), the mail arrives in the developer mailbox and
// its link opens the product page with the review form open and focused. The header's rating
// link and an address's `#reviews` open the section. Finnish.
import { expect, test } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant } from "../pages/checkout-flow";
import { groupList } from "../pages/product-grid-page";
import { logInByApi, registerCustomer, ADMIN } from "../pages/login-page";
import { gotoHydrated, useOwnVisitorAddress } from "../pages/shop-page";

test.use({ locale: "fi-FI" });
test.describe.configure({ timeout: 180_000 });

test("the invitation arrives after delivery and its link opens the review form", async ({ page, context, request, baseURL }) => {
  await useOwnVisitorAddress(context);
  const t = CHECKOUT_TEXTS.fi;
  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "invite" });
  const authorization = await logInByApi(context, request, baseURL!, account);
  const consent = await request.put("/api/customer/profile/", {
    headers: { authorization },
    data: { first_name: "Aino", last_name: "Koski", phone: "", postcode: "", language: "fi", marketing_consent: true },
  });
  expect(consent.ok(), await consent.text()).toBe(true);

  const pick = await pickVariant(request, "vaatteet/takit", "fi", 3);
  await fillCart(page, t, pick, account.email);
  await pay(page, t);
  const number = await approveAndConfirm(page, t);

  // Staff pack and ship it.
  const staff = (await (await request.post("/api/token/", { data: ADMIN })).json()) as { token_type: string; access_token: string };
  for (const status of ["ready_for_packing", "shipped"]) {
    const moved = await request.post(`/api/staff/orders/${number}/status/`, { headers: { authorization: `${staff.token_type} ${staff.access_token}` }, data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  // The demo's setting invites 10 days after delivery: run the invitations as of then.
  const run = await request.post("/api/dev/review-invitations/", { data: { days_later: 10 } });
  expect(run.ok(), await run.text()).toBe(true);

  // The mail in the developer mailbox page; its link to the bought product.
  await gotoHydrated(page, `/dev/mailbox/?to=${encodeURIComponent(account.email)}`);
  const subject = `Miten tilauksesi ${number} tuotteet ovat toimineet?`;
  await page.getByRole("main").getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const link = page.getByRole("region", { name: /Tekstiversio/ }).getByRole("link", { name: new RegExp(`/${pick.model.model_url.replace(/^\/|\/$/g, "")}/#write-review`) });
  await expect(link).toHaveCount(1);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`${pick.model.model_url}#write-review$`));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: /^Arvostelut/ })).toHaveAttribute("aria-expanded", "true");
  const form = main.getByRole("form", { name: "Kirjoita arvostelu" });
  await expect(form.getByRole("radio", { name: "1 tähti" })).toBeFocused();
  await expect(form).toBeInViewport();
});

test("the header rating and an address with #reviews open the reviews with the focus on them", async ({ page, request }) => {
  const item = (await groupList(request, "vaatteet")).items.find((entry) => entry.rating !== null)!;
  await gotoHydrated(page, `/${item.path}/#reviews`);
  const main = page.getByRole("main");
  const toggle = main.getByRole("button", { name: /^Arvostelut/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toBeFocused();

  await gotoHydrated(page, `/${item.path}/`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await main.getByRole("link", { name: /Näytä arvostelut/ }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toBeFocused();
  await expect(toggle).toBeInViewport();
});
