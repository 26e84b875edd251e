// Issue 12 "Product gallery": the image opens a zoom viewer by click or keyboard that really
// zooms (in and out, panned by keys), changes images and gives focus back; on a phone a swipe
// moves through the images with dots, and a buy bar stays at the bottom of the screen once the
// buy box has scrolled away (docs/product-page.md "Gallery", "Sticky buy bar"). fi and en.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { productModel } from "../pages/product-page";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const GROUP = "vaatteet/takit";

const TEXTS = {
  fi: { zoom: /^Suurenna kuva: /, zoomIn: /^Lähennä: /, zoomOut: /^Loitonna: /, next: "Seuraava kuva", add: "Lisää ostoskoriin", chooseSize: "Valitse koko", size: "Koko", bar: "Tuotteen pikaosto" },
  en: { zoom: /^Enlarge image: /, zoomIn: /^Zoom in: /, zoomOut: /^Zoom out: /, next: "Next image", add: "Add to cart", chooseSize: "Choose size", size: "Size", bar: "Quick buy" },
} as const;

interface Candidate {
  path: string;
  name: string;
  inStockSize: string;
}

/**
 * A one-colour jacket with at least three images and sizes, one of them in stock; its address
 * and name in the language (product paths are per language).
 */
async function pickModel(request: APIRequestContext, language: "fi" | "en"): Promise<Candidate> {
  const { id, items } = await groupList(request, GROUP);
  const response = await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id }, language, taxAreaId: 1 } });
  const local = new Map(((await response.json()) as { id: number; path: string; name: string }[]).map((item) => [item.id, item]));
  for (const item of items.slice(0, 60)) {
    const model = (await productModel(request, item.path)) as Awaited<ReturnType<typeof productModel>> & { colors: { slug: string; images: string[] }[] };
    if (model.colors.length !== 1 || model.colors[0]!.images.length < 3) continue;
    if (!model.products.every((variant) => variant.size !== null && variant.type === null)) continue;
    const inStock = model.products.find((variant) => variant.inStock && !variant.blockedStock);
    if (!inStock) continue;
    const own = local.get(model.id);
    if (!own) continue;
    return { path: `/${own.path.replace(/^\/+|\/+$/g, "")}/`, name: own.name, inStockSize: inStock.size!.name };
  }
  throw new Error(`No model in ${GROUP} with three images in every colour and a size in stock`);
}

test.describe.configure({ timeout: 90_000 });

const imageNumber = async (image: Locator) => Number(/(\d+)\D+(\d+)$/.exec((await image.getAttribute("alt")) ?? "")?.[1]);

for (const language of ["fi", "en"] as const) {
  const text = TEXTS[language];

  test.describe(`desktop 1366 (${language})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("the image opens a zoom viewer by click and by keyboard; it zooms, pans, changes image and closes back to the image", async ({ page, baseURL }) => {
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const model = await pickModel(page.request, language);
      await gotoHydrated(page, model.path);
      const opener = page.getByRole("button", { name: text.zoom });
      await opener.click();
      const viewer = page.getByRole("dialog", { name: model.name });
      await expect(viewer).toBeVisible();
      const stage = viewer.getByRole("button", { name: text.zoomIn });
      await expect(stage).toBeFocused();
      const image = viewer.getByRole("img");
      await expect(image).toHaveAttribute("src", /1600/);
      const before = await image.boundingBox();

      // Enter zooms in at the middle: the image is drawn larger than the stage.
      await page.keyboard.press("Enter");
      const zoomedStage = viewer.getByRole("button", { name: text.zoomOut });
      await expect(zoomedStage).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before!.width * 2);
      // Zoomed in, an arrow key pans (the image moves), it does not change the image.
      const centred = (await image.boundingBox())!.x;
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await image.boundingBox())!.x).toBeLessThan(centred);
      expect(await imageNumber(image)).toBe(1);
      // '-' zooms out; then the arrow key moves to the next image.
      await page.keyboard.press("-");
      await expect(stage).toHaveAttribute("aria-pressed", "false");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => imageNumber(image)).toBe(2);
      await viewer.getByRole("button", { name: text.next }).click();
      await expect.poll(() => imageNumber(image)).toBe(3);

      // A click zooms in where it lands, a second click zooms out.
      await stage.click({ position: { x: 20, y: 20 } });
      await expect(viewer.getByRole("button", { name: text.zoomOut })).toBeVisible();
      await viewer.getByRole("button", { name: text.zoomOut }).click({ position: { x: 20, y: 20 } });
      await expect(stage).toHaveAttribute("aria-pressed", "false");
      expect(await new AxeBuilder({ page }).include("[role=dialog]").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

      // Escape closes; focus is back on the image, which now shows the image chosen in the viewer.
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAccessibleName(new RegExp(`(3 / |3 of )`));

      // By keyboard alone: Space on the image opens the viewer.
      await opener.focus();
      await page.keyboard.press("Space");
      await expect(viewer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
    });
  });

  test.describe(`mobile 390 (${language})`, () => {
    // Reduced motion: the bar's way to the sizes scrolls at once, not smoothly under the test's clicks.
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" });

    test("a swipe moves through the images with dots; the buy bar appears once the buy box has scrolled away", async ({ page, baseURL }) => {
      await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
      const model = await pickModel(page.request, language);
      await gotoHydrated(page, model.path);
      const stage = page.getByTestId("gallery-stage");
      const dots = page.getByTestId("gallery-dots").locator("span");
      await expect(dots.first()).toBeVisible();
      await expect(dots.nth(0)).toHaveAttribute("data-current", "true");
      await swipe(page, stage, -120);
      await expect(dots.nth(1)).toHaveAttribute("data-current", "true");
      await swipe(page, stage, 120);
      await expect(dots.nth(0)).toHaveAttribute("data-current", "true");
      // A vertical drag is the page's, not the gallery's: the next swipe left moves from the first
      // image to the second (had the drag moved the gallery, it would land elsewhere), and none of
      // the gestures, being no tap, opened the viewer.
      await swipe(page, stage, 10, 120);
      await swipe(page, stage, -120);
      await expect(dots.nth(1)).toHaveAttribute("data-current", "true");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // The buy bar: hidden while the buy box is in view, shown once it has scrolled away.
      const bar = page.getByRole("region", { name: text.bar });
      await expect(bar).toBeHidden();
      // A jump from above the buy box to well below it shows the bar too.
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollPastBuyBox(page);
      await expect(bar).toBeVisible();
      // At the bottom of the screen, once it has slid in.
      const bottom = async () => {
        const box = (await bar.boundingBox())!;
        return box.y + box.height;
      };
      await expect.poll(bottom).toBeLessThanOrEqual(844 + 1);
      expect((await bar.boundingBox())!.y).toBeGreaterThan(844 - 140);
      await expect(bar.getByText(model.name)).toBeVisible();

      // No size yet: the bar's button takes the shopper to the size choice.
      await bar.getByRole("button", { name: text.chooseSize }).click();
      const sizes = page.getByRole("group", { name: text.size });
      await expect(sizes.getByRole("radio").and(page.locator(":focus"))).toHaveCount(1);
      await expect(bar).toBeHidden();
      await sizes.getByRole("radio", { name: model.inStockSize, exact: true }).check({ force: true });
      await scrollPastBuyBox(page);
      await expect(bar.getByRole("button", { name: text.add })).toBeVisible();
      await bar.getByRole("button", { name: text.add }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
}

/** Scrolls the add-to-cart area well out of view above. */
async function scrollPastBuyBox(page: Page) {
  await page.evaluate(() => {
    const area = document.querySelector('[data-testid="add-to-cart"]')!;
    window.scrollTo(0, window.scrollY + area.getBoundingClientRect().bottom + 300);
  });
}

/** A touch drag over the element by dx, dy pixels (pointer events as a touch screen sends them). */
async function swipe(page: Page, element: Locator, dx: number, dy = 0) {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const init = { pointerType: "touch", pointerId: 7, isPrimary: true, bubbles: true };
  await element.dispatchEvent("pointerdown", { ...init, clientX: x, clientY: y });
  await element.dispatchEvent("pointermove", { ...init, clientX: x + dx / 2, clientY: y + dy / 2 });
  await element.dispatchEvent("pointerup", { ...init, clientX: x + dx, clientY: y + dy });
}
