import { describe, expect, it } from "vitest";
import { bannerButtons, objectPosition, subTextColours } from "./banner-model";

describe("banner model", () => {
  it("pairs button text lines with url lines", () => {
    expect(bannerButtons({ buttonText: "Naiset\nMiehet", url: "/naiset/\n/miehet/" })).toEqual([
      { text: "Naiset", url: "/naiset/", external: false },
      { text: "Miehet", url: "/miehet/", external: false },
    ]);
  });

  it("drops unpaired lines and dangerous targets, marks external ones", () => {
    expect(bannerButtons({ buttonText: "A\nB\nC", url: "javascript:alert(1)\nhttps://example.com/" })).toEqual([
      { text: "B", url: "https://example.com/", external: true },
    ]);
    expect(bannerButtons({ buttonText: "", url: "/x/" })).toEqual([]);
  });

  it("turns the crop point into an object position", () => {
    expect(objectPosition("30,70")).toBe("30% 70%");
    expect(objectPosition(null)).toBe("50% 50%");
    expect(objectPosition("abc")).toBe("50% 50%");
    expect(objectPosition("150,20")).toBe("50% 50%");
  });

  it("reads sub text colours", () => {
    expect(subTextColours("#ffffff")).toEqual({ background: null, text: "#ffffff" });
    expect(subTextColours("#1f4d3a;#fff")).toEqual({ background: "#1f4d3a", text: "#fff" });
    expect(subTextColours("red;url(x)")).toEqual({ background: "red", text: null });
  });
});
