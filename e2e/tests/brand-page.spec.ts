// Brand page (spec 02 §2): breadcrumbs Brands > brand, the promo carousel changing every 5 s,
// the logo as heading, the description, the product grid, metadata and the 404.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ProductGridPage } from "../pages/product-grid-page";

test.use({ locale: "fi-FI" });

interface Brand {
  name: string;
  slug: string;
  title: string;
  logo: string | null;
  promoImages: string[];
}

async function brandWithPromos(request: APIRequestContext): Promise<Brand> {
  const { brands } = (await (await request.get("/api/brands/")).json()) as { brands: { slug: string }[] };
  for (const { slug } of brands) {
    const brand = (await (await request.get(`/api/brand/?slug=${slug}&language=fi`)).json()) as Brand;
    if (brand.promoImages.length > 1 && brand.logo) return brand;
  }
  throw new Error("The demo catalogue has no brand with several promo images");
}

test("a brand page has breadcrumbs, the logo as heading, a rotating carousel and the grid", async ({ page, request }) => {
  const brand = await brandWithPromos(request);
  // The carousel's 5 s interval runs on a controlled clock.
  await page.clock.install();
  const grid = new ProductGridPage(page);
  await grid.goto(`/${brand.slug}/`);

  const crumbs = page.getByRole("navigation", { name: "Murupolku" });
  await expect(crumbs.getByRole("link", { name: "Merkit" })).toHaveAttribute("href", "/manufacturers/");
  await expect(crumbs.getByText(brand.name, { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 }).getByRole("img", { name: brand.name })).toBeVisible();
  await expect(page).toHaveTitle(`${brand.title || brand.name} - Polku`);

  const carousel = page.getByRole("region", { name: `Kuvia merkiltä ${brand.name}` });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(brand.promoImages.length);
  await expect(slides.first().locator("img")).toHaveAttribute("src", /w=720&h=480&fit=cover/);
  await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
  // spec 02 §9: the image changes every 5000 ms.
  await page.clock.runFor(5_100);
  await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");

  // Paused: the image stays.
  await carousel.getByRole("button", { name: "Pysäytä kuvien vaihto" }).click();
  await page.mouse.move(0, 0); // away from the carousel, which also pauses while hovered
  await expect(carousel.getByRole("button", { name: "Jatka kuvien vaihtoa" })).toBeVisible();
  const visibleSlide = () => slides.evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute("aria-hidden") === "false"));
  const shown = await visibleSlide();
  await page.clock.runFor(11_000);
  expect(await visibleSlide()).toBe(shown);

  await carousel.getByRole("button", { name: "Seuraava kuva" }).click();
  await expect(slides.nth((shown + 1) % brand.promoImages.length)).toHaveAttribute("aria-hidden", "false");

  await expect(grid.cards.first()).toBeVisible();
  await grid.waitForFullList();
  const { matching, total } = await grid.counts();
  expect(matching).toBe(total);
  await expect(grid.cards.first().getByText(brand.name, { exact: true })).toBeVisible();
});

test("a brand page has no serious accessibility violations", async ({ page, request }) => {
  const brand = await brandWithPromos(request);
  await new ProductGridPage(page).goto(`/${brand.slug}/`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("a brand that does not exist is the unmatched route's 404 (spec 01 §2)", async ({ page }) => {
  const response = await page.goto("/ei-tallaista-merkkia/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sivua ei löytynyt");
});
