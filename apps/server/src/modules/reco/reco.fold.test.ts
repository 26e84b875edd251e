// Integration: queued recommendation signals (reco_inbox) and their fold into the counters
// (docs/recommendations.md "Recording"), on PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db";
import { recoSignalWeight } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { addBrand, addModel } from "../search/search.fixtures";
import { foldRecoInbox, insertSignals } from "./reco.repository";
import { foldRecoSignals, recordOrderSignals, recordShopperSignal } from "./reco.signals";

let t: TestApp;
const at = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ models: 10 });
  await addBrand(t.database.db, 901, "Fold");
  for (const id of [9201, 9202, 9203]) await addModel(t.database.db, { id, brandId: 901, groupPath: "vaatteet/takit", texts: { fi: { name: `Malli ${id}` } } });
});
afterAll(() => t?.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;
const counters = (modelId: number) =>
  one<{ views: number; add_to_carts: number; orders: number; weight: number }>(sql`
    select coalesce(sum(s.views), 0)::int as views, coalesce(sum(s.add_to_carts), 0)::int as add_to_carts, coalesce(sum(s.orders), 0)::int as orders,
      coalesce((select weight from reco_scores where model_id = ${modelId}), 0)::float8 as weight
    from reco_signals s where s.model_id = ${modelId} and s.day = '2026-03-02'`);
const queued = () => one<{ n: number }>(sql`select count(*)::int as n from reco_inbox`);

describe("recommendation signals", () => {
  it("are queued by orders and events and reach the counters, the score and the pairs only when folded, once", async () => {
    await t.database.db.transaction((tx) => recordOrderSignals(tx, [{ modelId: 9201, quantity: 2 }, { modelId: 9202, quantity: 1 }, { modelId: 9201, quantity: 1 }], at));
    await recordShopperSignal(t.database.db, 9201, "view", at);
    await recordShopperSignal(t.database.db, 9201, "add_to_cart", at);
    // Two signals of the order, one pair each way, a view and an add-to-cart.
    expect((await queued()).n).toBe(6);
    expect(await counters(9201)).toEqual({ views: 0, add_to_carts: 0, orders: 0, weight: 0 });

    expect(await foldRecoSignals(t.database.db)).toBe(6);
    expect((await queued()).n).toBe(0);
    const folded = await counters(9201);
    expect(folded).toMatchObject({ views: 1, add_to_carts: 1, orders: 3 });
    expect(folded.weight).toBeCloseTo(recoSignalWeight("order", 3, at) + recoSignalWeight("view", 1, at) + recoSignalWeight("add_to_cart", 1, at), 6);
    const pairs = await t.database.db.execute<{ model_id: number; other_model_id: number; orders: number }>(
      sql`select model_id, other_model_id, orders from reco_pairs where model_id in (9201, 9202) and other_model_id in (9201, 9202) order by model_id`,
    );
    expect(pairs.rows).toEqual([{ model_id: 9201, other_model_id: 9202, orders: 1 }, { model_id: 9202, other_model_id: 9201, orders: 1 }]);

    // A second fold finds nothing: nothing is counted twice.
    expect(await foldRecoSignals(t.database.db)).toBe(0);
    expect((await counters(9201)).orders).toBe(3);
  });

  it("an order that rolls back queues nothing", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordOrderSignals(tx, [{ modelId: 9203, quantity: 1 }], at);
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    expect((await queued()).n).toBe(0);
  });

  it("adds to what the counters hold, folds in batches, and drops signals of models deleted meanwhile", async () => {
    for (let i = 0; i < 5; i++) await insertSignals(t.database.db, [{ modelId: 9202, type: "view", count: 1, at }]);
    await insertSignals(t.database.db, [{ modelId: 9203, type: "view", count: 1, at }]);
    await t.database.db.execute(sql`delete from product_models where id = 9203`);
    expect(await foldRecoInbox(t.database.db, 4)).toBe(4);
    expect(await foldRecoInbox(t.database.db, 4)).toBe(2);
    expect((await counters(9202)).views).toBe(5);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from reco_signals where model_id = 9203`)).n).toBe(0);
  });

  it("two folds at once count every signal exactly once", async () => {
    const before = (await counters(9202)).views;
    for (let i = 0; i < 40; i++) await insertSignals(t.database.db, [{ modelId: 9202, type: "view", count: 1, at }]);
    const taken = await Promise.all([foldRecoInbox(t.database.db, 7), foldRecoInbox(t.database.db, 7), foldRecoSignals(t.database.db), foldRecoSignals(t.database.db)]);
    expect(taken.reduce((a, b) => a + b, 0)).toBe(40);
    expect((await counters(9202)).views).toBe(before + 40);
  });
});
