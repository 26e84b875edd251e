// Paying the rent online (docs/rental.md "Paying online"), in Finnish and English: a shopper books
// rental gear choosing online payment, the booking page says the days are held, "Pay the rent
// online" puts the rental line into the cart, the test provider's payment goes through, the
// confirmation shows the rental line with its store, the booking's e-mail arrives and its page
// says it was paid with the order. A cart of the rental alone skips the delivery step: no
// postcode, method or address, the pick-up at the rental store in their place (docs/rental.md
// "Rental-only checkout"). Each language books its own item in Helsinki Kamppi.
import { expect, test } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillContactForPickup, pay } from "../pages/checkout-flow";
import { mailOf, seriousViolations } from "../pages/flows";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: {
    book: "Varaa", start: "Noutopäivä", end: "Palautuspäivä", check: "Näytä saatavuus ja hinta", name: "Nimi", email: "Sähköposti", phone: "Puhelinnumero",
    online: "Maksan vuokran nyt verkossa", submit: "Vahvista varaus", held: "Päivät on pidetty sinulle", payNow: "Maksa vuokra verkossa", line: "Vuokraus:",
    confirmed: "Varaus on vahvistettu.", paidWith: "Vuokra maksetaan tilauksella", subject: "Vuokravaraus", pickup: "Nouto vuokraamosta",
  },
  en: {
    book: "Book", start: "Pick-up day", end: "Return day", check: "Show availability and price", name: "Name", email: "E-mail", phone: "Phone number",
    online: "I pay the rent online now", submit: "Confirm the booking", held: "The days are held for you", payNow: "Pay the rent online", line: "Rental:",
    confirmed: "The booking is confirmed.", paidWith: "The rent is paid with order", subject: "Rental booking", pickup: "Pick-up at the rental store",
  },
} as const;

/** A Tuesday `weeks` weeks from today and the Wednesday after it (ISO days). */
function tuesday(weeks: number): { start: string; end: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + ((2 - d.getUTCDay() + 7) % 7));
  const start = d.toISOString().slice(0, 10);
  d.setUTCDate(d.getUTCDate() + 1);
  return { start, end: d.toISOString().slice(0, 10) };
}

for (const [index, language] of (["fi", "en"] as const).entries()) {
  test(`books rental gear for online payment, pays the rent with the test provider and sees it on the confirmation (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const s = TEXTS[language];
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const email = `e2e.rental.online.${language}.${Date.now()}@example.fi`;
    const { start, end } = tuesday(6 + index);

    await gotoHydrated(page, "/rental/?store=helsinki-kamppi");
    const main = page.getByRole("main");
    const card = main.getByTestId("rental-item").nth(1 + 2 * index);
    const itemName = (await card.getByRole("heading").first().textContent())!.trim();
    await card.getByRole("link", { name: new RegExp(`^${s.book}: `) }).click();
    const panel = main.getByRole("region", { name: new RegExp(`^${s.book}: `) });
    await panel.getByLabel(s.start).fill(start);
    await panel.getByLabel(s.end).fill(end);
    await panel.getByRole("button", { name: s.check }).click();
    await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await panel.getByLabel(s.name, { exact: true }).fill("Aino Virtanen");
    await panel.getByLabel(s.email, { exact: true }).fill(email);
    await panel.getByLabel(s.phone, { exact: true }).fill("040 123 4567");
    await panel.getByLabel(s.online).check();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: s.submit }).click();

    // Held: the days are kept for the checkout; no e-mail yet.
    await expect(page).toHaveURL(/\/rental\/booking\/R\d{8}\/\?token=[\w-]+$/);
    const number = /R\d{8}/.exec(page.url())![0];
    await expect(main.getByRole("status")).toContainText(s.held);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await main.getByRole("button", { name: s.payNow }).click();

    // The cart carries the rental line, priced by the server.
    await expect(page).toHaveURL(/\/checkout\/$/);
    const line = main.getByTestId("cart-line").filter({ hasText: s.line });
    await expect(line).toContainText(itemName);
    await expect(line).toContainText("Polku Helsinki Kamppi");
    await expect(line.getByTestId("line-total")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fillContactForPickup(page, t, email, s.pickup);
    await expect(main.getByTestId("summary-line").filter({ hasText: s.line })).toContainText(itemName);
    await pay(page, t);
    const order = await approveAndConfirm(page, t);
    await expect(main).toContainText(`${s.line} ${itemName}`);
    await expect(main).toContainText("Polku Helsinki Kamppi");

    // Paid: the booking's confirmation e-mail, and its page names the order.
    const mail = await mailOf(request, email, "rental.booking");
    expect(mail.subject).toBe(`${s.subject} ${number}`);
    const link = /https?:\/\/\S+\/rental\/booking\/\S+/.exec(mail.text)![0];
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
    await expect(main.getByRole("status")).toContainText(s.confirmed);
    await expect(main).toContainText(`${s.paidWith} ${order}`);
  });
}
