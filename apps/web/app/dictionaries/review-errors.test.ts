// The review API answers field errors as message keys (reviewWriteErrorKeys, photos included):
// each has its text in all six languages, so a 400 reads in the shopper's language.
import { describe, expect, it } from "vitest";
import { reviewWriteErrorKeys } from "@polku/domain";
import { reviewWriting } from "./areas/review-writing";

describe("review error texts", () => {
  it("has a text for every message key of the review and photo API in each language", () => {
    expect(Object.keys(reviewWriting).sort()).toEqual(["de", "en", "fi", "fr", "ru", "sv"]);
    for (const [language, texts] of Object.entries(reviewWriting)) {
      for (const key of reviewWriteErrorKeys) expect((texts as Record<string, string>)[`reviewForm.error.${key}`], `${language} ${key}`).toBeTruthy();
    }
  });
});
