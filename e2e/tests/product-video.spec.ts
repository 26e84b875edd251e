// The product video (spec 02 §2, §7; docs/product-page.md "Product video"): a model with a video
// shows a placeholder until the shopper accepts functional cookies, with a link to YouTube; the
// consent button embeds the video (youtube-nocookie), and a consent given elsewhere is found by the
// 500 ms retry without a reload. Nothing is fetched from the internet: every request to YouTube is
// refused and counted, and the test reads the iframe's address instead of loading it.
import { expect, test } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

test("a product video waits for functional-cookie consent", async ({ page, context, baseURL, request }) => {
  const outside: string[] = [];
  await context.route(/youtube(-nocookie)?\.com/, (route) => {
    outside.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  await setLocaleCookies(context, baseURL!, { language: "fi", country: "fi", currency: "eur" });

  // The demo's jackets 1-3 have a video; another model has none and no video section.
  const { items } = await groupList(request, "vaatteet/takit");
  const withVideo = items.find((item) => [1, 2, 3].includes(item.id));
  const without = items.find((item) => item.id > 3);
  expect(withVideo, "a demo model with a video is listed").toBeDefined();
  const model = (await (await request.get(`/api/products/productmodel/${withVideo!.path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`)).json()) as { video: string | null };
  expect(model.video).toMatch(/^[\w-]{11}$/);

  await gotoHydrated(page, without!.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("product-video")).toHaveCount(0);

  await gotoHydrated(page, withVideo!.path);
  const section = page.getByRole("region", { name: "Video" });
  await expect(section.getByText("Video näytetään, kun hyväksyt toiminnalliset evästeet.")).toBeVisible();
  await expect(section.getByRole("link", { name: "Katso video YouTubessa" })).toHaveAttribute("href", `https://www.youtube.com/watch?v=${model.video}`);
  await expect(section.locator("iframe")).toHaveCount(0);

  await section.getByRole("button", { name: "Hyväksy toiminnalliset evästeet ja näytä video" }).click();
  await expect(section.getByTestId("product-video-frame")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${model.video}?rel=0`);
  expect((await context.cookies()).find((cookie) => cookie.name === "cookie_consent")?.value).toBe("functional");

  // Consent given elsewhere (another tab, a consent banner): the retry finds it without a reload.
  await context.clearCookies({ name: "cookie_consent" });
  await setLocaleCookies(context, baseURL!, { language: "fi", country: "fi", currency: "eur" });
  await gotoHydrated(page, withVideo!.path);
  await expect(section.getByTestId("product-video-placeholder")).toBeVisible();
  await context.addCookies([{ name: "cookie_consent", value: "functional", url: baseURL! }]);
  await expect(section.getByTestId("product-video-frame")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${model.video}?rel=0`);
  expect(outside.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
});
