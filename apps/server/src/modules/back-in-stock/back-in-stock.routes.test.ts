// Integration: back-in-stock e-mails (spec 02 §5, §7, §8; docs/product-page.md "Back-in-stock
// e-mails") and the staff stock call on PGlite, or PostgreSQL with DATABASE_URL: requests are
// checked and stored once while pending, arriving stock makes them due, and the notifier mails
// each request exactly once, in the requester's language, however often or concurrently it runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@polku/db";
import { asc, eq, sql } from "@polku/db/orm";
import { backInStockResponseSchema, detailErrorSchema, fieldErrorsSchema, staffStockChangeResponseSchema } from "@polku/domain";
import { authHeaders, ADMIN_ID, MEMBER_ID, STAFF_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { createBackInStockService } from "./back-in-stock.service";
import { NOTIFY_LIMIT } from "./back-in-stock.routes";

let t: TestApp;
let soldOut: { id: number; modelId: number }[];
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;
const WEB_STORE = 20;

beforeAll(async () => {
  t = await createTestApp({ models: 12, env: { PUBLIC_URL: "https://kauppa.example" } });
  // Four variants of visible models, each made sold out everywhere.
  const rows = await t.database.db.execute<{ id: number; modelId: number }>(sql`
    select distinct on (v.model_id) v.id, v.model_id as "modelId" from product_variants v join product_models m on m.id = v.model_id
     where v.is_active and m.is_public and m.published_at <= now() order by v.model_id, v.id limit 4`);
  soldOut = rows.rows;
  await t.database.db.execute(sql`delete from stock where variant_id = any(${`{${soldOut.map((v) => v.id).join(",")}}`}::int[])`);
});
afterAll(() => t?.close());

const notify = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/product_availability_email_notify/", payload: payload as object, remoteAddress: ip });
const setStock = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "PUT", url: "/api/staff/stock/", payload: payload as object, headers });
const mailsTo = (address: string) =>
  t.database.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase())).orderBy(asc(mailOutbox.id));
const requestsOf = (variantId: number) =>
  t.database.db.execute<{ email: string; due: boolean; notified: boolean }>(sql`
    select email, due_at is not null as due, notified_at is not null as notified from back_in_stock_requests where variant_id = ${variantId} order by id`);

describe("POST /api/product_availability_email_notify/", () => {
  it("stores a request once while it waits, whatever the case of the address", async () => {
    const variant = soldOut[0]!;
    const first = await notify({ email: " Liisa@Example.test ", product_id: variant.id, lang_code: "sv" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(backInStockResponseSchema.parse(first.json())).toEqual({ email: "Liisa@Example.test", product_id: variant.id, lang_code: "sv", status: "pending" });
    const again = await notify({ email: "liisa@example.test", product_id: variant.id, lang_code: "sv" });
    expect(again.statusCode).toBe(200);
    expect((await requestsOf(variant.id)).rows).toEqual([{ email: "Liisa@Example.test", due: false, notified: false }]);
  });

  it("answers 400 with field errors in the requester's language", async () => {
    const bad = await notify({ email: "not-an-address", product_id: soldOut[0]!.id, lang_code: "fi" });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsSchema.parse(bad.json()).errors).toEqual({ email: ["Tarkista sähköpostiosoitteen muoto"] });

    const missing = await notify({ email: "  ", product_id: soldOut[0]!.id, lang_code: "en" });
    expect(fieldErrorsSchema.parse(missing.json()).errors).toEqual({ email: ["Email is required"] });

    const unknown = await notify({ email: "a@example.test", product_id: 987654, lang_code: "de" });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrorsSchema.parse(unknown.json()).errors).toEqual({ product_id: ["Produkt nicht gefunden."] });

    for (const payload of [{}, { email: "a@example.test", product_id: "12" }, { email: "a@example.test", product_id: 1, lang_code: "xx" }, { email: "a@example.test", product_id: 1, extra: 1 }]) {
      const res = await notify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it("refuses an address past the limit with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < NOTIFY_LIMIT; i++) {
      expect((await notify({ email: `raja${i}@example.test`, product_id: soldOut[3]!.id }, ip)).statusCode).toBe(200);
    }
    const refused = await notify({ email: "raja-yli@example.test", product_id: soldOut[3]!.id }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(detailErrorSchema.parse(refused.json()).code).toBe("throttled");
    expect((await notify({ email: "toinen@example.test", product_id: soldOut[3]!.id })).statusCode).toBe(200);
  });
});

describe("stock arrival", () => {
  it("mails each waiting request once, in its language, with the product link, when sellable stock arrives", async () => {
    const variant = soldOut[1]!;
    await notify({ email: "matti@example.test", product_id: variant.id, lang_code: "fi" });
    await notify({ email: "anna@example.test", product_id: variant.id, lang_code: "en" });
    const staff = await authHeaders(t.database.db, STAFF_ID);

    // Stock that is all blocked is not sellable: nothing is due, nothing is sent.
    const blocked = await setStock({ variant_id: variant.id, store_id: WEB_STORE, quantity: 2, blocked_quantity: 2 }, staff);
    expect(staffStockChangeResponseSchema.parse(blocked.json()).notified).toBe(0);
    expect((await requestsOf(variant.id)).rows.every((r) => !r.due)).toBe(true);

    const arrived = await setStock({ variant_id: variant.id, store_id: WEB_STORE, quantity: 5 }, staff);
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(staffStockChangeResponseSchema.parse(arrived.json())).toEqual({ variant_id: variant.id, store_id: WEB_STORE, quantity: 5, blocked_quantity: 0, notified: 2 });

    const [fi] = await mailsTo("matti@example.test");
    const [en] = await mailsTo("anna@example.test");
    expect(fi).toMatchObject({ kind: "product.back_in_stock", language: "fi", sentAt: null });
    expect(fi!.subject).toMatch(/on taas saatavilla$/);
    expect(en!.subject).toMatch(/is back in stock$/);
    const [path] = (await t.database.db.execute<{ path: string }>(sql`select path from product_model_translations where model_id = ${variant.modelId} and language = 'en'`)).rows;
    expect(en!.text).toContain(`https://kauppa.example/${path!.path}/?select-color=`);
    expect(en!.html).toContain(`href="https://kauppa.example/${path!.path}/?select-color=`);

    // More stock, another change: nobody is mailed twice.
    const more = await setStock({ variant_id: variant.id, store_id: WEB_STORE, quantity: 9 }, staff);
    expect(staffStockChangeResponseSchema.parse(more.json()).notified).toBe(0);
    expect(await mailsTo("matti@example.test")).toHaveLength(1);
    expect((await requestsOf(variant.id)).rows.map((r) => r.notified)).toEqual([true, true]);

    // Notified requests are done: the same address may ask again, and is mailed when stock is next back.
    await setStock({ variant_id: variant.id, store_id: WEB_STORE, quantity: 0 }, staff);
    expect((await notify({ email: "matti@example.test", product_id: variant.id, lang_code: "fi" })).statusCode).toBe(200);
    await setStock({ variant_id: variant.id, store_id: 1, quantity: 1 }, await authHeaders(t.database.db, ADMIN_ID)).then((res) => expect(res.statusCode, res.body).toBe(200));
    expect(await mailsTo("matti@example.test")).toHaveLength(2);
  });

  it("sends one e-mail per request when notifiers run concurrently and repeatedly", async () => {
    const variant = soldOut[2]!;
    const addresses = Array.from({ length: 12 }, (_, i) => `rinnakkain${i}@example.test`);
    for (const email of addresses) await notify({ email, product_id: variant.id, lang_code: "fi" });
    // Stock arrives outside the API (an import): the trigger marks the requests due.
    await t.database.db.execute(sql`insert into stock (variant_id, store_id, quantity) values (${variant.id}, ${WEB_STORE}, 3)`);
    expect((await requestsOf(variant.id)).rows.every((r) => r.due && !r.notified)).toBe(true);

    const services = [0, 1, 2].map(() =>
      createBackInStockService(t.database.db, { mailFrom: "kauppa@polku.example", publicUrl: "https://kauppa.example", languageHosts: {} }),
    );
    const counts = await Promise.all([...services, ...services].map((s) => s.notifyDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(addresses.length);
    expect(await services[0]!.notifyDue()).toBe(0);
    for (const email of addresses) expect(await mailsTo(email), email).toHaveLength(1);
  });

  it("mails at once a request made when the variant already had stock", async () => {
    const [inStock] = (await t.database.db.execute<{ id: number }>(sql`
      select s.variant_id as id from stock s join product_variants v on v.id = s.variant_id join product_models m on m.id = v.model_id
       where s.quantity > s.blocked_quantity and v.is_active and m.is_public and m.published_at <= now() order by s.variant_id limit 1`)).rows;
    await notify({ email: "myohassa@example.test", product_id: inStock!.id, lang_code: "ru" });
    const service = createBackInStockService(t.database.db, { mailFrom: "kauppa@polku.example", publicUrl: "https://kauppa.example", languageHosts: { "polku.ru": "ru" } });
    expect(await service.notifyDue()).toBe(1);
    const [mail] = await mailsTo("myohassa@example.test");
    expect(mail).toMatchObject({ language: "ru" });
    expect(mail!.text).toContain("https://polku.ru/");
  });
});

describe("PUT /api/staff/stock/", () => {
  it("is refused to guests (401) and to customers without the staff role (403)", async () => {
    const body = { variant_id: soldOut[3]!.id, store_id: WEB_STORE, quantity: 4 };
    expect((await setStock(body)).statusCode).toBe(401);
    const member = await setStock(body, await authHeaders(t.database.db, MEMBER_ID));
    expect(member.statusCode).toBe(403);
    expect(detailErrorSchema.parse(member.json()).code).toBe("permission_denied");
    const [row] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stock where variant_id = ${soldOut[3]!.id}`)).rows;
    expect(row!.n).toBe(0);
  });

  it("answers 400 for a bad body, an unknown variant or store", async () => {
    const staff = await authHeaders(t.database.db, STAFF_ID);
    for (const payload of [{}, { variant_id: soldOut[3]!.id, store_id: WEB_STORE, quantity: -1 }, { variant_id: soldOut[3]!.id, store_id: WEB_STORE, quantity: 1, blocked_quantity: 2 }]) {
      const res = await setStock(payload, staff);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success).toBe(true);
    }
    const unknown = await setStock({ variant_id: 987654, store_id: 9999, quantity: 1 }, staff);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(unknown.json()).errors).sort()).toEqual(["store_id", "variant_id"]);
  });
});
