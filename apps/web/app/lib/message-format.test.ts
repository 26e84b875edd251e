// The storefront's message formatter against intl-messageformat (which it replaced in the
// browser's scripts): every message of the six dictionaries, with numbers that reach each
// language's plural forms and with texts, formats alike; so do ICU's quoting and the errors.
import { languageCodes, localeForLanguage } from "@polku/domain";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { dictionaries } from "../dictionaries/index.server";
import { formatMessage, parseMessage, type FormatValues } from "./message-format";

const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5, 1000, 12_345.67, -1];

const theirs = (source: string, locale: string, values?: FormatValues) => String(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).format(values as never));
const ours = (source: string, locale: string, values?: FormatValues) => formatMessage(parseMessage(source), locale, values, source);
const outcome = (format: () => string) => {
  try {
    return { text: format() };
  } catch {
    return { error: true };
  }
};

/** The argument names of a message (plain ICU syntax: `{name` starts each). */
const names = (source: string) => [...new Set([...source.matchAll(/\{\s*([\p{L}\p{N}_]+)\s*[,}]/gu)].map((match) => match[1]!))];

describe("message formatting", () => {
  it.each(languageCodes)("formats every %s message as intl-messageformat does", (language) => {
    const locale = localeForLanguage(language);
    let compared = 0;
    for (const [key, source] of Object.entries(dictionaries[language])) {
      const args = names(source);
      const samples: FormatValues[] = args.length === 0 ? [{}] : [...NUMBERS.map((n) => Object.fromEntries(args.map((name) => [name, n]))), Object.fromEntries(args.map((name) => [name, "Åke's {x}"]))];
      for (const values of samples) {
        expect(outcome(() => ours(source, locale, values)), `${key} ${JSON.stringify(values)}`).toEqual(outcome(() => theirs(source, locale, values)));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(800);
  });

  it("quotes, escapes and nests as ICU does", () => {
    const cases: [string, FormatValues][] = [
      ["l'article d'{name}", { name: "Eva" }],
      ["'{literal}' and '' and ''''", {}],
      ["a '{b' c", {}],
      ["{n, plural, =0 {none} one {# item} other {'#' is # items}}", { n: 3 }],
      ["{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}", { n: 3, who: "Aino" }],
      ["{kind, select, a {A {n, plural, one {# one} other {# many}}} other {other # sign}}", { kind: "a", n: 1 }],
      ["{kind, select, a {A} other {other # sign}}", { kind: "zz" }],
      ["{n, number} % of {total, number}", { n: 24, total: 12_345.6 }],
      ["closing } brace and <b>tag</b>", {}],
      ["{ spaced , plural , one { yes } other { no } }", { spaced: 1 }],
      ["{missing}", {}],
      ["{value}", { value: null }],
      ["{value} and {other}", { value: false, other: 0 }],
    ];
    for (const [source, values] of cases) {
      for (const locale of ["fi-FI", "en-GB", "ru-RU", "fr-FR"]) {
        expect(outcome(() => ours(source, locale, values)), `${source} ${locale}`).toEqual(outcome(() => theirs(source, locale, values)));
      }
    }
  });

  it("refuses a malformed message as intl-messageformat does", () => {
    for (const source of ["{", "{n, plural, one {x}}", "{n, plural, other {x}", "{n, plural, one {a} one {b} other {c}}"]) {
      expect(() => parseMessage(source), source).toThrow(SyntaxError);
      expect(() => theirs(source, "fi-FI", { n: 1 }), source).toThrow();
    }
  });

  it("refuses what the dictionaries do not use, so that a new kind fails the test above instead of a page", () => {
    for (const source of ["{n, date}", "{n, time, short}", "{n, number, percent}", "{n, selectordinal, one {#st} other {#th}}"]) {
      expect(() => parseMessage(source), source).toThrow(SyntaxError);
    }
  });
});
