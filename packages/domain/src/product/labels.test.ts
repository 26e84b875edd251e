import { describe, expect, it } from "vitest";
import { brandHref, LABEL_DEFAULT_COLOURS, labelColour, productPageLabels, ribbonColours, tagHref } from "./labels";

describe("product page labels (spec 02 §2, §3)", () => {
  it("reads a ribbon's 'background;text colour' value", () => {
    expect(ribbonColours("#0a7d3b;#ffffff")).toEqual({ background: "#0a7d3b", text: "#ffffff" });
    expect(ribbonColours(" #fc0 ; #000 ")).toEqual({ background: "#fc0", text: "#000" });
  });

  it("keeps only #hex colours; anything else takes the shop's colours", () => {
    expect(ribbonColours("")).toEqual(LABEL_DEFAULT_COLOURS);
    expect(ribbonColours("red;url(javascript:x)")).toEqual(LABEL_DEFAULT_COLOURS);
    expect(labelColour("#12345", "#fff")).toBe("#fff");
    expect(labelColour(null, "#fff")).toBe("#fff");
  });

  it("links a campaign tag to /campaigns/{slug}/ and no other tag", () => {
    expect(tagHref("talvikampanja")).toBe("/campaigns/talvikampanja/");
    expect(tagHref(null)).toBeNull();
    expect(tagHref("  ")).toBeNull();
    expect(tagHref("a/b")).toBe("/campaigns/a%2Fb/");
  });

  it("links the brand logo to /{brandSlug}/", () => {
    expect(brandHref("fjallraven")).toBe("/fjallraven/");
  });

  it("lists the model's ribbons and tags in their order, without nameless ones or repeated slugs", () => {
    const labels = productPageLabels({
      ribbons: [
        { slug: "uutuus", name: "Uutuus", value: "#0a7d3b;#fff" },
        { slug: "suosikki", name: "Suosikki", value: "#c2185b;#fff" },
        { slug: "uutuus", name: "Uutuus", value: "#000;#fff" },
        { slug: "tyhja", name: " ", value: "#000;#fff" },
      ],
      tags: [
        { slug: "talvi", name: "Talvikampanja", bgColor: "#0057b8", textColor: "#ffffff", campaignSlug: "talvikampanja" },
        { slug: "kierratetty", name: "Kierrätetty", bgColor: "bad", textColor: "#fff", campaignSlug: null },
      ],
    });
    expect(labels.ribbons).toEqual([
      { slug: "uutuus", name: "Uutuus", background: "#0a7d3b", text: "#fff", href: null },
      { slug: "suosikki", name: "Suosikki", background: "#c2185b", text: "#fff", href: null },
    ]);
    expect(labels.tags).toEqual([
      { slug: "talvi", name: "Talvikampanja", background: "#0057b8", text: "#ffffff", href: "/campaigns/talvikampanja/" },
      { slug: "kierratetty", name: "Kierrätetty", background: LABEL_DEFAULT_COLOURS.background, text: "#fff", href: null },
    ]);
  });
});
