// The back office's group addresses (docs/admin.md "Group addresses and redirects"): a staff user
// makes two groups of their own (left out of the menu, so no other test sees them) and a subgroup
// under the first, then moves the subgroup under the second with a new Finnish slug. The old
// address answers a permanent redirect to the new one in all six languages, and the new address
// shows the group in the shop at once.
import { expect, test } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import type { Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };
const LANGUAGES = ["fi", "sv", "en", "de", "fr", "ru"] as const;
const TABS = { fi: "Suomi", sv: "Svenska", en: "English", de: "Deutsch", fr: "Français", ru: "Русский" } as const;

test("a staff user moves a group: its old address redirects in every language and the new one shows it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-7);
  const main = page.getByRole("main");

  /** Makes a group named "{name} {language}" in each language (slugs made from the names); its id. */
  async function makeGroup(name: string, parentLabel: string | null): Promise<string> {
    await gotoAdmin(page, "/productgroups/new/");
    await expect(main.getByRole("heading", { level: 1, name: "Uusi tuoteryhmä" })).toBeVisible();
    if (parentLabel) await main.getByRole("combobox", { name: "Yläryhmä" }).selectOption({ label: parentLabel });
    await main.getByLabel("Näytä valikossa").uncheck();
    for (const l of LANGUAGES) {
      await main.getByRole("tab", { name: TABS[l] }).click();
      await main.getByLabel(`Nimi (${l})`).fill(`${name} ${l}`);
    }
    await main.getByRole("button", { name: "Tallenna" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Tuoteryhmä luotu." })).toBeVisible();
    return /\/productgroups\/(\d+)\//.exec(page.url())![1]!;
  }

  await openAdminAs(page, STAFF, "/productgroups/");
  await makeGroup(`Lähtö ${tag}`, null);
  await makeGroup(`Kohde ${tag}`, null);
  const childId = await makeGroup(`Siirtyvä ${tag}`, `/lahto-${tag}-fi/ (Lähtö ${tag} fi)`);
  const oldPath = (l: string) => `/lahto-${tag}-${l}/siirtyva-${tag}-${l}/`;
  await main.getByRole("tab", { name: TABS.fi }).click();
  await expect(main.getByText(`Nyt ${oldPath("fi")}.`)).toBeVisible();

  const shop = await page.context().newPage();
  await gotoHydrated(shop, oldPath("fi"));
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(`Siirtyvä ${tag} fi`);

  // The move: another parent and a new Finnish slug.
  await gotoAdmin(page, `/productgroups/${childId}/`);
  await main.getByRole("combobox", { name: "Yläryhmä" }).selectOption({ label: `/kohde-${tag}-fi/ (Kohde ${tag} fi)` });
  await main.getByRole("tab", { name: TABS.fi }).click();
  await main.getByLabel("Osoitteen osa (fi)").fill(`siirretty-${tag}`);
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  const newPath = (l: string) => (l === "fi" ? `/kohde-${tag}-fi/siirretty-${tag}/` : `/kohde-${tag}-${l}/siirtyva-${tag}-${l}/`);
  await main.getByRole("tab", { name: TABS.fi }).click();
  await expect(main.getByText(`Nyt ${newPath("fi")}.`)).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: `fi: ${oldPath("fi")}` })).toBeVisible();

  // The old address in the shop: a permanent redirect, then the group at its new address.
  for (const l of LANGUAGES) {
    const answer = await request.get(oldPath(l), { headers: { cookie: `so_language=${l}` }, maxRedirects: 0 });
    expect(answer.status(), l).toBe(301);
    expect(new URL(answer.headers().location!, "http://shop").pathname, l).toBe(newPath(l));
  }
  await gotoHydrated(shop, `${oldPath("fi")}?utm_source=e2e`);
  await expect(shop).toHaveURL((url) => url.pathname === newPath("fi") && url.search === "?utm_source=e2e");
  await expect(shop.getByRole("heading", { level: 1 })).toContainText(`Siirtyvä ${tag} fi`);
  await shop.close();
});
