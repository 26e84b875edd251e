// The back office's content (docs/admin.md "Content"): staff make a banner and see it on the
// shop's front page at once, then deactivate it and it is gone; an admin changes the search box's
// text and sees it in the shop, a setting the shop could not read is refused in the page; axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, openAdminAs } from "../pages/admin-page";
import { ADMIN, type Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

/** The demo staff user (docs/accounts.md "Demo users"). */
const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("staff make a banner that shows on the front page at once, and take it away", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now() % 1_000_000;
  const title = `Kevätretket ${tag}`;
  // The front page shows a banner's heading (its title when it has none).
  const heading = `Uudet teltat ja rinkat ${tag}`;
  await openAdminAs(page, STAFF, "/banners/");
  const main = page.getByRole("main");
  expect(await seriousViolations(page)).toEqual([]);
  await gotoAdmin(page, "/banners/new/");
  await main.getByLabel("Järjestys").fill("-1000");
  await main.getByLabel("Otsikko (fi)", { exact: true }).fill(title);
  await main.getByLabel("Alaotsikko (fi)").fill(heading);
  await main.getByLabel("Painikkeiden osoitteet (fi)").fill("/outlet/");
  await main.getByLabel("Painikkeiden tekstit (fi)").fill("Katso");
  // No picture: refused in the page, the field says why and has the focus.
  await main.getByRole("button", { name: "Luo banneri" }).click();
  const image = main.getByLabel("Kuva", { exact: true });
  await expect(image).toHaveAttribute("aria-invalid", "true");
  await expect(image).toBeFocused();
  await image.fill("scene/fell/day/2.jpg");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("status").filter({ hasText: "Banneri luotu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("näkyy");
  expect(await seriousViolations(page)).toEqual([]);
  const bannerPath = new URL(page.url()).pathname;

  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();

  await page.goto(bannerPath);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await main.getByLabel("Käytössä", { exact: true }).uncheck();
  await main.getByRole("button", { name: "Tallenna" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("ei näy");
  await gotoHydrated(page, "/");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByText(heading)).toHaveCount(0);
});

test("an admin changes the search box's text and sees it in the shop; unreadable JSON is refused", async ({ page }) => {
  test.setTimeout(90_000);
  const text = `Etsi retkelle ${Date.now() % 1_000_000}`;
  await openAdminAs(page, ADMIN, "/settings/");
  const main = page.getByRole("main");
  expect(await seriousViolations(page)).toEqual([]);
  const section = main.getByRole("region", { name: "search_bar_placeholder" });
  const value = section.getByLabel("Arvo (fi)");
  const original = await value.inputValue();
  await value.fill(text);
  await section.getByRole("button", { name: "Tallenna: search_bar_placeholder" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();

  await gotoHydrated(page, "/");
  await expect(page.getByRole("banner").getByPlaceholder(text)).toBeVisible();

  await gotoAdmin(page, "/settings/");
  const flags = main.getByRole("region", { name: "feature_flags" });
  const json = flags.getByLabel("Arvo", { exact: true });
  await json.fill('{"ski_wizard": "yes"}');
  await flags.getByRole("button", { name: "Tallenna: feature_flags" }).click();
  await expect(json).toHaveAttribute("aria-invalid", "true");
  await expect(json).toBeFocused();

  // Put the text back for whoever looks at the shop next.
  await gotoAdmin(page, "/settings/");
  await section.getByLabel("Arvo (fi)").fill(original);
  await section.getByRole("button", { name: "Tallenna: search_bar_placeholder" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Tallennettu." })).toBeVisible();
});
