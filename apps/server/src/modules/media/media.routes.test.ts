import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZES, imageUrl } from "@polku/domain";
import { logoImagePath, productImagePath, promoImagePath, sceneImagePath, swatchImagePath } from "./media-paths";
import { UNKNOWN_SIZE, mediaRoutes } from "./media.routes";

async function buildApp(cacheDir?: string, maxDiskBytes?: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mediaRoutes, { cacheDir, maxDiskBytes });
  await app.ready();
  return app;
}

describe("GET /media/*", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it("renders a 320 px card image as WebP with long-lived cache headers (spec 01 §9)", async () => {
    const res = await app.inject(`${productImagePath("jacket", "1f4e79", 1)}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 320 });
  });

  it("crops brand promo images to exactly 720x480 and social images to 1200x630 (spec 02 §2, spec 01 §9)", async () => {
    const promo = await app.inject(imageUrl(promoImagePath("backpack", "2a6f3c", "fell"), "promo"));
    expect(promo.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(promo.rawPayload).metadata()).toMatchObject({ width: 720, height: 480 });
    const social = await app.inject(`${sceneImagePath("lake", "dusk", 2, "png")}?w=1200&h=630`);
    expect(await sharp(social.rawPayload).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("letterboxes with fit=contain, and keeps the aspect ratio with only a width", async () => {
    const contained = await app.inject(imageUrl(productImagePath("tent", "c0392b", 2, "png"), "searchThumb"));
    expect(await sharp(contained.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });
    const logo = await app.inject(imageUrl(logoImagePath("Jäkälä Gear", "2a6f3c"), "brandStrip"));
    expect(logo.statusCode).toBe(200);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 240, height: 72, hasAlpha: true });
  });

  it("answers 304 to a matching If-None-Match and serves repeats from the cache", async () => {
    const url = imageUrl(productImagePath("boot", "8e5b3a", 3, "png"), "brandLogo");
    const first = await app.inject(url);
    const again = await app.inject(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await app.inject({ url, headers: { "if-none-match": `"other", W/${String(first.headers.etag)}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toContain("immutable");
  });

  it.each([
    ["w=0", "w"],
    ["w=5000", "w"],
    ["w=abc", "w"],
    ["h=12.5", "h"],
    ["w=100&fit=stretch", "fit"],
    ["size=100", "size"],
    ["w=100", "size"],
    ["w=321", "size"],
    ["w=320&h=320", "size"],
    ["w=96&h=96&fit=cover&x=1", "x"],
    ["w=1600&h=900&fit=contain", "size"],
    ["h=60", "size"],
    ["fit=contain", "size"],
  ])("rejects ?%s with 400 and a field error", async (query, field) => {
    const res = await app.inject(`${productImagePath("jacket", "1f4e79", 1)}?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
  });

  it.each([
    "/media/unicorn/1f4e79/1.webp",
    "/media/product/jacket/1f4e79/9.webp",
    "/media/product/jacket/zzzzzz/1.webp",
    "/media/product/jacket/1f4e79/1.gif",
    "/media/scene/moon/day/1.jpg",
    "/media/logo/2a6f3c/%3Cscript%3E.png",
  ])("answers 404 for %s", async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Image not found", code: "not_found" });
  });
});

describe("sizes", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it("renders every size the shop uses, and the picture as drawn", async () => {
    for (const name of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
      const res = await app.inject(imageUrl(swatchImagePath("2a6f3c"), name));
      expect(res.statusCode, String(name)).toBe(200);
      const { w, h } = IMAGE_SIZES[name] as { w?: number; h?: number };
      expect(await sharp(res.rawPayload).metadata(), String(name)).toMatchObject({ width: w, ...(h ? { height: h } : {}) });
    }
    expect((await app.inject(swatchImagePath("2a6f3c"))).statusCode).toBe(200);
    expect((await app.inject(`${swatchImagePath("2a6f3c")}?fit=cover`)).statusCode).toBe(200);
  });

  it("refuses any other size with 400 before drawing anything", async () => {
    for (let w = 300; w < 340; w++) {
      const res = await app.inject(`${productImagePath("jacket", "1f4e79", 1)}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(w === 320 ? 200 : 400);
      if (w !== 320) expect(res.json()).toEqual({ errors: { size: [UNKNOWN_SIZE] } });
    }
  });
});

describe("disk cache", () => {
  const dir = mkdtempSync(join(tmpdir(), "polku-media-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps rendered images in the folder for the next process", async () => {
    const url = imageUrl(productImagePath("helmet", "f1c40f", 1), "galleryThumb");
    const first = await buildApp(dir);
    const original = (await first.inject(url)).rawPayload;
    await first.close();
    expect(readdirSync(dir).filter((name) => name.endsWith(".webp"))).toHaveLength(1);

    const second = await buildApp(dir);
    expect((await second.inject(url)).rawPayload.equals(original)).toBe(true);
    await second.close();
  });
});

describe("disk cache bound", () => {
  const dir = mkdtempSync(join(tmpdir(), "polku-media-bound-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = () => readdirSync(dir).filter((name) => !name.endsWith(".tmp"));
  const folderBytes = () => files().reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
  const swatch = (hex: string) => imageUrl(swatchImagePath(hex), "galleryMain");

  it("keeps the folder within its bound, removing the least recently used pictures first, also at the next start", async () => {
    // One swatch at 640 px is a few hundred bytes: measure it, then allow three of them.
    const probe = await buildApp(dir);
    const size = (await probe.inject(swatch("000001"))).rawPayload.length;
    await probe.close();
    rmSync(join(dir, files()[0]!));
    const bound = size * 3 + Math.floor(size / 2);

    const app = await buildApp(dir, bound);
    const fileOf = new Map<string, string>();
    const draw = async (hex: string) => {
      const before = new Set(files());
      expect((await app.inject(swatch(hex))).statusCode).toBe(200);
      const added = files().filter((name) => !before.has(name));
      if (added.length === 1) fileOf.set(hex, added[0]!);
    };
    for (const hex of ["000001", "000002", "000003"]) await draw(hex);
    expect(files()).toHaveLength(3);
    // 000001 used again: 000002 is now the least recently used and goes first, then 000003.
    await app.inject(swatch("000001"));
    await draw("000004");
    await draw("000005");
    expect(files().sort()).toEqual([fileOf.get("000001"), fileOf.get("000004"), fileOf.get("000005")].sort());
    expect(folderBytes()).toBeLessThanOrEqual(bound);
    await app.close();

    // A new process with a lower bound reads the folder and brings it down to the bound,
    // keeping the newest file.
    const restarted = await buildApp(dir, size + Math.floor(size / 2));
    await restarted.inject(swatch("000005"));
    expect(files()).toEqual([fileOf.get("000005")]);
    await restarted.close();
  });

  it("draws again a picture whose file was removed", async () => {
    const app = await buildApp(dir, 1_000_000);
    const first = await app.inject(swatch("0000aa"));
    for (const name of files()) rmSync(join(dir, name));
    const again = await buildApp(dir, 1_000_000);
    const second = await again.inject(swatch("0000aa"));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    await Promise.all([app.close(), again.close()]);
  });
});
