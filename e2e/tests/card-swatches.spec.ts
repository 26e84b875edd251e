// Issue 12 "Colour swatches blank": cards outside a product listing (the front page's newest
// products, recommendations, the wishlist) showed identical blank circles labelled with raw slugs
// ('vihrea'). Every card now names its swatches in the page language and pictures the colour.
import { expect, test } from "@playwright/test";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { colors: "Värit", option: /^Väri: / },
  en: { colors: "Colours", option: /^Colou?r: / },
} as const;

for (const language of ["fi", "en"] as const) {
  test(`the front page's newest products name and picture their colours (${language})`, async ({ page, request, baseURL }) => {
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const { colors } = (await (await request.get(`/api/resources/?language=${language}`)).json()) as { colors: { slug: string; name: string }[] };
    const slugs = new Set(colors.map((c) => c.slug));
    const names = new Set(colors.map((c) => c.name));
    await gotoHydrated(page, "/");
    const lists = page.getByRole("main").getByRole("list", { name: TEXTS[language].colors });
    await expect(lists.first()).toBeVisible();
    const swatches = lists.getByRole("button", { name: TEXTS[language].option });
    const count = await swatches.count();
    expect(count).toBeGreaterThan(1);
    const seenBackgrounds = new Set<string>();
    for (let i = 0; i < Math.min(count, 8); i++) {
      const swatch = swatches.nth(i);
      const name = ((await swatch.getAttribute("aria-label")) ?? "").replace(TEXTS[language].option, "");
      expect(names.has(name), `${name} is a colour name`).toBe(true);
      // Never the bare slug ('vihrea' for 'Vihreä'): names are capitalised, slugs are not.
      expect(slugs.has(name)).toBe(false);
      const background = await swatch.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).not.toBe("none");
      seenBackgrounds.add(background);
    }
    // Not identical circles.
    expect(seenBackgrounds.size).toBeGreaterThan(1);
  });
}
