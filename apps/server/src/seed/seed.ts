// Loads the demo catalogue (docs/demo-catalogue.md) in one transaction: all or nothing.
// Reference tables first, then models in chunks of a thousand, each table written with
// multi-row inserts (insertMany), then bundles, settings and cache versions.
import {
  bumpCacheVersion, deferSearchSync, insertMany, isSchemaEmpty, recoScores, recoSignals, refreshSearchDocuments, syncIdentitySequences, type DatabaseHandle,
} from "@polku/db";
import { insertDemoCheckout } from "./checkout";
import { insertDemoCustomers } from "./customers";
import { insertDemoGiftCampaigns } from "./gift-campaigns";
import { insertDemoEditorial } from "./editorial";
import { insertDemoAdminDay } from "./admin-day";
import { BRANDS } from "./data/brands";
import { buildBundles } from "./generate/bundles";
import { buildContent, buildSettings } from "./generate/content";
import { buildDeliveryBlocks, buildGuides, buildOrderPairs, type ModelKind } from "./generate/extras";
import { insertSecondHandItems } from "./second-hand";
import { insertDemoRental } from "./rental";
import { buildGroups, type GroupInfo } from "./generate/groups";
import { emptyBatch, generateModel, type ModelContext, type ModelSummary } from "./generate/model";
import { buildReference } from "./generate/reference";
import { emptySignalBatch, generateSignals } from "./generate/signals";
import { insertBundles, insertContent, insertModels, insertProductExtras, insertReference, insertSettings } from "./insert";
import { SlugRegistry } from "./text";
import { nameHiddenDemoModel } from "./hidden-model";
import { demoModelIds } from "./generate/model-ids";
import { GIFT_CARD_GROUP_KEY, GIFT_CARD_MODELS, insertGiftCardModels } from "./gift-card-models";

export interface SeedOptions {
  /** PRNG seed; the same seed, model count and date give the same rows. Default 1. */
  seed?: number;
  /** Number of product models. Default 2,000 (about 15,000 variants). */
  models?: number;
  /** "Today" for published dates, offers and price history. Default: the start of the current UTC day. */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedReport {
  seed: number;
  models: number;
  variants: number;
  reviews: number;
  stockRows: number;
  ms: number;
}

const MODELS_PER_CHUNK = 1000;
const KEEP_SUMMARY = new Set(["alpine-ski", "alpine-binding", "xc-ski", "xc-binding"]);
const QUICK_ADD_KINDS = new Set(["beanie", "gloves"]);

export const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** True when nothing has been loaded yet; the server seeds only such a database. */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  return isSchemaEmpty(handle.db);
}

export async function seedDemoCatalogue(handle: DatabaseHandle, opts: SeedOptions = {}): Promise<SeedReport> {
  const seed = opts.seed ?? 1;
  const modelCount = opts.models ?? 2000;
  if (!Number.isInteger(modelCount) || modelCount < 1) throw new Error(`models must be a positive integer, got ${modelCount}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const now = opts.now ?? startOfUtcDay(new Date());
  const log = opts.log ?? (() => undefined);
  const started = performance.now();

  const report = await handle.db.transaction(async (tx) => {
    // Search documents are built once per chunk below, not by the triggers per statement.
    await deferSearchSync(tx);
    const reference = buildReference(now);
    const groups = buildGroups(now);
    await insertReference(tx, reference.rows, groups);
    const content = buildContent(now, groups.byKey);
    await insertContent(tx, content);
    log(`reference data loaded (${groups.groups.length} groups, ${reference.lookups.brands.length} brands)`);

    const ctx: ModelContext = {
      seed, now, lookups: reference.lookups, slugs: new SlugRegistry(),
      leafByKind: new Map([...groups.byKey.values()].filter((g) => g.kind).map((g) => [g.kind as string, g])),
      outletByKind: new Map([...groups.byKey.values()].flatMap((g) => (g.outletKinds ?? []).map((k) => [k, g] as [string, GroupInfo]))),
      counters: { variant: 0, review: 0, history: 0, property: 0 },
      modelId: demoModelIds(modelCount),
    };
    const kept: ModelSummary[] = [];
    const kinds: ModelKind[] = [];
    const quickAdd: { model_id: number; variant_id: number }[] = [];
    let stockRows = 0;
    let searchMs = 0;
    for (let start = 0; start < modelCount; start += MODELS_PER_CHUNK) {
      const batch = emptyBatch();
      const signals = emptySignalBatch();
      for (let i = start; i < Math.min(modelCount, start + MODELS_PER_CHUNK); i++) {
        const summary = generateModel(i, ctx, batch);
        generateSignals(seed, summary.id, now, signals);
        if (KEEP_SUMMARY.has(summary.kind)) kept.push(summary);
        kinds.push({ id: summary.id, kind: summary.kind, area: summary.area });
        if (QUICK_ADD_KINDS.has(summary.kind) && quickAdd.length < 3) quickAdd.push({ model_id: summary.id, variant_id: summary.firstVariantId });
      }
      stockRows += batch.stock.length;
      await insertModels(tx, batch);
      const searchStarted = performance.now();
      await refreshSearchDocuments(tx, batch.productModels.map((m) => m.id as number));
      searchMs += performance.now() - searchStarted;
      await insertMany(tx, recoSignals, signals.recoSignals);
      await insertMany(tx, recoScores, signals.recoScores);
      log(`models ${Math.min(modelCount, start + MODELS_PER_CHUNK)}/${modelCount}, variants ${ctx.counters.variant}`);
    }

    log(`search documents built in ${Math.round(searchMs)} ms`);
    await insertGiftCardModels(tx, groups.byKey.get(GIFT_CARD_GROUP_KEY)!.id, now);
    await refreshSearchDocuments(tx, GIFT_CARD_MODELS.map((m) => m.id));
    await insertBundles(tx, buildBundles(seed, kept));
    await insertProductExtras(tx, {
      ...buildDeliveryBlocks(groups.byKey),
      ...buildGuides(groups.byKey),
      recoPairs: buildOrderPairs(seed, kinds, now),
    });
    // Second-hand items are listed on /second-hand/ and their new models' pages, not searched.
    await insertSecondHandItems(tx, kinds, now);

    const featured = reference.lookups.brands.filter((_, i) => BRANDS[i]?.featured).map((b) => b.slug);
    await insertSettings(tx, buildSettings(now, featured.slice(0, 3), quickAdd));
    await insertDemoCustomers(tx, now);
    await insertDemoCheckout(tx, now, { jacketsGroupId: groups.byKey.get("jackets")!.id, brandId: reference.lookups.brands[0]!.id });
    await insertDemoGiftCampaigns(tx, now);
    await insertDemoEditorial(tx, now, groups.byKey);
    await nameHiddenDemoModel(tx);
    await syncIdentitySequences(tx);
    // After the sequences moved on: the demo day's rows take the next ids.
    await insertDemoAdminDay(tx, now);
    await insertDemoRental(tx);
    for (const scope of ["catalogue", "content", "settings"] as const) await bumpCacheVersion(tx, scope);
    return { seed, models: modelCount, variants: ctx.counters.variant, reviews: ctx.counters.review, stockRows };
  });
  const ms = Math.round(performance.now() - started);
  log(`demo catalogue loaded in ${ms} ms`);
  return { ...report, ms };
}
