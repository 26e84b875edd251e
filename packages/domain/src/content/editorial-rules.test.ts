import { describe, expect, it } from "vitest";
import { faqMatches, orderCategories, pageCount, postPath } from "./editorial-rules";

describe("editorial rules", () => {
  it("puts a guide under /life-outdoors/ and a blog post under /life-outdoors/blog/", () => {
    expect(postPath("guide", "retkelle")).toBe("/life-outdoors/retkelle/");
    expect(postPath("blog", "talvi")).toBe("/life-outdoors/blog/talvi/");
  });

  it("orders categories by blog_category_order, then the rest by name", () => {
    const categories = [
      { key: "tapahtumat", name: "Tapahtumat" },
      { key: "hiihto", name: "Hiihto" },
      { key: "vaellus", name: "Vaellus" },
      { key: "kiipeily", name: "Kiipeily" },
    ];
    expect(orderCategories(categories, " vaellus, HIIHTO,unknown", "fi").map((c) => c.key)).toEqual(["vaellus", "hiihto", "kiipeily", "tapahtumat"]);
    expect(orderCategories(categories, undefined, "fi").map((c) => c.key)).toEqual(["hiihto", "kiipeily", "tapahtumat", "vaellus"]);
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });

  it("matches a FAQ question holding every word as a word prefix, in the question or the answer", () => {
    const q = { question: "Kauanko toimitus kestää?", answer: "<p>Suomessa 1–3 arkipäivää &amp; pikanouto</p>" };
    expect(faqMatches(q, "")).toBe(true);
    expect(faqMatches(q, "toimi")).toBe(true);
    expect(faqMatches(q, "TOIMITUS suomessa")).toBe(true);
    expect(faqMatches(q, "toimitus palautus")).toBe(false);
    expect(faqMatches(q, "amp")).toBe(false);
  });
});
