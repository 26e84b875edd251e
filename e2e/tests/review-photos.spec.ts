// Review photos (docs/product-page.md "Review photos", docs/admin.md "Reviews"; issue 12): a
// customer of its own writes a review with two photos, which are not shown while it waits; staff
// see both in the back office, remove one and show the review; the product page then shows the
// other as a thumbnail button that opens the picture with its alt text. axe on both pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { solidPng } from "../pages/images";
import { openAdminAs } from "../pages/admin-page";
import { groupList } from "../pages/product-grid-page";
import { openReviewForm } from "../pages/product-page";
import { logInByApi, registerCustomer, type Account } from "../pages/login-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };


/** The last model of vaatteet (the review-writing test picks rated ones from the start); each run writes as a new customer. */
async function pickModel(request: APIRequestContext) {
  const group = await groupList(request, "vaatteet");
  const item = group.items[group.items.length - 1];
  expect(item, "vaatteet has products").toBeDefined();
  return { id: item!.id, path: `/${item!.path}/` };
}

interface Listed {
  results: { id: number; comment: string; images: string[] }[];
}

test("a review's photo shows on the product page once staff approve it, and staff can remove one", async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const { id, path } = await pickModel(request);
  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "photo" });
  await logInByApi(context, request, baseURL!, account);
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  const form = await openReviewForm(main);

  // A file that is no picture is refused in the page; two pictures are previewed.
  const photos = form.getByRole("group", { name: "Kuvat (valinnainen)" });
  // The limits of spec 02 §9: per file, and 25 MB in all.
  await expect(form).toContainText("Enintään 3 kuvaa, JPEG, PNG tai WebP, kukin enintään 8 Mt, yhteensä enintään 25 Mt.");
  await photos.getByLabel("Lisää kuva").setInputFiles({ name: "muistio.txt", mimeType: "text/plain", buffer: Buffer.from("ei kuva") });
  await expect(photos.getByText("Kuvan pitää olla JPEG, PNG tai WebP.")).toBeVisible();
  await photos.getByLabel("Lisää kuva").setInputFiles([
    { name: "tunturi.png", mimeType: "image/png", buffer: solidPng(480, 320, 0x40) },
    { name: "laavu.png", mimeType: "image/png", buffer: solidPng(320, 480, 0xa0) },
  ]);
  await expect(photos.getByRole("img", { name: "Valittu kuva tunturi.png" })).toBeVisible();
  await expect(photos.getByRole("img", { name: "Valittu kuva laavu.png" })).toBeVisible();
  await expect(photos.getByText("Kuvan pitää olla JPEG, PNG tai WebP.")).toHaveCount(0);

  const comment = `Kestävä ja kevyt, kuvat retkeltä ${Date.now()}.`;
  await form.getByRole("radio", { name: "5 tähteä" }).check();
  await form.getByLabel("Nimimerkki").fill("Kuvaaja K.");
  await form.getByLabel("Arvostelu", { exact: true }).fill(comment);
  await form.getByRole("button", { name: "Lähetä arvostelu" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Kiitos!" })).toBeVisible();

  // Waiting for moderation: neither the review nor its photos are listed.
  const listed = async () => ((await (await request.get(`/api/product_reviews/?model_id=${id}&size=50`)).json()) as Listed).results;
  expect((await listed()).map((r) => r.comment)).not.toContain(comment);

  // Staff open the review in the back office, remove the second photo and show the review.
  const staffContext = await browser.newContext({ baseURL, locale: "fi-FI" });
  const staffPage = await staffContext.newPage();
  await openAdminAs(staffPage, STAFF, `/reviews/?moderation=pending&model=${id}`);
  await staffPage.getByRole("link", { name: /Kuvaaja K\./ }).first().click();
  const review = staffPage.getByRole("main");
  await expect(review.getByRole("heading", { name: "Kuvat" })).toBeVisible();
  await expect(review.getByRole("img", { name: "Kuva 1/2, kirjoittaja Kuvaaja K." })).toBeVisible();
  await expect(review.getByRole("img", { name: "Kuva 2/2, kirjoittaja Kuvaaja K." })).toBeVisible();
  const axeAdmin = await new AxeBuilder({ page: staffPage }).analyze();
  expect(axeAdmin.violations.map((v) => v.id)).toEqual([]);
  await review.getByRole("button", { name: "Poista kuva 2" }).click();
  await expect(review.getByText("Kuva poistettu.")).toBeVisible();
  await expect(review.getByRole("img", { name: "Kuva 1/1, kirjoittaja Kuvaaja K." })).toBeVisible();
  await review.getByLabel("Näytä kaupassa").check();
  await review.getByRole("button", { name: "Tallenna" }).click();
  await expect(review.getByText("Tallennettu")).toBeVisible();
  await staffContext.close();

  // Another shopper's product page (the writer's browser may keep the list it read for 30 s)
  // lists the review with its one photo, which opens larger with its alt text.
  await expect.poll(async () => (await listed()).find((r) => r.comment === comment)?.images.length ?? 0).toBe(1);
  const shopper = await browser.newContext({ baseURL, locale: "fi-FI" });
  const other = await shopper.newPage();
  await gotoHydrated(other, path);
  const otherMain = other.getByRole("main");
  await otherMain.getByRole("button", { name: /^Arvostelut/ }).click();
  const mine = otherMain.locator("[data-review-id]").filter({ hasText: comment });
  await expect(mine).toBeVisible();
  const thumb = mine.getByRole("button", { name: "Näytä arvostelun kuva 1 / 1" });
  await thumb.focus();
  await other.keyboard.press("Enter");
  const dialog = other.getByRole("dialog", { name: "Arvostelun kuva" });
  await expect(dialog.getByRole("img", { name: "Kuva arvostelusta, jonka kirjoitti Kuvaaja K." })).toBeVisible();
  await expect.poll(() => dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page: other }).include("#reviews").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await other.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(thumb).toBeFocused();
  await shopper.close();
});
