import { languageCodes } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { testProviderTexts } from "./hosted-page.texts";

describe("the test provider's texts", () => {
  const keys = Object.keys(testProviderTexts.en).sort();

  it("exist in every shop language with every key filled", () => {
    for (const language of languageCodes) {
      const texts = testProviderTexts[language];
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const key of keys) expect((texts as unknown as Record<string, string>)[key]!.trim(), `${language}.${key}`).not.toBe("");
    }
  });

  it("keep the same placeholders as English", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of languageCodes) {
      for (const key of keys) {
        const en = (testProviderTexts.en as unknown as Record<string, string>)[key]!;
        const other = (testProviderTexts[language] as unknown as Record<string, string>)[key]!;
        expect(placeholders(other), `${language}.${key}`).toEqual(placeholders(en));
      }
    }
  });

  it("are translated, not English copies, outside English", () => {
    for (const language of languageCodes.filter((l) => l !== "en")) {
      expect(testProviderTexts[language].approve).not.toBe(testProviderTexts.en.approve);
      expect(testProviderTexts[language].notice).not.toBe(testProviderTexts.en.notice);
    }
  });
});
