// /api/admin/prices/bulk/…, /api/admin/stock/… and a model's scheduled prices (docs/admin.md
// "Bulk price change", "Stock CSV", "Scheduled prices"): the catalogue's tools over many rows.
import type { FastifyInstance } from "fastify";
import {
  adminBulkPriceApplySchema, adminBulkPriceChangeSchema, adminBulkPricePreviewSchema, adminBulkPriceResultSchema,
  adminStockCsvImportSchema, adminStockCsvQuerySchema, adminStockCsvResultSchema,
  adminScheduledPriceInputSchema, adminScheduledPriceListSchema, adminScheduledPriceParamsSchema, adminScheduledPriceSchema,
} from "@polku/domain/admin/price-tools";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf } from "../admin-core";
import type { AdminCatalogueOptions } from "./admin-catalogue.routes";
import { createBulkPriceService } from "./admin-bulk-prices";
import { createStockCsvService } from "./admin-stock-csv";
import { createScheduledPriceService, SCHEDULED_PRICE_POLL_MS, startScheduledPriceJob } from "./admin-scheduled-prices";

const missing = (what: string) => () => new HttpError(404, "not_found", `${what} not found`);

export async function adminPriceToolsRoutes(app: FastifyInstance, opts: AdminCatalogueOptions): Promise<void> {
  const bulkPrices = createBulkPriceService(opts.db, opts);
  const stockCsv = createStockCsvService(opts.db, opts);
  const scheduled = createScheduledPriceService(opts.db, opts);
  startScheduledPriceJob(app, scheduled, { pollMs: opts.scheduledPriceJob ? SCHEDULED_PRICE_POLL_MS : 0, exclusively: opts.exclusively });

  route(app, {
    method: "GET",
    url: "/api/admin/models/:id/scheduled-prices/",
    tag: "Admin: catalogue",
    summary: "A model's scheduled prices, newest window first",
    auth: "admin",
    params: adminIdParamsSchema,
    responses: { 200: adminScheduledPriceListSchema },
  }, async (request, _reply, io) => io.output({ results: await scheduled.list(io.params(missing("Product")).id) }));
  route(app, {
    method: "POST",
    url: "/api/admin/models/:id/scheduled-prices/",
    tag: "Admin: catalogue",
    summary: "Schedule a campaign price for a window (started at once when the window has begun)",
    auth: "admin",
    params: adminIdParamsSchema,
    body: adminScheduledPriceInputSchema,
    responses: { 201: adminScheduledPriceSchema },
  }, async (request, reply, io) => {
    const id = io.params(missing("Product")).id;
    return reply.status(201).send(io.output(await scheduled.create(id, io.body(), actorOf(request))));
  });
  route(app, {
    method: "POST",
    url: "/api/admin/models/:id/scheduled-prices/:scheduleId/cancel/",
    tag: "Admin: catalogue",
    summary: "Cancel a scheduled price (a running one ends now and the price it replaced comes back)",
    auth: "admin",
    params: adminScheduledPriceParamsSchema,
    responses: { 200: adminScheduledPriceSchema },
  }, async (request, _reply, io) => {
    const { id, scheduleId } = io.params(missing("Scheduled price"));
    return io.output(await scheduled.cancel(id, scheduleId, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/prices/bulk/preview/",
    tag: "Admin: catalogue",
    summary: "Preview a price change of the filtered models: old and new prices, nothing written",
    auth: "admin",
    body: adminBulkPriceChangeSchema,
    responses: { 200: adminBulkPricePreviewSchema },
  }, async (_request, _reply, io) => io.output(await bulkPrices.preview(io.body())));
  route(app, {
    method: "POST",
    url: "/api/admin/prices/bulk/",
    tag: "Admin: catalogue",
    summary: "Apply a previewed price change (409 when the prices moved since the preview)",
    auth: "admin",
    body: adminBulkPriceApplySchema,
    responses: { 200: adminBulkPriceResultSchema },
  }, async (request, _reply, io) => io.output(await bulkPrices.apply(io.body(), actorOf(request))));

  route(app, {
    method: "GET",
    url: "/api/admin/stock/export/",
    tag: "Admin: catalogue",
    summary: "The stock rows of the filtered models' variants as CSV (with store: every variant there)",
    auth: "staff",
    query: adminStockCsvQuerySchema,
    responses: { 200: { description: "variant_id;gtin;model_id;model_number;name;colour;size;store_id;store;quantity;blocked_quantity;incoming_quantity;incoming_date;shelf_code", contentType: "text/csv" } },
  }, async (_request, reply, io) => {
    const csv = await stockCsv.exportStock(io.query());
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="stock.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });
  route(app, {
    method: "POST",
    url: "/api/admin/stock/import/",
    tag: "Admin: catalogue",
    summary: "Write variants' stock per store from CSV, every row checked first (or only checked: dry_run)",
    auth: "staff",
    body: adminStockCsvImportSchema,
    responses: { 200: adminStockCsvResultSchema },
  }, { bodyLimit: 5 * 1024 * 1024 }, async (request, _reply, io) => io.output(await stockCsv.importStock(io.body(), actorOf(request))));
}
