// The corporate inquiry and the newsletters (docs/content.md "Forms"): field errors in the
// shopper's language, the inquiry through to the e-mail in the outbox, and a newsletter
// subscription without JavaScript through the mailed link to the confirmation and, by the mail's
// signed link, its end; axe on both pages.
import { expect, test } from "@playwright/test";
import { mailOf, seriousViolations } from "../pages/flows";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

test("the corporate inquiry checks its fields in Finnish and reaches the outbox", async ({ page }) => {
  const email = `corp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoHydrated(page, "/enterprise/");
  await page.locator("footer").getByRole("link", { name: "Yritysasiakkaan yhteydenotto" }).click();
  await expect(page).toHaveURL(/\/corporate-info-form\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yritysasiakkaan yhteydenotto");

  await page.getByLabel("Y-tunnus").fill("1234567-8");
  await page.getByRole("button", { name: "Lähetä yhteydenotto" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Tarkista merkityt kentät.");
  await expect(page.getByLabel("Yrityksen nimi")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Y-tunnus on muotoa 1234567-8. Tarkista numerot.")).toBeVisible();
  await expect(page.getByText("Valitse, mistä olette kiinnostuneita.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Yrityksen nimi").fill("Tunturiopas Oy");
  await page.getByLabel("Y-tunnus").fill("0112038-9");
  await page.getByLabel("Yhteyshenkilö").fill("Sanna Korhonen");
  await page.getByLabel("Sähköposti").fill(email);
  await page.getByLabel("Mistä olette kiinnostuneita?").selectOption("staff-gifts");
  await page.getByLabel("Vastaanottajien määrä").fill("40");
  await page.getByLabel("Kerro tarpeestanne").fill("Joululahjat 40 oppaalle, toimitus Rovaniemelle.");
  await page.getByRole("button", { name: "Lähetä yhteydenotto" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(email);
  const mail = await mailOf(page.request, email, "corporate.inquiry.confirmation");
  expect(mail.subject).toContain("Yrityskyselynne on vastaanotettu");
  expect(mail.text).toContain("Tunturiopas Oy");
});

test("the forest letter subscribes without JavaScript and the mailed link confirms it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "sv-SE", baseURL });
  await context.addCookies([{ name: "so_language", value: "sv", url: baseURL! }]);
  const page = await context.newPage();
  const email = `forest-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/forest-newsletter/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skogsbrevet");
  await page.getByLabel("E-post", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Prenumerera" }).click();
  await expect(page.getByText("Prenumerationen kräver ditt samtycke.")).toBeVisible();
  await expect(page.getByLabel("E-post", { exact: true })).toHaveValue(email);
  await page.locator("main").getByRole("checkbox").check();
  await page.getByRole("button", { name: "Prenumerera" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(`Vi skickade en bekräftelselänk till ${email}`);

  const mail = await mailOf(page.request, email, "newsletter.forest.confirm");
  expect(mail.subject).toContain("Skogsbrevet");
  const link = new URL(/https?:\/\/\S+\?confirm=[\w-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bekräfta prenumerationen");
  await page.getByRole("button", { name: "Bekräfta prenumerationen" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(`Prenumerationen är bekräftad. Nästa brev kommer till ${email}.`);
  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Bekräfta prenumerationen" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Bekräftelselänken har gått ut eller redan använts.");

  // The consent promised the subscription can be ended at any time: the mail's signed link does it.
  const leave = new URL(/^Avsluta prenumerationen: (https?:\/\/\S+)$/m.exec(mail.text)![1]!);
  await page.goto(`${leave.pathname}${leave.search.replace(/sig=[\w-]+/, "sig=" + "A".repeat(43))}`);
  await page.getByRole("button", { name: "Avsluta prenumerationen" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Länken för att avsluta gäller inte.");
  await page.goto(`${leave.pathname}${leave.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Avsluta prenumerationen");
  await expect(page.locator("main")).toContainText(email);
  await page.getByRole("button", { name: "Avsluta prenumerationen" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(`Prenumerationen är avslutad. Brevet skickas inte längre till ${email}`);
  await context.close();
});

test("the corporate letter asks for the company and links the inquiry", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/corporate-newsletter/");
  await page.getByLabel("Sähköposti", { exact: true }).fill("x@example.com");
  await page.getByLabel(/Haluan vastaanottaa kirjeen/).check();
  await page.getByRole("button", { name: "Tilaa" }).click();
  await expect(page.getByLabel("Yritys", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator("main").getByRole("link", { name: "Yritysasiakkaan yhteydenotto" }).click();
  await expect(page).toHaveURL(/\/corporate-info-form\/$/);
});
