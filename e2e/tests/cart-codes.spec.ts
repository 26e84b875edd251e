// Refused codes in the cart (issue 12): the reason shows under the code field, the code does not
// stay behind as a row to remove by hand, and several refusals do not pile up.
import { expect, test } from "@playwright/test";
import { addToCart, CHECKOUT_TEXTS, pickVariant } from "../pages/checkout-flow";
import { setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { expired: /vanhentunut on vanhentunut/i, unknown: /EIOLEOLEMASSA ei kelpaa/i, remove: /^Poista koodi/ },
  en: { expired: /vanhentunut/i, unknown: /EIOLEOLEMASSA/i, remove: /^Remove code/ },
} as const;

for (const language of ["fi", "en"] as const) {
  test(`a refused code is explained by the field and leaves no row behind (${language})`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const t = CHECKOUT_TEXTS[language];
    await setLocaleCookies(page.context(), baseURL!, { language, country: "fi", currency: "eur" });
    const pick = await pickVariant(request, "retkeily", language, 12);
    await addToCart(page, t, pick);
    const main = page.getByRole("main");
    const field = main.getByLabel(t.codeLabel);
    const rejection = main.getByTestId("code-rejection");

    await field.fill("VANHENTUNUT");
    await main.getByRole("button", { name: t.useCode }).click();
    await expect(rejection).toHaveText(TEXTS[language].expired);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByRole("button", { name: TEXTS[language].remove })).toHaveCount(0);

    // A second refusal replaces the first rather than adding to it.
    await field.fill("eioleolemassa");
    await main.getByRole("button", { name: t.useCode }).click();
    await expect(rejection).toHaveText(TEXTS[language].unknown);
    await expect(rejection).not.toHaveText(TEXTS[language].expired);
    await expect(main.getByRole("button", { name: TEXTS[language].remove })).toHaveCount(0);

    // A good code is taken and stays, and the field has nothing to complain of.
    await field.fill("kesa10");
    await main.getByRole("button", { name: t.useCode }).click();
    await expect(main).toContainText(t.codeAccepted);
    await expect(rejection).toBeEmpty();
    await expect(main.getByRole("button", { name: TEXTS[language].remove })).toHaveCount(1);
  });
}
