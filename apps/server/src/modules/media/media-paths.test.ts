import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PALETTES, PRODUCT_ARTS, SCENES, logoImagePath, parseMediaPath, productImagePath, swatchImagePath } from "./media-paths";
import { renderImage } from "./media-renderer";

describe("media paths", () => {
  it("parses what the builders produce", () => {
    expect(parseMediaPath(productImagePath("ski", "#1F4E79", 2).slice("/media/".length))).toEqual({
      spec: { kind: "product", art: "ski", hex: "1f4e79", view: 2 },
      format: "webp",
    });
    expect(parseMediaPath(logoImagePath("Routa & Kallio", "aa3300").slice("/media/".length))).toEqual({
      spec: { kind: "logo", hex: "aa3300", name: "Routa & Kallio" },
      format: "png",
    });
    expect(parseMediaPath(swatchImagePath("ffffff").slice("/media/".length))?.spec).toEqual({ kind: "swatch", hex: "ffffff" });
  });

  it("rejects extra segments and views written differently", () => {
    expect(parseMediaPath("product/jacket/1f4e79/01.webp")).toBeNull();
    expect(parseMediaPath("product/jacket/1f4e79/1/2.webp")).toBeNull();
    expect(parseMediaPath("swatch/ffffff")).toBeNull();
  });
});

describe("drawings", () => {
  it("every product art renders in every view", async () => {
    for (const art of PRODUCT_ARTS) {
      for (const view of [1, 2, 3, 4]) {
        const png = await renderImage({ spec: { kind: "product", art, hex: "3b7a57", view }, format: "png", width: 48, fit: "cover" });
        expect((await sharp(png).metadata()).width, `${art} view ${view}`).toBe(48);
      }
    }
  });

  it("every scene renders in every palette", async () => {
    for (const scene of SCENES) {
      for (const palette of PALETTES) {
        const jpg = await renderImage({ spec: { kind: "scene", scene, palette, n: 1 }, format: "jpg", width: 96, height: 40, fit: "cover" });
        expect(await sharp(jpg).metadata(), `${scene} ${palette}`).toMatchObject({ width: 96, height: 40 });
      }
    }
  });
});
