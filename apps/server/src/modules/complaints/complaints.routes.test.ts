// Integration (PGlite, or PostgreSQL with DATABASE_URL): filing a complaint with attachments
// (type by content, photos re-encoded without EXIF, size limits, nothing left behind on refusal),
// its e-mails, the order page's list, and the staff's list, detail, moves, answers and file reads.
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { complaintCreatedSchema, orderComplaintsSchema, staffComplaintListSchema, staffComplaintSchema } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { deliver, notification, orderBody, ordersFixture, place, type OrdersFixture } from "../orders/orders.test-support";
import { FILING_LIMIT } from "./complaints.routes";

let f: OrdersFixture;
let staff: string;
let member: string;
let ip = 1;
const dir = path.join(os.tmpdir(), `polku-complaints-${process.pid}`);

beforeAll(async () => {
  f = await ordersFixture();
  staff = await f.token(DEMO_CUSTOMERS[2]!);
  member = await f.token(DEMO_CUSTOMERS[0]!);
}, 120_000);
afterAll(() => f?.t.close());

const FIELDS = {
  customerName: "Aino Virtanen", email: "aino.complaint@example.fi", phone: "040 123 4567", address: "Rantatie 1", postNumber: "00100", city: "Helsinki",
  salesChannel: "S", targetStore: "tampere", orderNumber: "P123456789", timeOfPurchase: "2026-01-15", price: "129,90", used: "Two hikes in the rain",
  manufacturer: "Tunturi", model: "Kajo Pro", size: "M", complaint: "The seam of the left shoulder opened after two hikes.", language: "en",
};

async function multipart(fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://shop.test/api/complaints/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}
const file = async (fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[] = [], headers: Record<string, string> = {}) => {
  const body = await multipart(fields, files);
  return f.t.app.inject({ method: "POST", url: "/api/complaints/", payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress: `192.0.2.${ip++}` });
};
const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#b23a2e" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Aino", Copyright: "Secret place 60.17N 24.94E" } })
    .toBuffer();
const stored = async () => (await readdir(dir).catch(() => [])).length;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe("filing a complaint", () => {
  it("stores it with a number, the photo re-encoded without EXIF, and sends the customer and the store an e-mail", async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    const res = await file(FIELDS, [{ name: "defect.jpg", data: photo, type: "image/jpeg" }, { name: "receipt.pdf", data: pdf, type: "application/pdf" }]);
    expect(res.statusCode, res.body).toBe(201);
    const created = complaintCreatedSchema.parse(res.json());
    expect(created).toMatchObject({ status: "received", attachments: 2 });
    expect(created.number).toMatch(/^R\d{8}$/);

    const detail = staffComplaintSchema.parse((await f.t.app.inject({ method: "GET", url: `/api/staff/complaints/${created.number}/`, headers: auth(staff) })).json());
    expect(detail).toMatchObject({ store: "verkkokauppa", order_number: "SP123456789", price: 12990, target_store: "tampere", language: "en" });
    expect(detail.files.map((x) => x.content_type)).toEqual(["image/jpeg", "application/pdf"]);
    const image = await f.t.app.inject({ method: "GET", url: detail.files[0]!.url, headers: auth(staff) });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from("Secret place"))).toBe(false);

    const mails = await f.t.database.db.execute<{ kind: string; to_address: string; subject: string }>(sql`select kind, to_address, subject from mail_outbox where dedupe_key like ${`complaint.%:${created.number}`} order by kind`);
    expect(mails.rows.map((m) => m.kind)).toEqual(["complaint.filed", "complaint.store"]);
    expect(mails.rows[0]!.subject).toBe(`Complaint ${created.number} received`);
  });

  it("answers field errors in the filer's language and keeps no file of a refused form", async () => {
    const before = await stored();
    const res = await file({ ...FIELDS, email: "nope", complaint: "short", language: "fi" }, [{ name: "a.jpg", data: await photoWithExif() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: ["Tarkista sähköpostiosoitteen muoto"], complaint: ["Kerro viasta vähintään 20 merkillä."] });
    expect(await stored()).toBe(before);
  });

  it("decides the type by content: a text file named .jpg is refused by name in the errors", async () => {
    const res = await file(FIELDS, [{ name: "photo.jpg", data: Buffer.from("just some text, not an image"), type: "image/jpeg" }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.files).toEqual(["The file photo.jpg is neither an image (JPEG, PNG, WebP) nor a PDF."]);
  });

  it("refuses a file over 15 MB and a total over 50 MB with clear errors, never a 500, and keeps nothing", async () => {
    const before = await stored();
    const big = Buffer.alloc(15 * 1024 * 1024 + 10, 1);
    const one = await file(FIELDS, [{ name: "huge.jpg", data: big }]);
    expect(one.statusCode).toBe(400);
    expect(one.json().errors.files).toEqual(["The file huge.jpg is too big: at most 15 MB per file."]);
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(14 * 1024 * 1024, 32)]);
    const four = await file(FIELDS, [1, 2, 3, 4].map((n) => ({ name: `r${n}.pdf`, data: pdf })));
    expect(four.statusCode).toBe(400);
    expect(four.json().errors.files).toEqual(["The attachments are too big together: at most 50 MB."]);
    expect(await stored()).toBe(before);
  }, 60_000);

  it("refuses what is not multipart, unknown fields and floods", async () => {
    const json = await f.t.app.inject({ method: "POST", url: "/api/complaints/", payload: FIELDS, remoteAddress: "192.0.2.200" });
    expect(json.statusCode).toBe(400);
    const extra = await file({ ...FIELDS, status: "accepted" });
    expect(extra.statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i <= FILING_LIMIT; i++) {
      const body = await multipart({ ...FIELDS, email: "" });
      last = (await f.t.app.inject({ method: "POST", url: "/api/complaints/", ...body, remoteAddress: "198.18.5.5" })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("staff and the order page", () => {
  it("staff list, move and answer a complaint; the customer sees its status on the order", async () => {
    const order = await place(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }], form: { ...(orderBody().form as object), email: "aino.complaint@example.fi" } as never }));
    await deliver(f, notification(order, "authorised"));
    const res = await file({ ...FIELDS, orderNumber: order.number, rowId: "1" });
    const { number } = complaintCreatedSchema.parse(res.json());

    const list = staffComplaintListSchema.parse((await f.t.app.inject({ method: "GET", url: "/api/staff/complaints/?status=received", headers: auth(staff) })).json());
    expect(list.complaints.some((c) => c.number === number)).toBe(true);

    const bad = await f.t.app.inject({ method: "POST", url: `/api/staff/complaints/${number}/status/`, payload: { status: "closed" }, headers: auth(staff) });
    expect(bad.statusCode).toBe(409);
    const moved = await f.t.app.inject({ method: "POST", url: `/api/staff/complaints/${number}/status/`, payload: { status: "in_progress", note: "Sent to the maker" }, headers: auth(staff) });
    expect(moved.statusCode, moved.body).toBe(200);
    const answered = await f.t.app.inject({ method: "POST", url: `/api/staff/complaints/${number}/answer/`, payload: { message: "We will repair the seam." }, headers: auth(staff) });
    expect(staffComplaintSchema.parse(answered.json()).events.map((e) => e.kind)).toEqual(["status", "answer"]);
    const mail = await f.one<{ text: string }>(sql`select text from mail_outbox where kind = 'complaint.answer' and to_address = 'aino.complaint@example.fi' order by id desc limit 1`);
    expect(mail.text).toContain("We will repair the seam.");
    expect(mail.text).toContain("Status: In progress");

    const mine = await f.t.app.inject({ method: "GET", url: `/api/orders/${order.number}/complaints/?token=${order.access_token}` });
    expect(orderComplaintsSchema.parse(mine.json()).complaints).toEqual([expect.objectContaining({ number, status: "in_progress", row_id: 1 })]);
    expect((await f.t.app.inject({ method: "GET", url: `/api/orders/${order.number}/complaints/?token=wrong` })).statusCode).toBe(404);
  });

  it("keeps complaints and their files from everyone but staff", async () => {
    const { number } = complaintCreatedSchema.parse((await file(FIELDS, [{ name: "a.png", data: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer() }])).json());
    const url = `/api/staff/complaints/${number}/attachments/`;
    const detail = staffComplaintSchema.parse((await f.t.app.inject({ method: "GET", url: `/api/staff/complaints/${number}/`, headers: auth(staff) })).json());
    const id = detail.files[0]!.id;
    expect((await f.t.app.inject({ method: "GET", url: `${url}${id}/` })).statusCode).toBe(401);
    expect((await f.t.app.inject({ method: "GET", url: `${url}${id}/`, headers: auth(member) })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: "GET", url: `/api/staff/complaints/`, headers: auth(member) })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: "GET", url: `${url}999999/`, headers: auth(staff) })).statusCode).toBe(404);
    expect((await f.t.app.inject({ method: "GET", url: `/api/staff/complaints/R00000000/`, headers: auth(staff) })).statusCode).toBe(404);
  });
});
