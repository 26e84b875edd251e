// Banner pictures in the back office (docs/admin.md "Banner pictures"): staff upload a banner's
// picture with the banner form; a file that is not a picture is refused in the page, a picture
// too small by the API beside the same field; the saved banner names the stored picture, which
// the media route serves; axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { solidPng } from "../pages/images";
import { openAdminAs } from "../pages/admin-page";
import type { Account } from "../pages/login-page";

test.use({ locale: "fi-FI" });

const STAFF: Account = { email: "myyja@polku.example", password: "polku-myyja-2025" };


test("staff upload a banner's picture with the banner form", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Kuvabanneri ${Date.now() % 1_000_000}`;
  await openAdminAs(page, STAFF, "/banners/new/");
  const main = page.getByRole("main");
  const file = main.getByLabel("Lataa kuva");
  await main.getByLabel("Otsikko (fi)", { exact: true }).fill(title);

  // Not a picture: refused in the page, nothing sent.
  await file.setInputFiles({ name: "muistio.txt", mimeType: "text/plain", buffer: Buffer.from("ei kuva") });
  await main.getByRole("button", { name: "Luo banneri" }).click();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByText("Valitse JPEG-, PNG- tai WebP-kuva.").first()).toBeVisible();

  // A picture too small for a banner: the API's reason beside the same field.
  await file.setInputFiles({ name: "pieni.png", mimeType: "image/png", buffer: solidPng(400, 200) });
  await main.getByRole("button", { name: "Luo banneri" }).click();
  await expect(main.getByText("Vähintään 800 × 300 pikseliä.").first()).toBeVisible();
  await expect(main.getByLabel("Lataa kuva")).toHaveAttribute("aria-invalid", "true");

  await main.getByLabel("Otsikko (fi)", { exact: true }).fill(title);
  // Saved switched off: the shared front page other tests read keeps its own banners.
  await main.getByLabel("Käytössä", { exact: true }).uncheck();
  await main.getByLabel("Lataa kuva").setInputFiles({ name: "kesä.png", mimeType: "image/png", buffer: solidPng(1200, 400) });
  await main.getByRole("button", { name: "Luo banneri" }).click();
  await expect(main.getByRole("heading", { level: 1, name: new RegExp(title) })).toBeVisible();
  const image = await main.getByLabel("Kuva", { exact: true }).inputValue();
  expect(image).toMatch(/^\/media\/upload\/banner\/[0-9a-f]{32}\.jpg$/);
  const served = await page.request.get(image);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("only the banner form's addresses take a picture-sized body; every other back-office address refuses it before reading", async ({ request }) => {
  const boundary = "polku-size";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.png"\r\ncontent-type: image/png\r\n\r\n`),
    Buffer.alloc(2 * 1024 * 1024, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const post = (url: string) => request.post(url, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, data: body, maxRedirects: 0 });
  expect((await post("/admin/codes/new/")).status()).toBe(413);
  expect((await post("/admin/")).status()).toBe(413);
  // The banner form reads it (and then asks for a login like any page).
  expect((await post("/admin/banners/new/")).status()).not.toBe(413);
});
