import { describe, expect, it } from "vitest";
import { languageCodes } from "@polku/domain";
import { ORDER_MESSAGE_KEYS, orderText, orderTexts } from "./orders.messages";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("order texts", () => {
  it("every language has every key with the English placeholders, rendered", () => {
    for (const language of languageCodes) {
      for (const key of ORDER_MESSAGE_KEYS) {
        const text = orderTexts[language][key];
        expect(text.length, `${language}.${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(orderTexts.en[key]));
        const rendered = orderText(key, language, { code: "KESA10", number: "P123456789", name: "Maija", quantity: 2, percentage: "25,5", url: "https://x/", days: 100, store: "Polku Oulu, Isokatu 24, 90100 Oulu", method: "Testimaksu", shop: "Polku", email: "asiakaspalvelu@polku.example", id: "1234567-8" });
        expect(rendered).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("is translated: other languages differ from English", () => {
    for (const language of languageCodes.filter((l) => l !== "en")) {
      const same = ORDER_MESSAGE_KEYS.filter((key) => orderTexts[language][key] === orderTexts.en[key] && !/^\{?\w*\}?$/.test(orderTexts.en[key]) && key !== "mail_total");
      expect(same, language).toEqual([]);
    }
  });
});
