// A price change over the product list's filtered models (docs/admin.md "Bulk price change"):
// the preview computes every row's new prices by the domain's `applyBulkChange` and names them by
// a version (the change and the prices it was computed from); the write locks the same rows,
// refuses (409) when they moved since the preview, and writes only the rows that change, each
// through the model screen's price write (so the 30-day lowest price history stays right), with
// one audit row per model, all in one transaction.
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import { applyBulkChange, type BulkPriceChange } from "@polku/domain/admin/catalogue-rules";
import {
  BULK_PRICE_MAX_MODELS, BULK_PRICE_PREVIEW_ROWS, type AdminBulkPriceApply, type AdminBulkPriceChange, type AdminBulkPricePreview, type AdminBulkPriceResult, type AdminBulkPriceRow,
} from "@polku/domain/admin/price-tools";
import { badRequest } from "../../http/errors";
import { assertVersion, isoTimestamp, recordAudit, rows, versionOf, type AdminActor } from "../admin-core";
import { modelFilters } from "./admin-models.repository";
import * as variants from "./admin-variants.repository";

type Stored = {
  model_id: number; model_number: string; name: string; tax_area_id: number; tax_area: string;
  regular: number; active: number; club: number | null; discount_free: number; price_ending: string | null;
};

const changeOf = (input: AdminBulkPriceChange): BulkPriceChange =>
  input.kind === "percent" ? { kind: "percent", percent: input.amount, target: input.target } : { kind: "amount", cents: input.amount, target: input.target };

/** The matched models' price rows (locked in a write), refused when the filter is too broad. */
async function storedRows(db: Executor, input: AdminBulkPriceChange, lock: boolean): Promise<{ models: number; stored: Stored[] }> {
  const [counted] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select m.id from product_models m where ${modelFilters(input.filters)} limit ${BULK_PRICE_MAX_MODELS + 1}) x`,
  );
  const models = counted?.n ?? 0;
  if (models > BULK_PRICE_MAX_MODELS) throw badRequest({ filters: [`Narrow the filter: at most ${BULK_PRICE_MAX_MODELS} products in one change.`] });
  const stored = await rows<Stored>(
    db,
    sql`select p.model_id, m.model_number, coalesce(t.name, '') as name, p.tax_area_id, a.name as tax_area, p.regular, p.active, p.club, p.discount_free,
          ${isoTimestamp(sql`p.price_ending`)} as price_ending
        from model_prices p
        join product_models m on m.id = p.model_id
        join tax_areas a on a.id = p.tax_area_id
        left join product_model_translations t on t.model_id = m.id and t.language = 'fi'
        where ${modelFilters(input.filters)} ${input.tax_area_id === null ? sql`` : sql`and p.tax_area_id = ${input.tax_area_id}`}
        order by p.model_id, p.tax_area_id
        ${lock ? sql`for update of p` : sql``}`,
  );
  return { models, stored };
}

function computed(input: AdminBulkPriceChange, stored: Stored[]) {
  const change = changeOf(input);
  const all = stored.map((row) => ({ row, after: applyBulkChange(row, change) }));
  const changed = all.filter(({ row, after }) => after.regular !== row.regular || after.active !== row.active || after.club !== row.club);
  // The version names the change and every price it was computed from.
  const { version: _version, ...asked } = input as AdminBulkPriceApply;
  const basis = { asked, prices: stored.map(({ model_id, tax_area_id, regular, active, club, discount_free, price_ending }) => [model_id, tax_area_id, regular, active, club, discount_free, price_ending]) };
  return { changed, basis, version: versionOf(basis) };
}

const summaryOf = (input: AdminBulkPriceChange) =>
  `Bulk change: ${input.target} ${input.amount > 0 ? "+" : ""}${input.kind === "percent" ? `${input.amount} %` : `${(input.amount / 100).toFixed(2)} €`}`;

export function createBulkPriceService(db: Database, opts: { onChange: () => void }) {
  return {
    async preview(input: AdminBulkPriceChange): Promise<AdminBulkPricePreview> {
      const { models, stored } = await storedRows(db, input, false);
      const { changed, version } = computed(input, stored);
      const sample: AdminBulkPriceRow[] = changed.slice(0, BULK_PRICE_PREVIEW_ROWS).map(({ row, after }) => ({
        model_id: row.model_id, model_number: row.model_number, name: row.name, tax_area_id: row.tax_area_id, tax_area: row.tax_area,
        before: { regular: row.regular, active: row.active, club: row.club }, after,
      }));
      return { models, rows: stored.length, changed: changed.length, version, sample };
    },

    async apply(input: AdminBulkPriceApply, actor: AdminActor): Promise<AdminBulkPriceResult> {
      const result = await db.transaction(async (tx) => {
        const { stored } = await storedRows(tx, input, true);
        const { changed, basis } = computed(input, stored);
        assertVersion(basis, input.version);
        const byModel = new Map<number, typeof changed>();
        for (const c of changed) byModel.set(c.row.model_id, [...(byModel.get(c.row.model_id) ?? []), c]);
        for (const [modelId, list] of byModel) {
          const before = await variants.modelPrices(tx, modelId);
          for (const { row, after } of list) {
            await variants.writeModelPrice(tx, modelId, {
              tax_area_id: row.tax_area_id, regular: after.regular, active: after.active, club: after.club,
              // The price without a discount follows the regular price it equalled.
              discount_free: row.discount_free === row.regular ? after.regular : row.discount_free,
              // An offer's end goes with the offer.
              price_ending: after.active < after.regular ? row.price_ending : null,
            }, row.active);
          }
          const state = (list: typeof before) => list.map(({ tax_area_id, regular, active, club, price_ending }) => ({ tax_area_id, regular, active, club, price_ending }));
          await recordAudit(tx, actor, {
            action: "prices", entity: "product_model", entityId: modelId, summary: summaryOf(input),
            before: state(before), after: state(await variants.modelPrices(tx, modelId)),
          });
        }
        if (changed.length) await bumpCacheVersion(tx, "catalogue");
        return { models: byModel.size, changed: changed.length };
      });
      opts.onChange();
      return result;
    },
  };
}
