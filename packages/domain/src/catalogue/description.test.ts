import { describe, expect, it } from "vitest";
import { trimDescription } from "./description";

const s = (n: number, word = "sana") => `${Array.from({ length: n }, () => word).join(" ")}.`;

describe("description trimming (spec 02 §5)", () => {
  it("keeps whole sentences within the limit and says it cut", () => {
    const text = `${s(10)} ${s(10)} ${s(10)}`; // 50 characters a sentence
    const trimmed = trimDescription(text, 110);
    expect(trimmed.text).toBe(`${s(10)} ${s(10)}`);
    expect(trimmed.cut).toBe(true);
  });
  it("uses only the first paragraph", () => {
    const trimmed = trimDescription("Eka lause. Toka lause.\nToinen kappale.", 500);
    expect(trimmed).toEqual({ text: "Eka lause. Toka lause.", cut: true });
  });
  it("does not offer Read more when nothing was cut", () => {
    expect(trimDescription("Lyhyt kuvaus! Toinen?", 300)).toEqual({ text: "Lyhyt kuvaus! Toinen?", cut: false });
  });
  it("shows a first sentence longer than the limit whole", () => {
    const long = s(100);
    expect(trimDescription(`${long} Lisää.`, 300)).toEqual({ text: long, cut: true });
  });
  it("handles an empty description", () => {
    expect(trimDescription("   ")).toEqual({ text: "", cut: false });
  });
});
