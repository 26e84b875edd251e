import { expect, type Locator, type Page } from "@playwright/test";

/** The locale modal (spec 01 §4): delivery countries with flags, currency and language. */
export class LocaleModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog");
  }

  async waitForOptions(): Promise<void> {
    await expect(this.dialog.getByRole("radio").first()).toBeVisible();
  }

  countries(): Locator {
    return this.dialog.getByRole("radio");
  }

  /** A delivery country radio whose label shows the given currency code. */
  countryWithCurrency(code: string): Locator {
    return this.dialog.getByRole("radio", { name: new RegExp(`\\b${code.toUpperCase()}\\b`) });
  }

  /** The search box above the country list. */
  countryFilter(): Locator {
    return this.dialog.getByRole("searchbox", { name: /Hae maata|Search for a country|Sök land|Land suchen|Rechercher un pays|Найти страну/ });
  }

  currencySelect(): Locator {
    return this.dialog.getByRole("combobox", { name: /Valuutta|Currency|Valuta|Währung|Devise|Валюта/ });
  }

  languageSelect(): Locator {
    return this.dialog.getByRole("combobox", { name: /Kieli|Language|Språk|Sprache|Langue|Язык/ });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole("button", { name: /Tallenna|Save|Spara|Speichern|Enregistrer|Сохранить/ }).click();
    await expect(this.dialog).toBeHidden();
  }
}
