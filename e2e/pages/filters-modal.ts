// The filters modal of a product grid (spec 02 §2 "Filters modal", §5 "Filters"), opened from the
// grid toolbar's Filter button '[ filtered / all ]'. Finnish names: every filters spec runs as a
// Finnish visitor.
import { expect, type Locator, type Page } from "@playwright/test";

/** Two numbers "a / b" in a text (the toolbar's '[ 12 / 340 ]', the footer's '12 / 340 tuotetta'). */
export function counts(text: string | null): { matching: number; total: number } {
  const match = /(\d[\d\s\u00a0]*)\s*\/\s*(\d[\d\s\u00a0]*)/.exec(text ?? "");
  if (!match) throw new Error(`no 'N / total' in ${JSON.stringify(text)}`);
  const num = (s: string) => Number(s.replace(/[\s\u00a0]/g, ""));
  return { matching: num(match[1]!), total: num(match[2]!) };
}

export class FiltersModal {
  readonly dialog: Locator;
  /** The grid toolbar's Filter button; its name starts with the translated 'Filter' word. */
  readonly openButton: Locator;
  /** The footer button 'N / total products' that closes the modal. */
  readonly resultsButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Suodattimet" });
    this.openButton = page.getByRole("main").getByRole("button", { name: /^Suodata/ });
    this.resultsButton = this.dialog.getByRole("button", { name: /^\d[\d\s\u00a0]* \/ \d[\d\s\u00a0]* tuotetta?$/ });
  }

  async open(): Promise<void> {
    await expect(this.openButton).not.toHaveAttribute("aria-disabled", "true");
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async close(): Promise<void> {
    await this.resultsButton.click();
    await expect(this.dialog).toBeHidden();
  }

  /** The toolbar's '[ matching / total ]'. */
  async toolbarCounts() {
    return counts(await this.openButton.textContent());
  }

  /** The footer's 'matching / total products', once the recount has settled. */
  async footerCounts() {
    await expect(this.dialog.locator("[aria-busy=true]")).toHaveCount(0);
    return counts(await this.resultsButton.textContent());
  }

  /** A filter section by its heading ('Koko', 'Hinta', 'Merkki', a property name…). */
  section(title: string): Locator {
    // Not \b: a title may end in a non-ASCII letter ('Myymälä').
    return this.dialog.locator("section").filter({ has: this.page.getByRole("heading", { name: new RegExp(`^${title}(\\s|$)`) }) });
  }

  /** Opens a collapsed section. */
  async expand(title: string): Promise<Locator> {
    const section = this.section(title);
    const toggle = section.getByRole("button", { expanded: false });
    if (await toggle.count()) await toggle.first().click();
    await expect(section.getByRole("group")).toBeVisible();
    return section;
  }

  /** The first option of a section that products would still match, and its count. */
  async firstEnabledOption(section: Locator): Promise<{ box: Locator; value: string; count: number }> {
    const box = section.getByRole("checkbox", { disabled: false, checked: false }).first();
    await expect(box).toBeVisible();
    const value = (await box.getAttribute("value"))!;
    const label = await box.locator("xpath=ancestor::label").innerText();
    const count = Number(/\(([\d\s\u00a0]+)\)/.exec(label)?.[1]?.replace(/[\s\u00a0]/g, "") ?? "NaN");
    return { box, value, count };
  }

  resetButton(section: Locator): Locator {
    return section.getByRole("button", { name: /^Tyhjennä suodatin/ });
  }
}
