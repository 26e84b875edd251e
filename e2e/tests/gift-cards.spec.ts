// Gift cards end to end (issue 18; spec 02 §5, §9; docs/gift-cards.md): /service-products/
// giftcards/ sells the e-gift card with a recipient's name through the normal checkout, the code
// arrives by e-mail once the test provider approves the payment, the balance check shows it, and
// the code pays part of a later order; in Finnish and English. Axe-clean on desktop and mobile.
import { expect, test } from "@playwright/test";
import { approveAndConfirm, CHECKOUT_TEXTS, fillDeliveryAndContact, pay, pickVariant } from "../pages/checkout-flow";
import { mailOf, seriousViolations } from "../pages/flows";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: {
    title: "Lahjakortit", value: "Lahjakortin arvo (€)", recipient: "Vastaanottajan nimi", add: "Lisää lahjakortti ostoskoriin",
    balanceCode: "Lahjakortin koodi", balanceSubmit: "Tarkista saldo", notFound: "Lahjakorttia ei löytynyt. Tarkista koodi.",
    left: (code: string) => new RegExp(`Kortilla ${code} on jäljellä 70(,00)?\\s€`), used: /Lahjakortti .*: käytetään 70(,00)?\s€/, web: "Verkkolahjakortti",
    footer: "Lahjakortit",
  },
  en: {
    title: "Gift cards", value: "Gift card value (€)", recipient: "Recipient's name", add: "Add the gift card to the cart",
    balanceCode: "Gift card code", balanceSubmit: "Check the balance", notFound: "Gift card not found. Please check the code.",
    left: (code: string) => new RegExp(`Card ${code} has €70(\\.00)? left`), used: /Gift card .*: €70(\.00)? used/, web: "E-gift card",
    footer: "Gift cards",
  },
} as const;

for (const language of ["fi", "en"] as const) {
  test(`buys an e-gift card, gets its code by e-mail, checks its balance and spends it (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const t = CHECKOUT_TEXTS[language];
    const g = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const email = `e2e.giftcard.${language}.${Date.now()}@example.fi`;

    // Found from the footer of any page.
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: g.footer }).click();
    await expect(page).toHaveURL(/\/service-products\/giftcards\/$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: g.title })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(main.getByTestId("gift-card-offer")).toHaveCount(2);

    const web = main.getByTestId("gift-card-offer").filter({ has: page.getByRole("heading", { name: g.web, exact: true }) });
    await web.getByLabel(g.value).fill("70");
    await web.getByLabel(g.recipient).fill("Aino Virtanen");
    await web.getByRole("button", { name: g.add }).click();
    await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(main).toContainText("Aino Virtanen");

    await fillDeliveryAndContact(page, t, email);
    await pay(page, t);
    const number = await approveAndConfirm(page, t);

    const mail = await mailOf(request, email, "gift_card.issued");
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain("Aino Virtanen");
    const code = /[0-9A-Z]{5}(?:-[0-9A-Z]{5}){3}/.exec(mail.text)![0];

    // The balance check: an unknown code, then the card's.
    await gotoHydrated(page, "/service-products/giftcards/");
    const balance = main.locator("#balance");
    await balance.getByLabel(g.balanceCode).fill("NOT-A-CARD");
    await balance.getByRole("button", { name: g.balanceSubmit }).click();
    await expect(balance.getByRole("alert")).toHaveText(g.notFound);
    await balance.getByLabel(g.balanceCode).fill(code.toLowerCase());
    await balance.getByRole("button", { name: g.balanceSubmit }).click();
    await expect(balance.getByTestId("gift-card-balance")).toContainText(g.left(code));

    // Spending it: a jacket of more than 70 € is paid partly by the card.
    const pick = await pickVariant(request, "vaatteet/takit", language, 2, (model) => (model.prices?.active ?? 0) > 8000);
    await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
    await main.getByRole("group", { name: t.size }).getByRole("radio", { name: pick.size, exact: true }).check();
    await main.getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
    await page.getByRole("dialog").getByRole("link", { name: t.goToCheckout }).click();
    await main.getByLabel(t.codeLabel).fill(code);
    await main.getByRole("button", { name: t.useCode }).click();
    await expect(main).toContainText(g.used);
    await fillDeliveryAndContact(page, t, email);
    await pay(page, t);
    await approveAndConfirm(page, t);

    const after = await (await request.post("/api/gift-cards/balance/", { data: { code, language } })).json();
    expect(after).toMatchObject({ balance: 0, state: "empty" });
  });
}

for (const width of [1366, 390]) {
  test(`the gift card page has no serious axe findings at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/service-products/giftcards/");
    await expect(page.getByRole("main").getByTestId("gift-card-offer").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
