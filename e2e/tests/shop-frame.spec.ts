// The shop around its pages (issue 12): a page that is not there keeps the whole header (menu,
// search, cart) on desktop and mobile, and the payment step links the terms of delivery and the
// privacy policy it asks the shopper to accept, at the addresses the route slugs list.
import { expect, test } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, fillDeliveryAndContact, pickVariant } from "../pages/checkout-flow";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { notFound: "Sivua ei löytynyt", search: "Hae verkkokaupasta", cart: /^Ostoskori/, nav: "Tuoteryhmät", menu: "Valikko", terms: "toimitusehdot", privacy: "tietosuojaseloste" },
  en: { notFound: "Page not found", search: "Search the shop", cart: /^Shopping cart/, nav: "Product groups", menu: "Menu", terms: "the terms of delivery", privacy: "the privacy policy" },
} as const;

for (const language of ["fi", "en"] as const) {
  for (const width of [1366, 390]) {
    test(`a 404 keeps the menu, search and cart (${language}, ${width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const response = await gotoHydrated(page, "/ei-tallaista-sivua/");
      expect(response?.status()).toBe(404);
      const t = TEXTS[language];
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(t.notFound);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: t.cart })).toBeVisible();
      await expect(header.getByRole("combobox", { name: t.search })).toBeVisible();
      if (width > 1000) {
        await expect(page.getByRole("navigation", { name: t.nav })).toBeVisible();
      } else {
        // The phone header opens the menu from its button.
        await header.getByRole("button", { name: t.menu }).click();
        await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
      }
      // The footer too: the shopper can go on from here.
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test(`the payment step links the terms and the privacy policy (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const { staticPageSlugs } = (await (await request.get(`/api/route-slugs/?language=${language}`)).json()) as { staticPageSlugs: string[] };
    const pick = await pickVariant(request, "retkeily", language, 7);
    await addToCart(page, t, pick);
    await fillDeliveryAndContact(page, t, `e2e.legal.${language}.${Date.now()}@example.fi`);
    const links = page.getByRole("main").getByTestId("legal-links");
    const terms = links.getByRole("link", { name: new RegExp(`^${TEXTS[language].terms}`) });
    const privacy = links.getByRole("link", { name: new RegExp(`^${TEXTS[language].privacy}`) });
    for (const link of [terms, privacy]) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/page\/[\w-]+\/$/);
      expect(staticPageSlugs.map((slug) => slug.replace(/^\/+|\/+$/g, ""))).toContain(href.slice("/page/".length, -1));
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // The checkbox keeps its own name: the links sit beside it, not inside the label.
    await expect(page.getByRole("main").getByRole("checkbox", { name: t.terms })).toBeVisible();
  });
}

test("a page asked for at another host than PUBLIC_URL's is sent there, path and query kept", async ({ page, baseURL }) => {
  // The browser tests' shop has PUBLIC_URL at 127.0.0.1; localhost is the same server.
  const other = baseURL!.replace("127.0.0.1", "localhost");
  await page.goto(`${other}/checkout/?from=test`);
  await expect(page).toHaveURL(`${baseURL}/checkout/?from=test`);
  // The API answers at any host: only pages move.
  const api = await page.request.get(`${other}/api/shop-promises/?country_code=fi`, { maxRedirects: 0 });
  expect(api.status()).toBe(200);
});
