import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, imageSrcSet, imageUrl, isAllowedImageSize, type ImageSizeName } from "./image-sizes";

describe("image sizes", () => {
  it("builds addresses with w, h and fit in one order, and a 1x/2x srcset", () => {
    expect(imageUrl("/media/swatch/aa0000.png", "card")).toBe("/media/swatch/aa0000.png?w=320");
    expect(imageUrl("/media/promo/x.jpg", "promo")).toBe("/media/promo/x.jpg?w=720&h=480&fit=cover");
    expect(imageSrcSet("/m.webp", "cartLine", "cartLine2x")).toEqual({ src: "/m.webp?w=96", srcSet: "/m.webp?w=192 2x" });
  });

  it("allows every size of the table, an unset fit being cover, and the picture as drawn", () => {
    for (const name of Object.keys(IMAGE_SIZES) as ImageSizeName[]) {
      const params = new Map((imageUrl("/m.webp", name).split("?")[1] ?? "").split("&").map((pair) => pair.split("=") as [string, string]));
      const size = { w: Number(params.get("w")) || undefined, h: Number(params.get("h")) || undefined, fit: params.get("fit") as "cover" | "contain" | undefined };
      expect(isAllowedImageSize(size), name).toBe(true);
    }
    expect(isAllowedImageSize({ w: 160, h: 160 })).toBe(true);
    expect(isAllowedImageSize({})).toBe(true);
    expect(isAllowedImageSize({ fit: "cover" })).toBe(true);
  });

  it("refuses every other size", () => {
    const refused = [{ w: 321 }, { w: 320, h: 320 }, { h: 320 }, { w: 1600, h: 900, fit: "contain" as const }, { fit: "contain" as const }, { w: 2000 }, { w: 1, h: 1 }];
    for (const size of refused) expect(isAllowedImageSize(size), JSON.stringify(size)).toBe(false);
  });
});
