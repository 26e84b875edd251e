// Every language has every key, every message parses as ICU, and plurals follow each
// language's rules (Russian one/few/many/other, Finnish one/other).
import { languageCodes } from "@polku/domain";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "../lib/i18n";
import { dictionaries } from "./index.server";

const reference = Object.keys(dictionaries.fi).sort();

type Ast = ReturnType<IntlMessageFormat["getAst"]>;

/** Argument names of a parsed ICU message, including those inside plural and select branches. */
function argumentNames(ast: Ast, into = new Set<string>()): Set<string> {
  for (const element of ast) {
    // Literals and the plural "#" carry no name; every other element is an argument.
    if ("value" in element && typeof element.value === "string" && element.type !== 0) into.add(element.value);
    if ("options" in element) for (const option of Object.values(element.options)) argumentNames(option.value, into);
    if ("children" in element) argumentNames(element.children, into);
  }
  return into;
}

describe.each(languageCodes)("dictionary %s", (language) => {
  const messages: Messages = dictionaries[language];

  it("has exactly the keys of the Finnish dictionary", () => {
    const keys = Object.keys(messages).sort();
    expect(reference.filter((key) => !keys.includes(key)), "missing keys").toEqual([]);
    expect(keys.filter((key) => !reference.includes(key)), "extra keys").toEqual([]);
  });

  it("has only non-empty messages that parse as ICU", () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe("");
      expect(() => new IntlMessageFormat(message, language), key).not.toThrow();
    }
  });

  it("uses the same placeholders as Finnish", () => {
    const names = (message: string) => [...argumentNames(new IntlMessageFormat(message, "fi").getAst())].sort();
    for (const key of reference) {
      expect(names(messages[key as keyof Messages]), key).toEqual(names(dictionaries.fi[key as keyof Messages]));
    }
  });
});

describe("translations", () => {
  it("are not English copied into other languages", () => {
        // Messages of at least three words outside the placeholders ("© {year} {shop}" is no prose).
    const words = (message: string) => message.replace(/\{[^}]*\}/g, "").match(/\p{L}+/gu)?.length ?? 0;
    const sentences = Object.entries(dictionaries.en).filter(([, message]) => words(message) >= 3);
    for (const language of languageCodes.filter((code) => code !== "en")) {
      const copied = sentences.filter(([key, message]) => dictionaries[language][key as keyof Messages] === message).map(([key]) => key);
      expect(copied, language).toEqual([]);
    }
  });
});

describe("plurals", () => {
  it("follows Russian one/few/many/other", () => {
    const t = createTranslator("ru", dictionaries.ru);
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => t("product.count", { count }))).toEqual([
      "1 товар",
      "2 товара",
      "5 товаров",
      "11 товаров",
      "21 товар",
      "22 товара",
      "25 товаров",
    ]);
  });

  it("follows Finnish one/other", () => {
    const t = createTranslator("fi", dictionaries.fi);
    expect(t("product.count", { count: 1 })).toBe("1 tuote");
    expect(t("product.count", { count: 2 })).toBe("2 tuotetta");
    expect(t("product.count", { count: 0 })).toBe("0 tuotetta");
  });

  it("formats values in the page language", () => {
    expect(createTranslator("fi", dictionaries.fi)("error.notFound", { path: "/no-such-page/" })).toBe("Sivua ei löytynyt: /no-such-page/");
    expect(createTranslator("en", dictionaries.en)("error.notFound", { path: "/x/" })).toBe("Page not found: /x/");
  });
});
