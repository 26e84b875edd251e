import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoImagePath, productImagePath, promoImagePath, sceneImagePath } from "./media-paths";
import { mediaRoutes } from "./media.routes";

async function buildApp(cacheDir?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mediaRoutes, { cacheDir });
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
    const promo = await app.inject(`${promoImagePath("backpack", "2a6f3c", "fell")}?w=720&h=480&fit=cover`);
    expect(promo.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(promo.rawPayload).metadata()).toMatchObject({ width: 720, height: 480 });
    const social = await app.inject(`${sceneImagePath("lake", "dusk", 2, "png")}?w=1200&h=630`);
    expect(await sharp(social.rawPayload).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("letterboxes with fit=contain and keeps the aspect ratio with only a height", async () => {
    const contained = await app.inject(`${productImagePath("tent", "c0392b", 2, "png")}?w=300&h=200&fit=contain`);
    expect(await sharp(contained.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    const logo = await app.inject(`${logoImagePath("Jäkälä Gear", "2a6f3c")}?h=60`);
    expect(logo.statusCode).toBe(200);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 200, height: 60, hasAlpha: true });
  });

  it("answers 304 to a matching If-None-Match and serves repeats from the cache", async () => {
    const url = `${productImagePath("boot", "8e5b3a", 3, "png")}?w=400`;
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

describe("disk cache", () => {
  const dir = mkdtempSync(join(tmpdir(), "polku-media-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps rendered images in the folder for the next process", async () => {
    const url = `${productImagePath("helmet", "f1c40f", 1)}?w=120`;
    const first = await buildApp(dir);
    const original = (await first.inject(url)).rawPayload;
    await first.close();
    expect(readdirSync(dir).filter((name) => name.endsWith(".webp"))).toHaveLength(1);

    const second = await buildApp(dir);
    expect((await second.inject(url)).rawPayload.equals(original)).toBe(true);
    await second.close();
  });
});
