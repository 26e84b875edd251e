// The back office's catalogue use cases (docs/admin.md "Catalogue"): each write checks its
// references and the version it was made on, writes, and records the audit row in one
// transaction; after commit the storefront's caches of this process are dropped, and other
// processes see the catalogue version the write bumped (migration 0015's triggers).
import { bumpCacheVersion, type Database } from "@polku/db";
import type {
  AdminModelDetail, AdminModelFields, AdminModelUpdate, AdminPricesUpdate, AdminStockUpdate, AdminVariantDetail, AdminVariantFields, AdminVariantStock,
} from "@polku/domain/admin/catalogue";
import { badRequest, HttpError } from "../../http/errors";
import type { AdminActor } from "../admin-core";
import { recordAudit, assertVersion, versionOf } from "../admin-core";
import * as models from "./admin-models.repository";
import * as variants from "./admin-variants.repository";

const modelNotFound = () => new HttpError(404, "not_found", "Product not found");
const variantNotFound = () => new HttpError(404, "not_found", "Variant not found");

/** What a price row's version is taken of: the stored prices, not the derived lowest price. */
const priceState = (rows: Awaited<ReturnType<typeof variants.modelPrices>>) =>
  rows.map(({ tax_area_id, regular, active, club, discount_free, price_ending }) => ({ tax_area_id, regular, active, club, discount_free, price_ending }));
/** What a variant's stock version and audit rows are taken of: the rows that say something. */
export const stockState = (rows: Awaited<ReturnType<typeof variants.variantStock>>) =>
  rows.filter((r) => r.quantity || r.blocked_quantity || r.incoming_quantity || r.incoming_date || r.shelf_code).map(({ store: _store, ...r }) => r);

export function createAdminCatalogueService(db: Database, opts: { onChange: () => void; afterStockChange?: () => void }) {
  async function checkModel(tx: Database | Parameters<Parameters<Database["transaction"]>[0]>[0], fields: AdminModelFields, id: number | null) {
    const errors = { ...(await models.missingReferences(tx, fields)), ...(await models.takenSlugs(tx, fields, id)) };
    if (Object.keys(errors).length) throw badRequest(errors);
    const slug = await models.brandSlug(tx, fields.manufacturer_id);
    return slug!;
  }

  async function detail(id: number): Promise<AdminModelDetail> {
    const state = await models.loadModel(db, id);
    if (!state) throw modelNotFound();
    const [variantRows, prices] = await Promise.all([variants.modelVariants(db, id), variants.modelPrices(db, id)]);
    const fields = models.editable(state);
    return {
      ...fields,
      id,
      uuid: state.uuid,
      version: versionOf(fields),
      path: `/${state.brand_slug}/${state.translations.fi.slug}/`,
      variants: variantRows,
      prices,
      prices_version: versionOf(priceState(prices)),
    };
  }

  async function variantDetail(id: number): Promise<AdminVariantDetail> {
    const state = await variants.loadVariant(db, id);
    if (!state) throw variantNotFound();
    const listed = (await variants.modelVariants(db, state.model_id)).find((v) => v.id === id)!;
    const { id: _id, model_id, ...fields } = state;
    return { ...listed, model_id, version: versionOf(fields) };
  }

  async function committed<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    opts.onChange();
    return result;
  }

  return {
    detail,
    variantDetail,

    async createModel(fields: AdminModelFields, actor: AdminActor): Promise<AdminModelDetail> {
      const id = await committed(
        db.transaction(async (tx) => {
          const brand = await checkModel(tx, fields, null);
          const id = await models.writeModel(tx, null, fields, brand);
          await recordAudit(tx, actor, { action: "create", entity: "product_model", entityId: id, summary: fields.translations.fi.name, after: fields });
          return id;
        }),
      );
      return detail(id);
    },

    async updateModel(id: number, input: AdminModelUpdate, actor: AdminActor): Promise<AdminModelDetail> {
      const { version, ...fields } = input;
      await committed(
        db.transaction(async (tx) => {
          const state = await models.loadModel(tx, id, true);
          if (!state) throw modelNotFound();
          const before = models.editable(state);
          assertVersion(before, version);
          const brand = await checkModel(tx, fields, id);
          await models.writeModel(tx, id, fields, brand);
          await recordAudit(tx, actor, { action: "update", entity: "product_model", entityId: id, summary: fields.translations.fi.name, before, after: fields });
        }),
      );
      return detail(id);
    },

    async createVariant(modelId: number, fields: AdminVariantFields, actor: AdminActor): Promise<AdminVariantDetail> {
      const id = await committed(
        db.transaction(async (tx) => {
          if (!(await models.loadModel(tx, modelId, true))) throw modelNotFound();
          await checkVariant(tx, fields, null);
          const id = await variants.writeVariant(tx, modelId, null, fields);
          await recordAudit(tx, actor, { action: "create", entity: "variant", entityId: id, summary: `model ${modelId} ${fields.gtin}`, after: { model_id: modelId, ...fields } });
          return id;
        }),
      );
      return variantDetail(id);
    },

    async updateVariant(id: number, input: AdminVariantFields & { version: string }, actor: AdminActor): Promise<AdminVariantDetail> {
      const { version, ...fields } = input;
      await committed(
        db.transaction(async (tx) => {
          const state = await variants.loadVariant(tx, id, true);
          if (!state) throw variantNotFound();
          const { id: _id, model_id, ...before } = state;
          assertVersion(before, version);
          await checkVariant(tx, fields, id);
          await variants.writeVariant(tx, model_id, id, fields);
          await recordAudit(tx, actor, { action: "update", entity: "variant", entityId: id, summary: `model ${model_id} ${fields.gtin}`, before, after: fields });
        }),
      );
      return variantDetail(id);
    },

    async updatePrices(modelId: number, input: AdminPricesUpdate, actor: AdminActor): Promise<AdminModelDetail> {
      await committed(
        db.transaction(async (tx) => {
          if (!(await models.loadModel(tx, modelId, true))) throw modelNotFound();
          const current = await variants.modelPrices(tx, modelId, true);
          const before = priceState(current);
          assertVersion(before, input.version);
          const unknown = await variants.taxAreasMissing(tx, input.prices.map((p) => p.tax_area_id));
          if (unknown.length) {
            throw badRequest(Object.fromEntries(input.prices.flatMap((p, i) => (unknown.includes(p.tax_area_id) ? [[`prices.${i}.tax_area_id`, ["No such tax area."]]] : []))));
          }
          const previous = new Map(current.map((p) => [p.tax_area_id, p.active]));
          for (const row of input.prices) await variants.writeModelPrice(tx, modelId, row, previous.get(row.tax_area_id) ?? null);
          const after = priceState(await variants.modelPrices(tx, modelId));
          await recordAudit(tx, actor, { action: "prices", entity: "product_model", entityId: modelId, summary: priceSummary(before, after), before, after });
        }),
      );
      return detail(modelId);
    },

    async stock(variantId: number): Promise<AdminVariantStock> {
      if (!(await variants.loadVariant(db, variantId))) throw variantNotFound();
      const rows = await variants.variantStock(db, variantId);
      return { variant_id: variantId, version: versionOf(stockState(rows)), rows };
    },

    async updateStock(variantId: number, input: AdminStockUpdate, actor: AdminActor): Promise<AdminVariantStock> {
      await committed(
        db.transaction(async (tx) => {
          const variant = await variants.loadVariant(tx, variantId, true);
          if (!variant) throw variantNotFound();
          const before = stockState(await variants.variantStock(tx, variantId, true));
          assertVersion(before, input.version);
          const unknown = await variants.storesMissing(tx, input.rows.map((r) => r.store_id));
          if (unknown.length) {
            throw badRequest(Object.fromEntries(input.rows.flatMap((r, i) => (unknown.includes(r.store_id) ? [[`rows.${i}.store_id`, ["No such store."]]] : []))));
          }
          for (const row of input.rows) await variants.writeStock(tx, variantId, row);
          const after = stockState(await variants.variantStock(tx, variantId));
          // Stock is not in the catalogue triggers' tables: the product pages' caches learn of it here.
          await bumpCacheVersion(tx, "catalogue");
          await recordAudit(tx, actor, { action: "stock", entity: "variant", entityId: variantId, summary: `model ${variant.model_id}`, before, after });
        }),
      );
      opts.afterStockChange?.();
      return this.stock(variantId);
    },
  };

  async function checkVariant(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], fields: AdminVariantFields, id: number | null) {
    const errors = await variants.variantReferencesMissing(tx, fields);
    if (await variants.gtinTaken(tx, fields.gtin, id)) errors.gtin = ["Another variant already has this GTIN."];
    if (Object.keys(errors).length) throw badRequest(errors);
  }
}

function priceSummary(before: { tax_area_id: number; active: number }[], after: { tax_area_id: number; active: number }[]): string {
  const old = new Map(before.map((p) => [p.tax_area_id, p.active]));
  return after
    .filter((p) => old.get(p.tax_area_id) !== p.active)
    .map((p) => `area ${p.tax_area_id}: ${old.get(p.tax_area_id) ?? "-"} → ${p.active}`)
    .join(", ");
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
