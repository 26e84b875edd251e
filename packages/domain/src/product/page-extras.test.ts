import { describe, expect, it } from "vitest";
import { infoBoxes, keywordLinkKind, linkKeywords, sustainability, translationToggle } from "./page-extras";

describe("keywordLinkKind", () => {
  it("is external with ://, internal with a leading slash, else none", () => {
    expect(keywordLinkKind("https://example.org/x")).toBe("external");
    expect(keywordLinkKind("/oppaat/kalvot/")).toBe("internal");
    expect(keywordLinkKind("oppaat")).toBe("none");
    expect(keywordLinkKind(null)).toBe("none");
  });
});

describe("infoBoxes", () => {
  it("shows the instalment message except in Russian and the Finnish-owned badge in Finnish", () => {
    expect(infoBoxes({ language: "fi", deliveryCountry: "se", fastShippingFlag: true, instalmentsOffered: true })).toEqual({ instalment: true, finnishOwned: true, fastDelivery: false });
    expect(infoBoxes({ language: "ru", deliveryCountry: "fi", fastShippingFlag: false, instalmentsOffered: true })).toEqual({ instalment: false, finnishOwned: false, fastDelivery: false });
    // No instalment method configured: no instalment promise.
    expect(infoBoxes({ language: "fi", deliveryCountry: "fi", fastShippingFlag: false, instalmentsOffered: false }).instalment).toBe(false);
  });
  it("shows fast delivery only for Finland with the flag on, never for second-hand products", () => {
    expect(infoBoxes({ language: "en", deliveryCountry: "FI", fastShippingFlag: true, instalmentsOffered: true }).fastDelivery).toBe(true);
    expect(infoBoxes({ language: "en", deliveryCountry: "fi", fastShippingFlag: false, instalmentsOffered: true }).fastDelivery).toBe(false);
    expect(infoBoxes({ language: "en", deliveryCountry: "fi", fastShippingFlag: true, secondHand: true, instalmentsOffered: true }).fastDelivery).toBe(false);
  });
});

describe("sustainability", () => {
  const label = { slug: "vastuullisemmin-ulkona", name: "More responsible choice", value: "Yes" };
  const c = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `vu-${i}`, name: `Criterion ${i}`, value: "Yes" }));
  it("needs the label and at least 3 of the 5 criteria", () => {
    expect(sustainability([label, ...c(3)])).toEqual({ criteria: ["Criterion 0", "Criterion 1", "Criterion 2"] });
    expect(sustainability([label, ...c(2)])).toBeNull();
    expect(sustainability(c(5))).toBeNull();
  });
});

describe("translationToggle", () => {
  const original = { language: "fi" as const, tagline: "t", long_description_html: "<p>x</p>" };
  it("is offered only for machine translations", () => {
    expect(translationToggle({ original, manual_input: false }, false)).toEqual({ offered: true, startWithOriginal: false });
    expect(translationToggle({ original, manual_input: true }, false).offered).toBe(false);
    expect(translationToggle({ original: null, manual_input: false }, true).offered).toBe(false);
  });
  it("opens on the original when automatic translations are disabled", () => {
    expect(translationToggle({ original, manual_input: false }, true).startWithOriginal).toBe(true);
  });
});

describe("linkKeywords", () => {
  const keywords = [
    { id: 1, keyword: "merino" },
    { id: 2, keyword: "merinovilla" },
    { id: 3, keyword: "DWR" },
  ];
  it("links the first whole-word occurrence of each keyword in text, any case", () => {
    const html = linkKeywords("<p>Merinovilla lämmittää. Merinovilla ja dwr-käsittely.</p>", keywords);
    expect(html).toBe('<p><button type="button" data-keyword-id="2">Merinovilla</button> lämmittää. Merinovilla ja <button type="button" data-keyword-id="3">dwr</button>-käsittely.</p>');
  });
  it("leaves tags, attributes and links alone", () => {
    const html = '<p class="merino"><a href="/x">merino</a> text</p><p>merino</p>';
    expect(linkKeywords(html, keywords)).toBe('<p class="merino"><a href="/x">merino</a> text</p><p><button type="button" data-keyword-id="1">merino</button></p>');
  });
  it("does not match inside a longer word", () => {
    expect(linkKeywords("<p>merinos</p>", keywords)).toBe("<p>merinos</p>");
  });
});
