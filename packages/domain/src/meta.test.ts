import { describe, expect, it } from "vitest";
import { CARD_IMAGE_WIDTH, cutMetaDescription, pageTitle, SOCIAL_IMAGE } from "./meta";

describe("pageTitle (spec 01 §9)", () => {
  it("builds 'title - brand'", () => {
    expect(pageTitle("Laskettelusukset", "Polku")).toBe("Laskettelusukset - Polku");
  });

  it("rebuilds a title given with the '|' separator", () => {
    expect(pageTitle("Takit | Polku verkkokauppa", "Polku")).toBe("Takit - Polku");
    expect(pageTitle("  Takit  |", "Polku")).toBe("Takit - Polku");
  });

  it("shows the brand alone without a title", () => {
    expect(pageTitle(null, "Polku")).toBe("Polku");
    expect(pageTitle(undefined, "Polku")).toBe("Polku");
    expect(pageTitle("   ", "Polku")).toBe("Polku");
    expect(pageTitle("| Polku", "Polku")).toBe("Polku");
  });

  it("does not repeat the brand", () => {
    expect(pageTitle("Polku", "Polku")).toBe("Polku");
  });
});

describe("cutMetaDescription (spec 01 §9)", () => {
  it("keeps a short text as it is", () => {
    expect(cutMetaDescription("Lämpimät talvitakit koko perheelle.")).toBe("Lämpimät talvitakit koko perheelle.");
    const exactly150 = "a".repeat(150);
    expect(cutMetaDescription(exactly150)).toBe(exactly150);
  });

  it("cuts a long text at a word boundary and adds an ellipsis, 150 characters at most", () => {
    const text = "Retkeilyyn ja vaellukseen sopivat kengät, takit ja reput. ".repeat(5);
    const cut = cutMetaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toMatch(/[\s.,]/); // the cut falls between words
  });

  it("honours another limit and drops punctuation before the ellipsis", () => {
    expect(cutMetaDescription("Sukset, monot ja siteet samasta paikasta", 20)).toBe("Sukset, monot ja…");
    expect(cutMetaDescription("Sukset, monot", 10)).toBe("Sukset…");
  });

  it("cuts a single overlong word hard", () => {
    expect(cutMetaDescription("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("strips tags, scripts and comments and decodes entities", () => {
    const html = "<p>Gore<b>-Tex</b> &amp; untuvaa</p><p>Kevyt&nbsp;takki</p><script>alert(1)</script><!-- x -->";
    expect(cutMetaDescription(html)).toBe("Gore-Tex & untuvaa Kevyt takki");
    expect(cutMetaDescription("1 &lt; 2 &#8211; &#x2713; &bogus;")).toBe("1 < 2 – ✓ &bogus;");
  });

  it("collapses whitespace and handles no text", () => {
    expect(cutMetaDescription("  a \n\n b\t c ")).toBe("a b c");
    expect(cutMetaDescription(null)).toBe("");
  });
});

describe("image sizes (spec 01 §9)", () => {
  it("are 1200x630 for social images and 320 wide for cards", () => {
    expect(SOCIAL_IMAGE).toEqual({ width: 1200, height: 630 });
    expect(CARD_IMAGE_WIDTH).toBe(320);
  });
});
