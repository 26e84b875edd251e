// The order's timeline on the lookup (docs/orders.md "Timeline"; issue 12): a guest's paid order
// shows placed and paid done, packing and shipped to come; after staff ship it the lookup shows
// every step done and shipped as the current one, as an ordered list; Finnish and English.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillCart, pay, pickVariant } from "../pages/checkout-flow";
import { gotoHydrated, setLocaleCookies, useOwnVisitorAddress } from "../pages/shop-page";

// Order lookups are limited per address: this test's own (pages/shop-page.ts).
test.beforeEach(({ context }) => useOwnVisitorAddress(context));

const STAFF = { email: "myyja@polku.example", password: "polku-myyja-2025" };
const TEXTS = {
  fi: { title: "Tilauksen vaiheet", placed: "Tilaus vastaanotettu", paid: "Maksettu", packing: "Pakataan", shipped: "Lähetetty", upcoming: "Tulossa" },
  en: { title: "Order progress", placed: "Order received", paid: "Paid", packing: "Being packed", shipped: "Shipped", upcoming: "To come" },
};

async function lookUp(page: Page, language: "fi" | "en", email: string, number: string) {
  const t = CHECKOUT_TEXTS[language];
  await gotoHydrated(page, "/view-order/");
  const main = page.getByRole("main");
  await main.getByLabel(t.lookupEmail, { exact: true }).fill(email);
  await main.getByLabel(t.lookupNumber, { exact: true }).fill(number);
  await main.getByRole("button", { name: t.lookupSubmit }).click();
  await expect(main.getByTestId("order-number")).toHaveText(number);
}

for (const language of ["fi", "en"] as const) {
  test(`the lookup shows the order's steps from its history (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = CHECKOUT_TEXTS[language];
    const x = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const email = `e2e.timeline.${language}.${Date.now()}@example.fi`;
    const pick = await pickVariant(request, "vaatteet/takit", language, 2);
    await fillCart(page, t, pick, email);
    await pay(page, t);
    const number = await approveAndConfirm(page, t);

    await lookUp(page, language, email, number);
    const steps = page.getByRole("main").getByRole("list", { name: x.title }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText(x.placed);
    await expect(steps.nth(1)).toContainText(x.paid);
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(2)).toContainText(`${x.packing}${x.upcoming}`);
    await expect(steps.nth(3)).toContainText(`${x.shipped}${x.upcoming}`);

    // Staff pack and ship it: the next lookup shows shipped as the current step, with its time.
    const token = (await (await request.post("/api/token/", { data: STAFF })).json()) as { token_type: string; access_token: string };
    const headers = { authorization: `${token.token_type} ${token.access_token}` };
    for (const status of ["ready_for_packing", "shipped"]) {
      const moved = await request.post(`/api/staff/orders/${number}/status/`, { headers, data: { status } });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    await lookUp(page, language, email, number);
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(3)).toContainText(x.shipped);
    await expect(steps.nth(3)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(3).locator("time")).toHaveCount(1);
    await expect(steps.nth(2)).not.toContainText(x.upcoming);
    const axe = await new AxeBuilder({ page }).include('[data-testid="order-timeline"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}
