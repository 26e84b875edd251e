// Integration: the recommendation service and the events call on a real database (PGlite, or
// PostgreSQL with DATABASE_URL). The demo seed's signal history is replaced by signals the
// tests record, so the expected order follows from the formula alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db";
import { recoResponseSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { addBrand, addModel } from "../search/search.fixtures";
import { foldRecoSignals, recordOrderSignals } from "./reco.signals";
import { insertSignals } from "./reco.repository";

let t: TestApp;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp({ models: 40 });
  const db = t.database.db;
  await db.execute(sql`delete from reco_signals`);
  await db.execute(sql`delete from reco_scores`);
  await addBrand(db, 900, "Qorvalla");
  // Four shell jackets (vaatteet/takit/kuoritakit) and one in the parent group only.
  const jackets = [9101, 9102, 9103, 9104];
  for (const id of jackets) await addModel(db, { id, brandId: 900, groupPath: "vaatteet/takit/kuoritakit", soldAmount: id === 9104 ? 5000 : 0, texts: { fi: { name: `Takki ${id}` } } });
  await addModel(db, { id: 9105, brandId: 900, groupPath: "vaatteet/takit", texts: { fi: { name: "Takki 9105" } } });
  await addModel(db, { id: 9106, brandId: 900, groupPath: "vaatteet/takit", isPublic: false, texts: { fi: { name: "Takki 9106" } } });
  // 9101: two units ordered two days ago (score 40·2^(-2/14) ≈ 36). 9102: ten views two months ago
  // (10·2^(-60/14) ≈ 0.5). 9103: one view yesterday (≈ 0.95). 9105: an add-to-cart today (5).
  await db.transaction((tx) => recordOrderSignals(tx, [{ modelId: 9101, quantity: 1 }, { modelId: 9101, quantity: 1 }], daysAgo(2)));
  await db.transaction((tx) => insertSignals(tx, [{ modelId: 9102, type: "view", count: 10, at: daysAgo(60) }]));
  await db.transaction((tx) => insertSignals(tx, [{ modelId: 9103, type: "view", count: 1, at: daysAgo(1) }]));
  await db.transaction((tx) => insertSignals(tx, [{ modelId: 9105, type: "add_to_cart", count: 1, at: daysAgo(0) }]));
  await foldRecoSignals(db);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const reco = async (context: string, extra = "&origin=polku.fi&strategy=sort-product-group") => {
  const res = await get(`/recoApi/v2?method=strategy&context=${encodeURIComponent(context)}${extra}`);
  expect(res.statusCode).toBe(200);
  return recoResponseSchema.parse(res.json()).data.map((d) => d.id);
};
const ours = (ids: number[]) => ids.filter((id) => id > 9100);

describe("GET /recoApi/v2", () => {
  it("orders a group's models by signals with recency: recent orders above old views", async () => {
    const ids = await reco("Vaatteet > Takit > Kuoritakit");
    expect(ours(ids)).toEqual([9101, 9103, 9102, 9104]);
  });

  it("puts models without signals after those with them, in a stable order", async () => {
    const ids = await reco("Vaatteet > Takit > Kuoritakit");
    const signalled = new Set((await t.database.db.execute<{ model_id: number }>(sql`select model_id from reco_scores`)).rows.map((r) => r.model_id));
    const firstQuiet = ids.findIndex((id) => !signalled.has(id));
    expect(ids.slice(firstQuiet).every((id) => !signalled.has(id))).toBe(true);
    expect(await reco("Vaatteet > Takit > Kuoritakit")).toEqual(ids);
  });

  it("includes descendant groups and leaves out models that are not public", async () => {
    const ids = await reco("Vaatteet > Takit");
    expect(ours(ids)).toEqual([9101, 9105, 9103, 9102, 9104]);
    expect(ids).not.toContain(9106);
  });

  it("resolves names in any language, case-insensitively, partial paths and group paths", async () => {
    const expected = ours(await reco("Vaatteet > Takit"));
    expect(ours(await reco("clothing > JACKETS"))).toEqual(expected);
    expect(ours(await reco("Takit"))).toEqual(expected);
    expect(ours(await reco("vaatteet/takit"))).toEqual(expected);
    expect(ours(await reco("/clothing/jackets/"))).toEqual(expected);
  });

  it("answers an empty list for a context that names no group", async () => {
    expect(await reco("Ei tällaista")).toEqual([]);
    expect(await reco("Jalkineet > Takit")).toEqual([]);
    expect(await reco("no/such/path")).toEqual([]);
  });

  it("answers 400 for a bad method, strategy or missing context", async () => {
    for (const [url, field] of [
      ["/recoApi/v2?method=other&context=Takit", "method"],
      ["/recoApi/v2?context=Takit", "method"],
      ["/recoApi/v2?method=strategy&strategy=nope&context=Takit", "strategy"],
      ["/recoApi/v2?method=strategy", "context"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors), url).toEqual([field]);
    }
  });

  it("is served without a trailing slash and with one", async () => {
    expect((await get("/recoApi/v2?method=strategy&context=Takit")).statusCode).toBe(200);
    expect((await get("/recoApi/v2/?method=strategy&context=Takit")).statusCode).toBe(200);
  });
});

describe("POST /api/events/", () => {
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/events/", payload });

  it("records views and add-to-carts, which lift the model in the recommended order", async () => {
    const before = ours(await reco("Kuoritakit"));
    expect(before.at(-1)).toBe(9104);
    for (let i = 0; i < 3; i++) expect((await post({ type: "add_to_cart", modelId: 9104, cookieId: "c-1" })).statusCode).toBe(204);
    expect((await post({ type: "view", modelId: 9104 })).statusCode).toBe(204);
    // Queued, then folded into the day's counters (the shop folds every few seconds).
    expect(await foldRecoSignals(t.database.db)).toBe(4);
    const { rows } = await t.database.db.execute<{ views: number; add_to_carts: number }>(sql`select views, add_to_carts from reco_signals where model_id = 9104`);
    expect(rows).toEqual([{ views: 1, add_to_carts: 3 }]);
    t.app.catalogueCache.invalidate();
    // 3 add-to-carts and a view today score 16: above 9103 and 9102, below 9101's orders.
    expect(ours(await reco("Kuoritakit"))).toEqual([9101, 9104, 9103, 9102]);
  });

  it("answers 400 for an unknown or hidden model and for a bad body", async () => {
    for (const [payload, field] of [
      [{ type: "view", modelId: 987654 }, "modelId"],
      [{ type: "view", modelId: 9106 }, "modelId"],
      [{ type: "order", modelId: 9101 }, "type"],
      [{ type: "view", modelId: "x" }, "modelId"],
      [{ type: "view" }, "modelId"],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const extra = await post({ type: "view", modelId: 9101, extra: 1 });
    expect(extra.statusCode).toBe(400);
  });
});
