// The shop's promises come from its rules (issue 12; docs/checkout.md "Promises"): the banner's
// free-delivery threshold is the delivery rules' own, in the shopper's currency; the footer and
// the product page name only the payment methods configured; and one delivery date range, for
// the chosen variant and method, is shown alike on the product page, in the cart, on the payment
// page and on the order's confirmation.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { addToCart, approveAndConfirm, CHECKOUT_TEXTS, pay, pickVariant } from "../pages/checkout-flow";
import { mailOf } from "../pages/flows";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

interface Promises {
  free_delivery: { threshold: number; method_name: string } | null;
  payment_methods: { slug: string; name: string; processor_slug: string }[];
}

async function promises(request: APIRequestContext, language: "fi" | "en"): Promise<Promises> {
  const response = await request.get(`/api/shop-promises/?country_code=fi&language=${language}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Promises;
}

const TEXTS = {
  fi: { banner: /^Ilmainen toimitus yli (.+) tilauksiin$/, promise: /^Kotiinkuljetus perillä arviolta (.+)$/, home: /^Kotiinkuljetus/, arrives: "Perillä ", instalments: "Lasku ja osamaksu", wallet: "Verkkolompakko", viewOrder: "Näytä tilaus" },
  en: { banner: /^Free delivery on orders over (.+)$/, promise: /^Home delivery arrives around (.+)$/, home: /^Home delivery/, arrives: "Arrives ", instalments: "Invoice and instalments", wallet: "Online wallet", viewOrder: "View your order" },
} as const;

for (const language of ["fi", "en"] as const) {
  test(`banner, footer and product page promise what the rules do, and one delivery date runs through to the confirmation (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const rules = await promises(request, language);
    // The demo's rules: parcel lockers free from 60 €, home delivery from 100 €.
    expect(rules.free_delivery?.threshold).toBe(6_000);

    await gotoHydrated(page, "/");
    const banner = page.getByRole("main").getByRole("listitem").filter({ hasText: TEXTS[language].banner });
    await expect(banner).toHaveCount(1);
    const amount = TEXTS[language].banner.exec((await banner.textContent())!.trim())![1]!;
    expect(amount.replace(/\s/g, " ")).toMatch(/^(60 €|€60)$/);

    // Only the configured methods are named: the demo's test provider presents itself as a card,
    // an invoice or instalments, and a wallet, as a real shop's providers would; no card brands.
    expect(rules.payment_methods.map((m) => [m.slug, m.processor_slug])).toEqual([["test", "test"], ["test-invoice", "test"], ["test-wallet", "test"]]);
    const footer = page.getByRole("contentinfo");
    // The note lists them in the language's list form ('A, B and C').
    for (const method of rules.payment_methods) await expect(footer.getByTestId("payment-note")).toContainText(method.name);
    const badges = footer.getByTestId("payment-badges");
    await expect(badges.getByRole("img", { name: TEXTS[language].instalments })).toHaveCount(1);
    await expect(badges.getByRole("img", { name: TEXTS[language].wallet })).toHaveCount(1);
    await expect(badges.getByRole("img", { name: rules.payment_methods[0]!.name })).toHaveCount(1);
    await expect(footer.getByRole("img", { name: /Visa|Mastercard/ })).toHaveCount(0);

    // The product page: the home delivery dates of the chosen variant and the rules' threshold.
    const pick = await pickVariant(request, "retkeily", language, 5);
    await addToCart(page, t, pick);
    await page.goBack();
    const promise = page.getByRole("main").getByTestId("delivery-promise");
    await expect(promise).toBeVisible();
    await expect(promise).toContainText(rules.free_delivery!.method_name);
    const dates = TEXTS[language].promise.exec((await promise.locator("p").first().textContent())!.trim())![1]!;
    // An invoice method is offered, so the instalment box shows (spec 02 §2 info boxes).
    await expect(page.getByRole("main").locator('[data-info="instalment"]')).toHaveCount(1);

    // The cart: home delivery arrives on those dates.
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout\/$/);
    const main = page.getByRole("main");
    await main.getByLabel(t.postcode).fill("00100");
    const home = main.getByRole("group", { name: t.methods }).getByRole("radio", { name: TEXTS[language].home });
    await home.check();
    await expect(main.getByRole("group", { name: t.methods })).toContainText(`${TEXTS[language].arrives}${dates}`);

    // The payment page and the confirmation: the same dates.
    await main.getByLabel(t.firstName, { exact: true }).fill("Aino");
    await main.getByLabel(t.lastName, { exact: true }).fill("Virtanen");
    await main.getByLabel(t.address, { exact: true }).fill("Rantatie 1");
    await main.getByLabel(t.postalCode, { exact: true }).fill("00100");
    await main.getByLabel(t.city, { exact: true }).fill("Helsinki");
    await main.getByLabel(t.phone, { exact: true }).fill("040 123 4567");
    const email = `e2e.promises.${language}.${Date.now()}@example.fi`;
    await main.getByLabel(t.email, { exact: true }).fill(email);
    const next = main.getByRole("button", { name: t.continue });
    await expect(next).toBeEnabled({ timeout: 15_000 });
    await next.click();
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    await expect(main).toContainText(`${TEXTS[language].arrives}${dates}`);
    await pay(page, t);
    const number = await approveAndConfirm(page, t);
    await expect(main).toContainText(`${TEXTS[language].arrives}${dates}`);

    // The e-mail: the same dates, the country by name, a link to this order; its HTML fits a
    // phone's width in a real browser and its button opens the order.
    // Waited for in the outbox (mailOf polls), not read once: the test does not rely on the mail
    // being written by the time the confirmation page shows.
    const mail = await mailOf(request, email, "order.confirmation");
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(`${TEXTS[language].arrives}${dates}`);
    expect(mail.text).toMatch(language === "fi" ? /^Suomi$/m : /^Finland$/m);
    expect(mail.text).toContain(`/order/payment_ok/${number}/`);
    await page.setViewportSize({ width: 390, height: 844 });
    // A blank page of its own, as a mail client shows it: content set into a shop page would
    // keep that page's Content-Security-Policy and lose the mail's own <style> block.
    await page.goto("about:blank");
    await page.setContent(mail.html);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const button = page.getByRole("link", { name: TEXTS[language].viewOrder });
    await expect(button).toBeVisible();
    await page.goto((await button.getAttribute("href"))!);
    await expect(page.getByRole("main")).toContainText(number);
  });
}

test("the product page's promise fits a phone screen (390 px)", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const pick = await pickVariant(request, "retkeily", "fi", 6);
  await gotoHydrated(page, `${pick.model.model_url}?select-color=${pick.colour}`);
  const promise = page.getByRole("main").getByTestId("delivery-promise");
  await expect(promise).toContainText(/Kotiinkuljetus perillä arviolta \S+ \d+\.\d+\./);
  const box = (await promise.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
