// Review summary and writing on the product page (docs/product-page.md "Review summary",
// "Writing a review"; issue 12): the star histogram filters the list, the fit summary counts the
// reviews that give a fit, and a customer of its own writes a review that waits for moderation
// and is listed once staff show it. Finnish, and English for the summary.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { groupList } from "../pages/product-grid-page";
import { openReviewForm } from "../pages/product-page";
import { logInByApi, registerCustomer, ADMIN } from "../pages/login-page";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

test.use({ locale: "fi-FI" });

interface Summary {
  count: number;
  summary: { histogram: { stars: number; count: number }[]; fit: { small: number; true: number; large: number; count: number } };
}

const reviewsOf = async (request: APIRequestContext, modelId: number, stars?: number): Promise<Summary> => {
  const response = await request.get(`/api/product_reviews/?model_id=${modelId}&size=10${stars ? `&stars=${stars}` : ""}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Summary;
};

/** The English addresses and names of a group's products, by model id (product paths are per language). */
async function inEnglish(request: APIRequestContext, groupId: number): Promise<Map<number, { path: string; name: string }>> {
  const response = await request.post("/api/products/productmodellist/", { data: { source: { type: "ProductGroup", id: groupId }, language: "en", taxAreaId: 1 } });
  const items = (await response.json()) as { id: number; path: string; name: string }[];
  return new Map(items.map((item) => [item.id, { path: `/${item.path}/`, name: item.name }]));
}

/** A rated jacket whose reviews give a fit and spread over at least two star counts. */
async function pickModel(request: APIRequestContext, skip = 0) {
  const group = await groupList(request, "vaatteet");
  const items = group.items.filter((item) => item.rating !== null);
  let seen = 0;
  for (const item of items.slice(0, 200)) {
    const answer = await reviewsOf(request, item.id);
    const used = answer.summary.histogram.filter((row) => row.count > 0);
    if (answer.summary.fit.count >= 3 && used.length >= 2 && seen++ >= skip) return { id: item.id, path: `/${item.path}/`, answer, groupId: group.id };
  }
  throw new Error("No model with fit values and varied ratings in vaatteet");
}

test("the star histogram filters the reviews and the fit summary counts the fits", async ({ page, request }) => {
  const { path, answer, id } = await pickModel(request);
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Arvostelut/ }).click();
  const bars = main.getByRole("button", { name: /Näytä vain nämä$/ });
  await expect(bars).toHaveCount(5);
  const [fullest] = [...answer.summary.histogram].sort((a, b) => b.count - a.count);
  const bar = main.getByRole("button", { name: new RegExp(`^${fullest!.stars} tähte?ä?: ${fullest!.count} arvostelu`) });
  await expect(bar).toHaveAttribute("aria-pressed", "false");
  await expect(main.getByTestId("fit-summary")).toContainText(`${answer.summary.fit.count} arvostelijan mukaan`);

  await bar.click();
  await expect(bar).toHaveAttribute("aria-pressed", "true");
  const filtered = await reviewsOf(request, id, fullest!.stars);
  const reviews = main.locator("[data-review-id]");
  await expect(reviews).toHaveCount(Math.min(10, fullest!.count));
  await expect(reviews.first()).toHaveAttribute("data-review-id", String((filtered as unknown as { results: { id: number }[] }).results[0]!.id));
  await expect(main.getByRole("status").filter({ hasText: "Näytetään" })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include("#reviews").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The same bar again, or 'show all', brings every review back.
  await main.getByRole("button", { name: "Näytä kaikki arvostelut" }).click();
  await expect(bar).toHaveAttribute("aria-pressed", "false");
  await expect(reviews).toHaveCount(Math.min(10, answer.count));
});

test("the summary speaks English on the English site", async ({ page, context, request, baseURL }) => {
  const { id, answer, groupId } = await pickModel(request);
  const path = (await inEnglish(request, groupId)).get(id)!.path;
  await setLocaleCookies(context, baseURL!, { language: "en", country: "fi", currency: "eur" });
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Reviews/ }).click();
  await expect(main.getByRole("heading", { name: "Rating breakdown" })).toBeVisible();
  await expect(main.getByTestId("fit-summary")).toContainText(`from ${answer.summary.fit.count} reviewer`);
  await expect(main.getByText("Log in to write a review.")).toBeVisible();
});

test("a customer writes a review: field errors first, then it waits for moderation and is listed once shown", async ({ page, context, request, baseURL }) => {
  const { path, id } = await pickModel(request, 1);
  const account = await registerCustomer(request, { joinClub: false, language: "fi", tag: "review" });
  await logInByApi(context, request, baseURL!, account);
  await gotoHydrated(page, path);
  const main = page.getByRole("main");
  const form = await openReviewForm(main);

  // Nothing chosen: every field says what is missing and focus goes to the stars.
  await form.getByRole("button", { name: "Lähetä arvostelu" }).click();
  await expect(form.getByText("Valitse arvosana yhdestä viiteen tähteen.")).toBeVisible();
  await expect(form.getByText("Kirjoita nimimerkki (vähintään 2 merkkiä).")).toBeVisible();
  await expect(form.getByText("Kirjoita arvostelu (vähintään 20 merkkiä).")).toBeVisible();
  await expect(form.getByRole("radio", { name: "1 tähti" })).toBeFocused();

  const comment = `Hyvä takki syysretkille, tilaus ${Date.now()}.`;
  await form.getByRole("radio", { name: "4 tähteä" }).check();
  await form.getByLabel("Miten koko istui?").selectOption({ label: "hieman pienikokoinen" });
  await form.getByLabel("Nimimerkki").fill("Aino K.");
  await form.getByLabel("Arvostelu", { exact: true }).fill(comment);
  await form.getByRole("button", { name: "Lähetä arvostelu" }).click();
  await expect(main.getByRole("status").filter({ hasText: "Kiitos! Arvostelusi näkyy tuotesivulla, kun olemme tarkistaneet sen." })).toBeVisible();

  // Not listed while pending.
  const listed = async () => ((await (await request.get(`/api/product_reviews/?model_id=${id}&size=50`)).json()) as { results: { comment: string }[] }).results;
  expect((await listed()).map((r) => r.comment)).not.toContain(comment);

  // A second review of the same model is refused by its field.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await main.getByRole("button", { name: /^Arvostelut/ }).click();
  await main.getByRole("button", { name: "Kirjoita arvostelu" }).click();
  await form.getByRole("radio", { name: "5 tähteä" }).check();
  await form.getByLabel("Nimimerkki").fill("Aino K.");
  await form.getByLabel("Arvostelu", { exact: true }).fill("Vielä toinen arvio samasta takista, yhä hyvä.");
  await form.getByRole("button", { name: "Lähetä arvostelu" }).click();
  await expect(form.getByRole("alert")).toHaveText("Olet jo arvostellut tämän tuotteen.");

  // Staff show it in the moderation; then the product page lists it.
  const token = (await (await request.post("/api/token/", { data: ADMIN })).json()) as { token_type: string; access_token: string };
  const headers = { authorization: `${token.token_type} ${token.access_token}` };
  const pending = (await (await request.get(`/api/admin/reviews/?moderation=pending&model=${id}&per_page=100`, { headers })).json()) as {
    results: { id: number; comment: string }[];
  };
  const mine = pending.results.find((r) => r.comment === comment)!;
  const review = (await (await request.get(`/api/admin/reviews/${mine.id}/`, { headers })).json()) as { version: string };
  const saved = await request.put(`/api/admin/reviews/${mine.id}/`, { headers, data: { version: review.version, is_visible: true, shop_answer: "" } });
  expect(saved.ok()).toBe(true);
  await expect.poll(async () => (await listed()).map((r) => r.comment)).toContain(comment);
});
