// Integration: POST /api/customer/wishlist_toggle/ (spec 02 §4, §7; docs/accounts.md "Wishlist")
// on PGlite, or PostgreSQL with DATABASE_URL. Answers are parsed with the contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { customerResponseSchema, detailErrorSchema, fieldErrorsSchema, wishlistResponseSchema, wishlistToggleResponseSchema } from "@polku/domain";
import { authHeaders, MEMBER_ID, ORG_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let visible: number[];
beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  const rows = await t.database.db.execute<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id`);
  visible = rows.rows.map((r) => r.id);
});
afterAll(() => t?.close());

const toggle = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/customer/wishlist_toggle/", payload: payload as object, headers });
const wishlistOf = async (headers: Record<string, string>) =>
  customerResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/customer/", headers })).json()).customer.wishlist_model_ids;

describe("POST /api/customer/wishlist_toggle/", () => {
  it("adds a model, then removes it on the next toggle, and the customer call agrees", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    const model = visible[5]!;
    const added = await toggle({ model_id: model }, auth);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.headers["cache-control"]).toBe("no-store");
    expect(wishlistToggleResponseSchema.parse(added.json())).toEqual({ added: true, model_id: model, wishlist_model_ids: [model] });
    expect(await wishlistOf(auth)).toEqual([model]);

    const removed = wishlistToggleResponseSchema.parse((await toggle({ model_id: model }, auth)).json());
    expect(removed).toEqual({ added: false, model_id: model, wishlist_model_ids: [] });
    expect(await wishlistOf(auth)).toEqual([]);
  });

  it("keeps the member's earlier items and adds at the end", async () => {
    const auth = await authHeaders(t.database.db, MEMBER_ID);
    const before = await wishlistOf(auth);
    expect(before.length).toBeGreaterThan(0);
    const model = visible.find((id) => !before.includes(id))!;
    const answer = wishlistToggleResponseSchema.parse((await toggle({ model_id: model }, auth)).json());
    expect(answer.wishlist_model_ids).toEqual([...before, model]);
    await toggle({ model_id: model }, auth);
  });

  it("answers 401 without a login or with a revoked token", async () => {
    const guest = await toggle({ model_id: visible[0] });
    expect(guest.statusCode).toBe(401);
    expect(detailErrorSchema.parse(guest.json()).code).toBe("not_authenticated");

    const auth = await authHeaders(t.database.db, ORG_ID);
    await t.app.inject({ method: "POST", url: "/api/logout/", headers: auth });
    expect((await toggle({ model_id: visible[0] }, auth)).statusCode).toBe(401);
  });

  it("answers 400 with field errors for a bad body", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    for (const payload of [{}, { model_id: "12" }, { model_id: 1.5 }, { model_id: -1 }, { model_id: 1, extra: 1 }]) {
      const res = await toggle(payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it("answers 404 for an unknown or hidden model, but lets a saved model be removed once hidden", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    const unknown = await toggle({ model_id: 987654 }, auth);
    expect(unknown.statusCode).toBe(404);
    expect(detailErrorSchema.parse(unknown.json())).toEqual({ detail: "Product not found", code: "not_found" });

    const [hiddenLater, hidden] = [visible[7]!, visible[8]!];
    await toggle({ model_id: hiddenLater }, auth);
    await t.database.db.execute(sql`update product_models set is_public = false where id in (${hiddenLater}, ${hidden})`);
    expect((await toggle({ model_id: hidden }, auth)).statusCode).toBe(404);
    const removed = wishlistToggleResponseSchema.parse((await toggle({ model_id: hiddenLater }, auth)).json());
    expect(removed.added).toBe(false);
    expect(removed.wishlist_model_ids).not.toContain(hiddenLater);
    await t.database.db.execute(sql`update product_models set is_public = true where id in (${hiddenLater}, ${hidden})`);
  });

  it("ends in a consistent state when the same toggle is sent twice at once", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    const model = visible[3]!;
    const answers = (await Promise.all([toggle({ model_id: model }, auth), toggle({ model_id: model }, auth)])).map((r) =>
      wishlistToggleResponseSchema.parse(r.json()),
    );
    // One added it, the other removed it again: the toggles took turns.
    expect(answers.map((a) => a.added).sort()).toEqual([false, true]);
    expect(await wishlistOf(auth)).not.toContain(model);
  });
});

describe("GET /api/customer/wishlist/", () => {
  it("answers the saved models as list items, most recently saved first, without hidden ones", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    const [a, b, c] = [visible[0]!, visible[1]!, visible[2]!];
    for (const id of [a, b, c]) await toggle({ model_id: id }, auth);
    await t.database.db.execute(sql`update product_models set is_public = false where id = ${b}`);
    const res = await t.app.inject({ method: "GET", url: "/api/customer/wishlist/?language=en&taxAreaId=1", headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const items = wishlistResponseSchema.parse(res.json()).results;
    expect(items.map((i) => i.id)).toEqual([c, a]);
    expect(items[0]!.path).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
    await t.database.db.execute(sql`update product_models set is_public = true where id = ${b}`);
    // Still saved: it shows again once the shop shows it.
    const again = wishlistResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/customer/wishlist/", headers: auth })).json());
    expect(again.results.map((i) => i.id)).toEqual([c, b, a]);
    for (const id of [a, b, c]) await toggle({ model_id: id }, auth);
  });

  it("answers 401 to a guest and 400 for a bad query", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/customer/wishlist/" })).statusCode).toBe(401);
    const auth = await authHeaders(t.database.db, ORG_ID);
    const bad = await t.app.inject({ method: "GET", url: "/api/customer/wishlist/?language=xx&taxAreaId=0", headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(bad.json()).errors).sort()).toEqual(["language", "taxAreaId"]);
  });
});
