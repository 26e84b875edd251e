// Where a cart validation spends its time, in-process (docs/performance.md "Checkout
// validation"): the whole call through the app (app.inject, no network), each read alone, and
// the pure rules with the answer's shaping. Uses the bench database; the shop must not be
// running on it (embedded PGlite takes one process).
//
//   DATA_DIR=var/bench npx tsx bench/lib/checkout-profile.ts [runs]   (or DATABASE_URL=…)
import { databaseOptionsFromEnv, openDatabase, sql } from "@polku/db";
import { checkoutRequestSchema, validateCart } from "@polku/domain";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { loadCartState, loadReference, loadVariants } from "../../apps/server/src/modules/checkout/checkout.repository";
import { checkoutAnswer, loadCheckoutData } from "../../apps/server/src/modules/checkout/checkout.service";
import { createVariantFactsCache } from "../../apps/server/src/modules/checkout/variant-facts-cache";

const runs = Number(process.argv[2] ?? 300);
const handle = await openDatabase(databaseOptionsFromEnv());
const app = await buildApp({ config: loadConfig({ ...process.env, LOG_LEVEL: "silent", NODE_ENV: "production" }), database: handle, logger: false });
await app.ready();
try {
  const ids = (
    await handle.db.execute<{ id: number }>(sql`
      select v.id from product_variants v
      join product_models m on m.id = v.model_id and m.is_public and m.published_at <= now()
      join model_prices p on p.model_id = m.id and p.tax_area_id = 1
      join stock s on s.variant_id = v.id and s.store_id = 20 and s.quantity > s.blocked_quantity
      where v.is_active order by v.id desc limit 20`)
  ).rows.map((r) => r.id);
  const body = { country_code: "fi", language_code: "fi", products: ids.map((id) => ({ id, amount: 1 })), discount_codes: ["KESA10", "LAHJA-50-DEMO"], postal_code: "00100", repack: true };
  const request = checkoutRequestSchema.parse(body);
  const time = async (name: string, fn: () => Promise<unknown> | unknown) => {
    for (let i = 0; i < 20; i++) await fn();
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    const at = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]! * 100) / 100;
    return { name, p50: at(0.5), p90: at(0.9), p99: at(0.99) };
  };
  const reference = await loadReference(handle.db);
  const facts = createVariantFactsCache();
  const data = await loadCheckoutData(handle.db, reference, request, null, { facts });
  const results = [
    await time("POST /api/checkout/ (app.inject)", async () => {
      const res = await app.inject({ method: "POST", url: "/api/checkout/", payload: body });
      if (res.statusCode !== 200) throw new Error(res.body);
    }),
    await time("loadCheckoutData, facts kept", () => loadCheckoutData(handle.db, reference, request, null, { facts })),
    await time("loadCheckoutData, nothing kept", () => loadCheckoutData(handle.db, reference, request, null)),
    await time("  cart state (stock, version, codes, cards)", () => loadCartState(handle.db, ids, ["kesa10", "lahja-50-demo"], null)),
    await time("  variants (catalogue facts)", () => loadVariants(handle.db, ids, "fi", 1)),
    await time("validateCart", () => validateCart(request, data, { now: new Date(), shopper: null })),
    await time("checkoutAnswer", () => checkoutAnswer(request, validateCart(request, data, { now: new Date(), shopper: null }))),
    await time("request schema", () => checkoutRequestSchema.parse(body)),
  ];
  console.table(results);
} finally {
  await app.close();
  await handle.close();
}
