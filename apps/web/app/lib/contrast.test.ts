import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, readableText } from "./contrast";

describe("contrast", () => {
  it("parses short and long hex colours", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("1f3a5f")).toEqual([31, 58, 95]);
    expect(parseHex("red")).toBeNull();
  });

  it("computes the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
  });

  it("keeps a readable pair and replaces an unreadable one", () => {
    expect(readableText("#1f3a5f", "#ffffff")).toBe("#ffffff");
    // Dark goldenrod with white text is about 3:1: dark text reads better.
    expect(readableText("#b8860b", "#ffffff")).toBe("#111111");
    expect(readableText("#fff9c4", "#ffff00")).toBe("#111111");
    // Named colours cannot be measured and are kept as given.
    expect(readableText("navy", "white")).toBe("white");
  });
});
