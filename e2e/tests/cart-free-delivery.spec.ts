// The cart's free-delivery box (docs/cart.md "Free delivery"; issue 12 "promises that contradict
// the shop"): the amount still missing for the charged method's free delivery is the checkout's own
// (threshold less the lines after discount), named with the method, as text and as a progress bar
// with its values, beside the answer's delivery dates; it moves when the amount changes and says
// when free delivery is reached. Finnish on a desktop, English on a phone; axe-clean.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { CHECKOUT_TEXTS, addToCart, pickVariant, sellable, type Pick } from "../pages/checkout-flow";
import { cents } from "../pages/product-grid-page";
import { setLocaleCookies } from "../pages/shop-page";

test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  fi: { title: "Ilmainen toimitus", bar: "Matka ilmaiseen toimitukseen", remaining: /^Vielä (.+) ilmaiseen toimitukseen \((.+)\)$/, reached: /^Tilauksesi toimitetaan maksutta \((.+)\)$/, estimate: "Arvioitu toimitusaika:", more: "Lisää määrää" },
  en: { title: "Free delivery", bar: "Progress to free delivery", remaining: /^Add (.+) more for free delivery with (.+)$/, reached: /^Free delivery with (.+) for this order$/, estimate: "Estimated delivery time:", more: "Increase quantity" },
};

interface Answer {
  products: { id: number; unit_price: number; total_price: number }[];
  delivery_methods: { method_name: string; selected: boolean }[];
  delivery_thresholds: { delivery_threshold: number | null };
  shipping_time_str: string;
}

async function checkout(request: APIRequestContext, variantId: number, amount: number, language: "fi" | "en"): Promise<Answer> {
  const response = await request.post("/api/checkout/", { data: { products: [{ id: variantId, amount }], country_code: "fi", language_code: language } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Answer;
}

/** A variant below the default method's free threshold, with stock for enough units to reach it (and one more). */
async function pickCheap(request: APIRequestContext, language: "fi" | "en"): Promise<{ pick: Pick; answer: Answer; threshold: number; price: number; needed: number }> {
  for (const group of ["vaatteet/valikerrokset", "vaatteet/housut", "vaatteet"]) {
    for (let skip = 0; skip < 6; skip++) {
      let pick: Pick;
      try {
        pick = await pickVariant(request, group, language, skip, (model) => model.prices.active < 6_000);
      } catch {
        break;
      }
      const answer = await checkout(request, pick.variantId, 1, language);
      const threshold = answer.delivery_thresholds.delivery_threshold;
      const price = answer.products[0]!.unit_price;
      if (threshold === null || price >= threshold) continue;
      const needed = Math.ceil(threshold / price);
      if (needed <= 6 && (await sellable(request, pick.variantId)) >= needed + 1) return { pick, answer, threshold, price, needed };
    }
  }
  throw new Error("No variant below the free-delivery threshold with stock enough to reach it");
}

for (const [language, viewport] of [["fi", { width: 1366, height: 900 }], ["en", { width: 390, height: 844 }]] as const) {
  test(`the cart shows what is missing for free delivery and when it is reached (${language}, ${viewport.width})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const x = TEXTS[language];
    const { pick, answer, threshold, price, needed } = await pickCheap(request, language);
    const method = answer.delivery_methods.find((m) => m.selected)!.method_name;

    await addToCart(page, CHECKOUT_TEXTS[language], pick);
    const box = page.getByRole("main").getByRole("region", { name: x.title });
    const bar = box.getByRole("progressbar", { name: x.bar });
    await expect(bar).toHaveAttribute("aria-valuenow", String(Math.floor((price / threshold) * 100)), { timeout: 20_000 });
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    const sentence = box.locator("p[aria-live=polite]");
    const text = (await sentence.textContent())!;
    const match = x.remaining.exec(text);
    expect(match, text).not.toBeNull();
    expect(match![2]).toBe(method);
    // The missing amount is the checkout's: its threshold less the line.
    if (language === "fi") expect(cents(match![1]!)).toBe(threshold - price);
    await expect(bar).toHaveAttribute("aria-valuetext", text);
    await expect(box).toContainText(`${x.estimate} ${answer.shipping_time_str}`);

    const axe = await new AxeBuilder({ page }).include('[data-testid="free-delivery"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Enough units: the box says free delivery is reached, the bar is full.
    const line = page.getByRole("main").getByTestId("cart-line").first();
    for (let amount = 2; amount <= needed; amount++) {
      await line.getByRole("button", { name: x.more }).click();
      await expect(line.getByRole("spinbutton")).toHaveValue(String(amount));
    }
    await expect(sentence).toHaveText(x.reached);
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(box).toHaveAttribute("data-reached", "true");
  });
}
