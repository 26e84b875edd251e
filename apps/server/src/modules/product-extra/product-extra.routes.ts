// GET /api/product/extra/ (spec 02 §7: type 1 delivery limits, type 2 bundles, recommendations,
// also bought and size tables), GET /api/keyword-popup/ (§7) and the staff-only stock balances
// GET /api/product/stock/ (spec 02 §4, §6). Registered by the product page module, whose page
// service (and its cache) both extra types start from.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { z } from "zod";
import { keywordPopupQuerySchema, keywordPopupResponseSchema, productExtraQuerySchema, productExtraType1Schema, productExtraType2Schema, staffStockQuerySchema, staffStockResponseSchema } from "@polku/domain";
import { notFound } from "../../http/errors";
import { createVersionReader } from "../../lib/cache-version";
import type { MemoCache } from "../../lib/memo-cache";
import { createResponseCache } from "../../lib/response-cache";
import { requireStaff } from "../../http/authentication";
import { createRecoService } from "../reco/reco.service";
import type { PageBody } from "../product-page/product-page.service";
import { createProductExtraService, type ProductPages } from "./product-extra.service";
import { route } from "../../http/contract";

const CACHE_CONTROL = "public, max-age=60";
/** Type 2 answers are a few KB (two card lists); this keeps a few thousand of them. */
export const EXTRA_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export async function productExtraRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache; pages: ProductPages }): Promise<void> {
  const answers = createResponseCache<PageBody>({ maxBytes: EXTRA_CACHE_MAX_BYTES, ttlMs: 60_000, version: createVersionReader(opts.db, "catalogue"), name: "product-extra" });
  const service = createProductExtraService({ db: opts.db, cache: opts.cache, pages: opts.pages, reco: createRecoService(opts.db, opts.cache), answers });

  route(app, {
    method: "GET",
    url: "/api/product/extra/",
    tag: "Product page",
    summary: "A product page's extra data: delivery limits (type 1) or bundles and size table (type 2)",
    query: productExtraQuerySchema,
    responses: { 200: z.union([productExtraType1Schema, productExtraType2Schema]) },
  }, async (request, reply, io) => {
    const query = io.query();
    reply.header("cache-control", CACHE_CONTROL);
    if (query.type === "1") return service.deliveryLimit(query);
    const body = await service.extraData(query);
    return reply.type("application/json; charset=utf-8").send(body.json);
  });

  route(app, {
    method: "GET",
    url: "/api/keyword-popup/",
    tag: "Product page",
    summary: "One keyword popup's text",
    query: keywordPopupQuerySchema,
    responses: { 200: keywordPopupResponseSchema },
  }, async (request, reply, io) => {
    const { id, language } = io.query();
    const popup = await service.keywordPopup(id, language);
    if (!popup) throw notFound("Keyword not found");
    reply.header("cache-control", CACHE_CONTROL);
    return io.output(popup);
  });

  // Staff only: balances, reservations, incoming stock and shelf codes are never sent to shoppers.
  route(app, {
    method: "GET",
    url: "/api/product/stock/",
    tag: "Product page",
    summary: "A model's stock, reservations and shelf codes (staff only)",
    auth: "staff",
    query: staffStockQuerySchema,
    responses: { 200: staffStockResponseSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    const { model_id } = io.query();
    const found = await service.staffStock(model_id);
    if (!found.exists) throw notFound("Product not found");
    const variants = new Map<number, ReturnType<typeof detail>[]>();
    const detail = (row: (typeof found.rows)[number]) => ({
      store: row.store,
      store_id: row.storeId,
      quantity: row.quantity,
      blocked_quantity: row.blockedQuantity,
      incoming_quantity: row.incomingQuantity,
      incoming_date: row.incomingDate,
      shelf_code: row.shelfCode,
    });
    for (const row of found.rows) variants.set(row.variantId, [...(variants.get(row.variantId) ?? []), detail(row)]);
    reply.header("cache-control", "private, no-store");
    return io.output({ model_id, variants: [...variants].map(([id, detailed_stocks]) => ({ id, detailed_stocks })) });
  });
}
