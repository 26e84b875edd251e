// Product page reviews (spec 02 §2: collapsible, the header rating scrolls to and opens them;
// §4: paged by 10, sorted by date or likes; §5: reviews without text are not shown).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { gotoHydrated } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

interface ReviewPage {
  results: { id: number; comment: string }[];
  count: number;
  max_pages: number;
}

const reviewPage = async (request: APIRequestContext, modelId: number, sort: "date" | "likes", size = 10): Promise<ReviewPage> => {
  const response = await request.get(`/api/product_reviews/?model_id=${modelId}&size=${size}&page=1&sort=${sort}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReviewPage;
};

/** A rated jacket with more than 10 written reviews whose most liked one is not the newest: the demo data varies. */
async function pickModel(request: APIRequestContext) {
  const items = (await groupList(request, "vaatteet")).items.filter((item) => item.rating !== null);
  for (const item of items.slice(0, 200)) {
    const byDate = await reviewPage(request, item.id, "date");
    if (byDate.count <= 10) continue;
    const byLikes = await reviewPage(request, item.id, "likes");
    if (byLikes.results[0]!.id !== byDate.results[0]!.id) return { path: item.path, byDate, byLikes };
  }
  throw new Error("No model with more than 10 written reviews in vaatteet");
}

test("the header rating opens the reviews; 'Show more' adds a page; sorting by likes reorders", async ({ page, request }) => {
  const { path, byDate, byLikes } = await pickModel(request);
  await gotoHydrated(page, `/${path}/`);

  const main = page.getByRole("main");
  const toggle = main.getByRole("button", { name: /^Arvostelut/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const reviews = main.locator("[data-review-id]");
  await expect(reviews).toHaveCount(0);

  await main.getByRole("link", { name: /Näytä arvostelut/ }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toBeInViewport();
  await expect(reviews).toHaveCount(10);
  // Newest first, the same as the API answers.
  await expect(reviews.first()).toHaveAttribute("data-review-id", String(byDate.results[0]!.id));

  await main.getByRole("button", { name: "Näytä lisää arvosteluja" }).click();
  await expect(reviews).toHaveCount(Math.min(20, byDate.count));

  await main.getByRole("combobox", { name: "Järjestys" }).selectOption({ label: "Eniten tykätyt" });
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toHaveAttribute("data-review-id", String(byLikes.results[0]!.id));
  await expect(reviews.first()).toContainText(byLikes.results[0]!.comment.slice(0, 40));

  const axe = await new AxeBuilder({ page }).include("#reviews").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The toggle closes the section again.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(reviews.first()).toBeHidden();
});

test("a failed page shows an error with a retry that loads it", async ({ page, request }) => {
  const { path } = await pickModel(request);
  let fail = true;
  await page.route("**/api/product_reviews/**", (route) => (fail ? route.fulfill({ status: 503, body: "{}" }) : route.continue()));
  await gotoHydrated(page, `/${path}/`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Arvostelut/ }).click();
  await expect(main.getByRole("alert")).toContainText("Arvostelujen lataaminen epäonnistui.");
  fail = false;
  await main.getByRole("button", { name: "Yritä uudelleen" }).click();
  await expect(main.locator("[data-review-id]")).toHaveCount(10);
  await expect(main.getByRole("alert")).toHaveCount(0);
});
