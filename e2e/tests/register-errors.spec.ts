// Registration errors (issue 12): after a refused submit the focus is on the first bad field,
// in view also on a phone, and a field's error goes away once the shopper edits that field,
// while the others keep theirs until they are fixed too.
import { expect, test } from "@playwright/test";
import { gotoHydrated, setLocaleCookies } from "../pages/shop-page";

const TEXTS = {
  fi: { email: "Sähköposti", password: "Salasana", firstName: "Etunimi", lastName: "Sukunimi", register: "Luo tili", checkMail: /sähköposti/i },
  en: { email: "Email", password: "Password", firstName: "First name", lastName: "Last name", register: "Create account", checkMail: /e-?mail/i },
} as const;

for (const language of ["fi", "en"] as const) {
  for (const width of [1366, 390]) {
    test(`a refused registration focuses the first bad field and clears each error once edited (${language}, ${width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 700 });
      await setLocaleCookies(page.context(), baseURL!, { language });
      const t = TEXTS[language];
      const main = page.getByRole("main");
      await gotoHydrated(page, "/accounts/register/");
      const email = main.getByLabel(t.email, { exact: true });
      const password = main.getByLabel(t.password, { exact: true });
      const lastName = main.getByLabel(t.lastName);
      await email.fill("aino@");
      await password.fill("Tunturi-polku-2025");
      await main.getByLabel(t.firstName).fill("Aino");
      // The button is at the bottom: on a phone the fields are out of sight when it is pressed.
      await main.getByRole("button", { name: t.register }).click();

      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(lastName).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();

      // The e-mail fixed: its error goes, the last name's stays.
      await email.fill(`e2e.register.${language}.${width}.${Date.now()}@example.fi`);
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(lastName).toHaveAttribute("aria-invalid", "true");

      // Submitted again with the last name still missing: it is the first bad field now.
      await password.fill("Tunturi-polku-2025");
      await main.getByRole("button", { name: t.register }).click();
      await expect(lastName).toBeFocused();
      await expect(lastName).toHaveAttribute("aria-invalid", "true");
      await lastName.fill("Koski");
      await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
    });
  }
}
