// Rental end to end (issue 18; docs/rental.md), in Finnish and English: from the footer to
// /rental/, a store's gear, an item's booking panel with its calendar and the price of a Friday to
// Sunday (one day and one weekend), the booking, its e-mail and page, and cancelling it. Axe-clean.
import { expect, test } from "@playwright/test";
import { mailOf, seriousViolations } from "../pages/flows";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: {
    footer: "Vuokraus", title: "Vuokraa varusteet seikkailuun", book: "Varaa", start: "Noutopäivä", end: "Palautuspäivä", check: "Näytä saatavuus ja hinta",
    days: /3 päivää: /, weekend: "Sisältää 1 viikonlopun viikonloppuhinnalla.", name: "Nimi", email: "Sähköposti", phone: "Puhelinnumero", submit: "Vahvista varaus",
    confirmed: "Varaus on vahvistettu.", cancel: "Peru varaus", cancelled: "Varaus on peruttu.", subject: "Vuokravaraus", phoneError: "Anna puhelinnumero.",
  },
  en: {
    footer: "Rental", title: "Rent gear for your next adventure", book: "Book", start: "Pick-up day", end: "Return day", check: "Show availability and price",
    days: /3 days: /, weekend: "Includes 1 weekend at the weekend price.", name: "Name", email: "E-mail", phone: "Phone number", submit: "Confirm the booking",
    confirmed: "The booking is confirmed.", cancel: "Cancel the booking", cancelled: "The booking is cancelled.", subject: "Rental booking", phoneError: "Enter a phone number.",
  },
} as const;

/** The Friday at least `weeks` weeks from today (ISO day), and its Sunday. */
function friday(weeks: number): { start: string; end: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + ((5 - d.getUTCDay() + 7) % 7));
  const start = d.toISOString().slice(0, 10);
  d.setUTCDate(d.getUTCDate() + 2);
  return { start, end: d.toISOString().slice(0, 10) };
}

for (const [index, language] of (["fi", "en"] as const).entries()) {
  test(`books rental gear for a weekend, gets the e-mail and cancels (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const s = TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const email = `e2e.rental.${language}.${Date.now()}@example.fi`;
    const { start, end } = friday(2 + index);

    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: s.footer, exact: true }).click();
    await expect(page).toHaveURL(/\/rental\/$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
    await main.getByRole("link", { name: "Polku Tampere", exact: true }).click();
    await expect(page).toHaveURL(/\/rental\/\?store=tampere$/);
    const cards = main.getByTestId("rental-item");
    await expect(cards.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Each language books its own item.
    await cards.nth(index).getByRole("link", { name: new RegExp(`^${s.book}: `) }).click();
    const panel = main.getByRole("region", { name: new RegExp(`^${s.book}: `) });
    await expect(panel).toBeVisible();
    await panel.getByLabel(s.start).fill(start);
    await panel.getByLabel(s.end).fill(end);
    await panel.getByRole("button", { name: s.check }).click();
    await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}`));
    await expect(panel.getByTestId("rental-calendar").getByRole("listitem")).toHaveCount(28);
    await expect(panel.getByTestId("rental-quote")).toContainText(s.days);
    await expect(panel.getByTestId("rental-quote")).toContainText(s.weekend);
    expect(await seriousViolations(page)).toEqual([]);

    // A bad phone number is a field error; then the booking.
    await panel.getByLabel(s.name, { exact: true }).fill("Aino Virtanen");
    await panel.getByLabel(s.email, { exact: true }).fill(email);
    await panel.getByLabel(s.phone, { exact: true }).fill("soita");
    await panel.getByRole("button", { name: s.submit }).click();
    await expect(panel.getByLabel(s.phone, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(panel).toContainText(s.phoneError);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await panel.getByLabel(s.name, { exact: true }).fill("Aino Virtanen");
    await panel.getByLabel(s.email, { exact: true }).fill(email);
    await panel.getByLabel(s.phone, { exact: true }).fill("040 123 4567");
    await panel.getByRole("button", { name: s.submit }).click();
    await expect(page).toHaveURL(/\/rental\/booking\/R\d{8}\/\?token=[\w-]+$/);
    await expect(main.getByRole("status")).toContainText(s.confirmed);
    const number = /R\d{8}/.exec(page.url())![0];

    const mail = await mailOf(request, email, "rental.booking");
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(`${s.subject} ${number}`);
    expect(mail.text).toContain(`/rental/booking/${number}/?token=`);

    // The e-mail's link opens the booking, which can be cancelled before the pick-up.
    const link = /https?:\/\/\S+\/rental\/booking\/\S+/.exec(mail.text)![0];
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
    await main.getByRole("button", { name: s.cancel }).click();
    await expect(main.getByRole("status")).toContainText(s.cancelled);
    await expect(main.getByRole("button", { name: s.cancel })).toHaveCount(0);
  });
}

test("the rental partner's entry /rental/rentle/ books in the rentle layout: no shop menu, every step on its own address (fi, 390 px)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const s = TEXTS.fi;
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `e2e.rentle.${Date.now()}@example.fi`;
  const { start, end } = friday(4);

  await gotoHydrated(page, "/rental/rentle/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
  // The rentle layout: the logo and the way back to the shop, no menu, no search, no cart.
  await expect(page.getByRole("link", { name: "Takaisin verkkokauppaan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Valikko" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByRole("link", { name: "Polku Tampere", exact: true }).click();
  await expect(page).toHaveURL(/\/rental\/rentle\/\?store=tampere$/);
  await main.getByTestId("rental-item").nth(2).getByRole("link", { name: new RegExp(`^${s.book}: `) }).click();
  await expect(page).toHaveURL(/\/rental\/rentle\/\?store=tampere&item=\d+#book$/);
  const panel = main.getByRole("region", { name: new RegExp(`^${s.book}: `) });
  await panel.getByLabel(s.start).fill(start);
  await panel.getByLabel(s.end).fill(end);
  await panel.getByRole("button", { name: s.check }).click();
  await expect(page).toHaveURL(new RegExp(`/rental/rentle/\\?.*start=${start}&end=${end}`));
  await expect(panel.getByTestId("rental-quote")).toContainText(s.days);
  await expect(page.getByRole("button", { name: "Valikko" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByLabel(s.name, { exact: true }).fill("Aino Virtanen");
  await panel.getByLabel(s.email, { exact: true }).fill(email);
  await panel.getByLabel(s.phone, { exact: true }).fill("040 123 4567");
  await panel.getByRole("button", { name: s.submit }).click();
  await expect(page).toHaveURL(/\/rental\/booking\/R\d{8}\/\?token=[\w-]+$/);
  await expect(main.getByRole("status")).toContainText(s.confirmed);
  const number = /R\d{8}/.exec(page.url())![0];
  expect((await mailOf(request, email, "rental.booking")).subject).toBe(`${s.subject} ${number}`);
});
