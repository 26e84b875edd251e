// Integration: review photos (docs/product-page.md "Review photos") on PGlite, or PostgreSQL with
// DATABASE_URL. A customer uploads up to 3 photos and names them in the review; they are cleaned
// and stored, listed only once staff approve the review, and staff can remove one. Bad, small,
// large, missing and anonymous uploads are 400s (401) with the photo's message key, which the
// storefront shows in the shopper's language; paths the customer did not upload are refused.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminReviewSchema } from "@polku/domain/admin/reviews";
import { fieldErrorsSchema, productReviewsResponseSchema, REVIEW_PHOTO_MAX_BYTES, reviewPhotoResponseSchema, reviewWriteResponseSchema } from "@polku/domain";
import { ADMIN_ID, authHeaders, MEMBER_ID, ORG_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let visible: number[];
let member: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ models: 8 });
  visible = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id`)).map((r) => r.id);
  member = await authHeaders(t.database.db, MEMBER_ID);
}, 120_000);
afterAll(() => t?.close());

const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
let address = 0;
const remoteAddress = () => `198.51.100.${++address % 250}`;

function multipart(file: { name: string; type: string; data: Buffer } | null) {
  const boundary = "----polku-review-photo";
  const parts: Buffer[] = [];
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from("\r\n"));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const upload = (file: { name: string; type: string; data: Buffer } | null, headers: Record<string, string> = member) => {
  const body = multipart(file);
  return t.app.inject({ method: "POST", url: "/api/product_reviews/photos/", headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress: remoteAddress() });
};
const picture = (width: number, height: number, format: "png" | "jpeg" | "webp" = "jpeg", r = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })[format]().withMetadata({ exif: { IFD0: { Copyright: "secret-owner" } } }).toBuffer();
const photo = async (r: number, format: "png" | "jpeg" | "webp" = "jpeg") => {
  const res = await upload({ name: `kuva.${format}`, type: `image/${format}`, data: await picture(900, 600, format, r) });
  expect(res.statusCode, res.body).toBe(201);
  return reviewPhotoResponseSchema.parse(res.json()).image;
};
const write = (payload: object, headers: Record<string, string> = member) =>
  t.app.inject({ method: "POST", url: "/api/product_reviews/", payload, headers, remoteAddress: remoteAddress() });
const review = (modelId: number, images: string[]) => ({ model_id: modelId, stars: 5, visible_name: "Kuvaaja", comment: "Hyvä takki, tässä kuvia siitä retkellä.", language: "fi", images });
const listed = async (modelId: number) => productReviewsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${modelId}&size=50` })).json());
const errorsOf = (body: string) => fieldErrorsSchema.parse(JSON.parse(body)).errors;

describe("review photos", () => {
  it("stores photos cleaned, keeps them out of the list until approved, and staff can remove one", async () => {
    const modelId = visible[0]!;
    const images = [await photo(10, "jpeg"), await photo(20, "png"), await photo(30, "webp")];
    for (const image of images) expect(image).toMatch(/^\/media\/upload\/review\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: "GET", url: images[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const res = await write(review(modelId, images));
    expect(res.statusCode, res.body).toBe(201);
    const id = reviewWriteResponseSchema.parse(res.json()).id;
    // Pending: neither the review nor its photos are listed anywhere.
    const before = await listed(modelId);
    expect(before.results.some((r) => r.id === id)).toBe(false);
    expect(before.images.filter((url) => images.includes(url))).toEqual([]);

    const admin = await authHeaders(t.database.db, ADMIN_ID);
    const staffView = adminReviewSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/reviews/${id}/`, headers: admin })).json());
    expect(staffView.images).toEqual(images);
    // Staff cannot put in a photo the review did not have.
    const foreign = await t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/`, headers: admin, payload: { version: staffView.version, is_visible: true, shop_answer: "", images: [...images.slice(0, 2), "/media/upload/banner/0123456789abcdef0123456789abcdef.jpg"] } });
    expect(foreign.statusCode).toBe(400);
    const approved = await t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/`, headers: admin, payload: { version: staffView.version, is_visible: true, shop_answer: "" } });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await listed(modelId);
    expect(after.results.find((r) => r.id === id)?.images).toEqual(images);
    expect(after.images).toEqual(expect.arrayContaining(images));

    // Removing the second photo: gone from the review and the gallery, recorded in the audit.
    const current = adminReviewSchema.parse(approved.json());
    const removed = await t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/`, headers: admin, payload: { version: current.version, is_visible: true, shop_answer: "", images: [images[0], images[2]] } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(adminReviewSchema.parse(removed.json()).images).toEqual([images[0], images[2]]);
    const last = await listed(modelId);
    expect(last.results.find((r) => r.id === id)?.images).toEqual([images[0], images[2]]);
    expect(last.images).not.toContain(images[1]);
    const [audit] = await query<{ summary: string }>(sql`select summary from admin_audit_log where entity = 'review' and entity_id = ${String(id)} order by id desc limit 1`);
    expect(audit?.summary).toContain("1 photo(s) removed");
    // The old version cannot remove another one (someone else saved in between).
    const stale = await t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/`, headers: admin, payload: { version: current.version, is_visible: true, shop_answer: "", images: [images[0]] } });
    expect(stale.statusCode).toBe(409);
  });

  it("refuses a file that is no picture, a small or a too large one, none, and a guest, with the photo's message key", async () => {
    const cases: [Awaited<ReturnType<typeof upload>>, string][] = [
      [await upload({ name: "kuva.jpg", type: "image/jpeg", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") }), "photoType"],
      [await upload({ name: "kuva.gif", type: "image/gif", data: await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } }).gif().toBuffer() }), "photoType"],
      [await upload({ name: "pieni.png", type: "image/png", data: await picture(150, 400, "png") }), "photoTooSmall"],
      [await upload({ name: "iso.jpg", type: "image/jpeg", data: Buffer.alloc(REVIEW_PHOTO_MAX_BYTES + 10, 1) }), "photoTooLarge"],
      [await upload(null), "photoMissing"],
    ];
    for (const [res, key] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res.body)).toEqual({ file: [key] });
    }
    const json = await t.app.inject({ method: "POST", url: "/api/product_reviews/photos/", headers: member, payload: { file: "x" }, remoteAddress: remoteAddress() });
    expect(json.statusCode).toBe(400);
    const guest = await upload({ name: "kuva.jpg", type: "image/jpeg", data: await picture(400, 400) }, {});
    expect(guest.statusCode).toBe(401);
  });

  it("refuses a review naming more than 3 photos, a path never uploaded or another folder's picture", async () => {
    const modelId = visible[1]!;
    const org = await authHeaders(t.database.db, ORG_ID);
    const mine = [await photo(60), await photo(70), await photo(80), await photo(90)];
    const tooMany = await write(review(modelId, mine), org);
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany.body)).toEqual({ images: ["photosTooMany"] });
    const unknown = await write(review(modelId, [mine[0]!, "/media/upload/review/ffffffffffffffffffffffffffffffff.jpg"]), org);
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown.body)).toEqual({ "images.1": ["photoInvalid"] });
    const banner = await write(review(modelId, ["/media/upload/banner/0123456789abcdef0123456789abcdef.jpg"]), org);
    expect(banner.statusCode).toBe(400);
    expect(Object.values(errorsOf(banner.body)).flat()).toEqual(["photoInvalid"]);
    const [n] = await query<{ n: number }>(sql`select count(*)::int as n from reviews where customer_id = ${ORG_ID} and model_id = ${modelId}`);
    expect(n!.n).toBe(0);
  });
});
