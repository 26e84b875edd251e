// Store pickup in the checkout (issue 12 blocker; docs/checkout.md "Store pickup"): one "Nouto
// myymälästä" entry whose stores are listed nearest first from the postcode. Each store can be
// chosen with the mouse and with the arrow keys, a changed choice replaces the first, and the
// payment page, the placed order, its confirmation page and its e-mail all name the store chosen
// last, by name and address, never by slug.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addToCart, approveAndConfirm, CHECKOUT_TEXTS, pay, pickVariant } from "../pages/checkout-flow";
import { mailOf } from "../pages/flows";
import { setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { pickup: /^Nouto myymälästä/, stores: "Valitse noutomyymälä", location: "Noutopiste", mailStore: "Noutomyymälä" },
  en: { pickup: /^Store pickup/, stores: "Choose the pickup store", location: "Pickup point", mailStore: "Pickup store" },
} as const;

/** The store radios of the opened pickup method, in the order shown. */
function storeList(page: Page, language: keyof typeof TEXTS): Locator {
  return page.getByRole("main").getByRole("group", { name: TEXTS[language].stores }).getByRole("radio");
}

/** Store slug to name, as the shop's reference data gives them. */
async function storeNames(request: APIRequestContext): Promise<Map<string, string>> {
  const { stores } = (await (await request.get("/api/resources/?language=fi")).json()) as { stores: { slug: string; name: string }[] };
  return new Map(stores.map((store) => [store.slug, store.name]));
}

async function checkedStoreName(stores: Locator): Promise<string> {
  const checked = stores.and(stores.page().locator(":checked"));
  await expect(checked).toHaveCount(1);
  return (await checked.getAttribute("value"))!;
}

async function fillContact(page: Page, t: (typeof CHECKOUT_TEXTS)["fi" | "en"], email: string) {
  const main = page.getByRole("main");
  await main.getByLabel(t.firstName, { exact: true }).fill("Aino");
  await main.getByLabel(t.lastName, { exact: true }).fill("Virtanen");
  await main.getByLabel(t.address, { exact: true }).fill("Koskikatu 1");
  await main.getByLabel(t.postalCode, { exact: true }).fill("96200");
  await main.getByLabel(t.city, { exact: true }).fill("Rovaniemi");
  await main.getByLabel(t.phone, { exact: true }).fill("040 123 4567");
  await main.getByLabel(t.email, { exact: true }).fill(email);
}

for (const language of ["fi", "en"] as const) {
  test(`each pickup store can be chosen by mouse and keyboard, and the order goes to the one chosen last (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const pick = await pickVariant(request, "retkeily", language, language === "fi" ? 2 : 3);
    await addToCart(page, t, pick);
    const main = page.getByRole("main");
    await main.getByLabel(t.postcode).fill("96200");
    const methods = main.getByRole("group", { name: t.methods });
    const pickup = methods.getByRole("radio", { name: TEXTS[language].pickup });
    await pickup.check();

    // Nearest first from Rovaniemi's postcode: Rovaniemi, then Oulu; Helsinki far below.
    const stores = storeList(page, language);
    await expect(stores.first()).toHaveAttribute("value", "rovaniemi");
    await expect(stores.nth(1)).toHaveAttribute("value", "oulu");
    const slugs = await stores.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.indexOf("helsinki-kamppi")).toBeGreaterThan(slugs.indexOf("oulu"));
    expect(await checkedStoreName(stores)).toBe("rovaniemi");

    // The mouse: every store in turn is the one checked, and only it.
    for (const slug of slugs) {
      await stores.and(page.locator(`[value="${slug}"]`)).click();
      expect(await checkedStoreName(stores)).toBe(slug);
    }
    // Oulu, then corrected to Rovaniemi: Rovaniemi stays after the cart has validated again.
    await stores.and(page.locator('[value="oulu"]')).click();
    await stores.and(page.locator('[value="rovaniemi"]')).click();
    await expect(main.getByRole("button", { name: t.continue })).toBeVisible();
    expect(await checkedStoreName(stores)).toBe("rovaniemi");

    // The keyboard: the arrow keys move the choice store by store, both ways.
    await stores.and(page.locator(":checked")).focus();
    for (const slug of slugs.slice(1)) {
      await page.keyboard.press("ArrowDown");
      expect(await checkedStoreName(stores)).toBe(slug);
    }
    for (const slug of [...slugs].reverse().slice(1, 4)) {
      await page.keyboard.press("ArrowUp");
      expect(await checkedStoreName(stores)).toBe(slug);
    }
    const last = await checkedStoreName(stores);
    const storeName = (await storeNames(request)).get(last)!;
    expect(storeName).toMatch(/^Polku /);
    await expect(stores.and(page.locator(":checked"))).toHaveAccessibleName(new RegExp(`^${storeName}`));

    // On to payment: the summary names the store chosen last, with its address.
    const email = `e2e.pickup.${language}.${Date.now()}@example.fi`;
    await fillContact(page, t, email);
    const next = main.getByRole("button", { name: t.continue });
    await expect(next).toBeEnabled({ timeout: 15_000 });
    await next.click();
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    await expect(main.getByTestId("payment-delivery-method")).toContainText(storeName);
    await expect(main.getByTestId("payment-delivery-location")).toContainText(`${TEXTS[language].location}: ${storeName}, `);

    // The placed order: its confirmation, the order as stored, and its e-mail.
    await pay(page, t);
    const number = await approveAndConfirm(page, t);
    await expect(main.getByTestId("order-pickup-store")).toContainText(storeName);
    await expect(main.getByTestId("order-pickup-store")).not.toContainText(`: ${last}`);
    const mail = await mailOf(request, email, "order.confirmation");
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(`${TEXTS[language].mailStore}: ${storeName}, `);
    for (const other of slugs.filter((s) => s !== last)) expect(mail.text).not.toMatch(new RegExp(`\\b${other}\\b`));
  });
}

test("the shop remembers the store chosen last as 'my store' and offers it first", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const t = CHECKOUT_TEXTS.fi;
  await setLocaleCookies(page.context(), baseURL!, { language: "fi", country: "fi", currency: "eur" });
  const pick = await pickVariant(request, "retkeily", "fi", 4);
  await addToCart(page, t, pick);
  const main = page.getByRole("main");
  await main.getByLabel(t.postcode).fill("00100");
  const methods = main.getByRole("group", { name: t.methods });
  await methods.getByRole("radio", { name: TEXTS.fi.pickup }).check();
  const stores = storeList(page, "fi");
  await expect(stores.first()).toHaveAttribute("value", /helsinki-kamppi|espoo-tapiola/);
  await stores.and(page.locator('[value="tampere"]')).click();
  expect(await checkedStoreName(stores)).toBe("tampere");
  // Home delivery, then pickup again: Tampere is offered, not the nearest store.
  await methods.getByRole("radio", { name: /^Kotiinkuljetus/ }).check();
  await expect(stores).toHaveCount(0);
  await methods.getByRole("radio", { name: TEXTS.fi.pickup }).check();
  expect(await checkedStoreName(stores)).toBe("tampere");
  await expect(main.getByText("Oma myymäläsi")).toBeVisible();
});
