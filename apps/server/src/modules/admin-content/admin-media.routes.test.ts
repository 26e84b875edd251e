// Banner pictures (docs/admin.md "Banner pictures"): staff upload a picture, it is checked by its
// content, cleaned of metadata and stored by its digest, the media route serves its sizes, and a
// banner saved with it shows it; a wrong type, a small or too large picture, or none is a 400 with
// the file's field error and stores nothing.
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl, languageCodes } from "@polku/domain";
import { adminBannerSchema, adminUploadedPictureSchema } from "@polku/domain/admin/content";
import { STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
const uploadsDir = path.join(os.tmpdir(), `polku-uploads-${process.pid}`, "banner");

beforeAll(async () => {
  t = await createTestApp({ models: 2 });
  staff = await authHeaders(t.database.db, STAFF_ID);
}, 120_000);
afterAll(async () => t?.close());

function multipart(file: { name: string; type: string; data: Buffer } | null, field = "file") {
  const boundary = "----polku-test-boundary";
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: { name: string; type: string; data: Buffer } | null, headers = staff, field = "file") => {
  const body = multipart(file, field);
  return t.app.inject({ method: "POST", url: "/api/admin/media/banner/", headers: { ...headers, ...body.headers }, payload: body.payload });
};

const picture = (width: number, height: number, format: "png" | "jpeg" | "webp" = "png") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return image[format]().withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner" } } }).toBuffer();
};

const stored = async () => (await readdir(uploadsDir).catch(() => [])).filter((f) => f.endsWith(".jpg")).length;

describe("banner pictures", () => {
  it("stores an uploaded picture without its metadata, serves its sizes and a banner shows it", async () => {
    const res = await upload({ name: "kesä.jpg", type: "image/jpeg", data: await picture(1600, 600, "jpeg") });
    expect(res.statusCode, res.body).toBe(201);
    const up = adminUploadedPictureSchema.parse(res.json());
    expect(up.image).toMatch(/^\/media\/upload\/banner\/[0-9a-f]{32}\.jpg$/);
    expect([up.width, up.height]).toEqual([1600, 600]);
    // The same picture again is the same file.
    const again = adminUploadedPictureSchema.parse((await upload({ name: "other.jpg", type: "image/jpeg", data: await picture(1600, 600, "jpeg") })).json());
    expect(again.image).toBe(up.image);

    const original = await t.app.inject({ method: "GET", url: up.image });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
    const sized = await t.app.inject({ method: "GET", url: imageUrl(up.image.replace(/\.jpg$/, ".webp"), "banner") });
    expect(sized.statusCode).toBe(200);
    expect(sized.headers["content-type"]).toBe("image/webp");
    expect(sized.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ method: "GET", url: "/media/upload/banner/0123456789abcdef0123456789abcdef.jpg" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/upload/banner/..%2F..%2Fetc.jpg" })).statusCode).toBe(404);

    const banner = await t.app.inject({
      method: "POST",
      url: "/api/admin/banners/",
      headers: staff,
      payload: {
        kind: "image", image: up.image, crop_point: "", sub_text: "", product_group_id: null, sort_order: -1000, active_from: null, active_to: null, is_active: true,
        translations: Object.fromEntries(languageCodes.map((l) => [l, { title: l === "fi" ? "Ladattu kuva" : "", heading: "", url: "", button_text: "" }])),
      },
    });
    expect(banner.statusCode, banner.body).toBe(201);
    expect(adminBannerSchema.parse(banner.json()).image).toBe(up.image);
    const shown = await t.app.inject({ method: "GET", url: "/api/banners/?language=fi" });
    expect(shown.body).toContain(up.image);
  });

  it("refuses a wrong type, a small or too large picture, or none, with the file's error, storing nothing", async () => {
    const before = await stored();
    const cases: [Awaited<Parameters<typeof upload>[0]>, string, string?][] = [
      [{ name: "x.jpg", type: "image/jpeg", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") }, "A JPEG, PNG or WebP picture."],
      [{ name: "x.gif", type: "image/gif", data: await sharp({ create: { width: 900, height: 400, channels: 3, background: "#fff" } }).gif().toBuffer() }, "A JPEG, PNG or WebP picture."],
      [{ name: "x.png", type: "image/png", data: await picture(799, 600) }, "At least 800 × 300 pixels."],
      [{ name: "x.bin", type: "image/png", data: Buffer.alloc(8 * 1024 * 1024 + 10, 1) }, "At most 8 MB."],
      [null, "Choose a picture."],
      [{ name: "x.png", type: "image/png", data: await picture(900, 400) }, "Choose a picture.", "other"],
    ];
    for (const [file, message, field] of cases) {
      const res = await upload(file, staff, field);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors, message).toEqual({ file: [message] });
    }
    const json = await t.app.inject({ method: "POST", url: "/api/admin/media/banner/", headers: staff, payload: { file: "x" } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    // A body cut off in the middle of the file, and one whose boundary never comes: no file.
    const boundary = "----polku-cut-off";
    const start = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.png"\r\ncontent-type: image/png\r\n\r\n`;
    for (const payload of [Buffer.concat([Buffer.from(start), await picture(900, 400)]), Buffer.from("no boundary here at all")]) {
      const cut = await t.app.inject({ method: "POST", url: "/api/admin/media/banner/", headers: { ...staff, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
      expect(cut.statusCode, cut.body).toBe(400);
      expect(cut.json().errors).toEqual({ file: ["Choose a picture."] });
    }
    expect(await stored()).toBe(before);
  });
});
