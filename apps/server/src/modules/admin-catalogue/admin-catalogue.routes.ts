// /api/admin/models/…, /api/admin/variants/… and /api/admin/catalogue/options/ (docs/admin.md
// "Catalogue"). Staff edit models, variants and stock; prices are the admin's.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  adminCatalogueOptionsSchema, adminIdParamsSchema, adminModelCreateSchema, adminModelDetailSchema, adminModelListQuerySchema, adminModelPageSchema,
  adminModelUpdateSchema, adminPricesUpdateSchema, adminStockUpdateSchema, adminVariantCreateSchema, adminVariantDetailSchema, adminVariantStockSchema,
  adminVariantUpdateSchema, adminPriceCsvImportSchema, adminPriceCsvQuerySchema, adminPriceCsvResultSchema,
} from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import { HttpError } from "../../http/errors";
import type { Exclusively } from "../../lib/jobs";
import { actorOf } from "../admin-core";
import { createAdminCatalogueService } from "./admin-catalogue.service";
import { listModels } from "./admin-models.repository";
import { catalogueOptions } from "./admin-variants.repository";
import { createPriceCsvService } from "./admin-prices-csv";
import { adminPriceToolsRoutes } from "./admin-price-tools.routes";
import { route } from "../../http/contract";

/** An id that is not one (`/api/admin/models/x/`) names nothing: 404 like an unknown one. */
const missing = (what: string) => () => new HttpError(404, "not_found", `${what} not found`);

export interface AdminCatalogueOptions {
  db: Database;
  /** Drops this process's storefront caches after a committed write. */
  onChange: () => void;
  /** Back-in-stock e-mails learn of new stock (docs/product-page.md). */
  afterStockChange?: () => void;
  /** The clock scheduled prices start and end by (tests move it). */
  now?: () => Date;
  /** Whether this process runs the scheduled-price job (tests run it themselves). */
  scheduledPriceJob?: boolean;
  exclusively?: Exclusively;
}

export async function adminCatalogueRoutes(app: FastifyInstance, opts: AdminCatalogueOptions): Promise<void> {
  const service = createAdminCatalogueService(opts.db, opts);
  const pricesSchema = adminPricesUpdateSchema();
  const priceCsv = createPriceCsvService(opts.db, opts);

  route(app, {
    method: "GET",
    url: "/api/admin/prices/export/",
    tag: "Admin: catalogue",
    summary: "The prices of the filtered models as CSV",
    auth: "admin",
    query: adminPriceCsvQuerySchema,
    responses: { 200: { description: "model_id;model_number;name;tax_area_id;regular;active;club;price_ending, euros with a point", contentType: "text/csv" } },
  }, async (_request, reply, io) => {
    const csv = await priceCsv.exportPrices(io.query());
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="prices.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });
  route(app, {
    method: "POST",
    url: "/api/admin/prices/import/",
    tag: "Admin: catalogue",
    summary: "Write model prices from CSV, every row checked first (or only checked: dry_run)",
    auth: "admin",
    body: adminPriceCsvImportSchema,
    responses: { 200: adminPriceCsvResultSchema },
  }, { bodyLimit: 5 * 1024 * 1024 }, async (request, _reply, io) => io.output(await priceCsv.importPrices(io.body(), actorOf(request))));

  route(app, {
    method: "GET",
    url: "/api/admin/catalogue/options/",
    tag: "Admin: catalogue",
    summary: "Choices for the catalogue forms: groups, brands, size tables, tax classes",
    auth: "staff",
    responses: { 200: adminCatalogueOptionsSchema },
  }, async (_request, _reply, io) => io.output(await catalogueOptions(opts.db)));

  route(app, {
    method: "GET",
    url: "/api/admin/models/",
    tag: "Admin: catalogue",
    summary: "Product models, searched, filtered and paged",
    auth: "staff",
    query: adminModelListQuerySchema,
    responses: { 200: adminModelPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows, count, exact } = await listModels(opts.db, query);
    return io.output({ results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "POST",
    url: "/api/admin/models/",
    tag: "Admin: catalogue",
    summary: "Create a product model",
    auth: "staff",
    body: adminModelCreateSchema,
    responses: { 201: adminModelDetailSchema },
  }, async (request, reply, io) => {
    const input = io.body();
    return reply.status(201).send(io.output(await service.createModel(input, actorOf(request))));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/models/:id/",
    tag: "Admin: catalogue",
    summary: "A product model with its texts, variants and prices",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminModelDetailSchema },
  }, async (request, _reply, io) => io.output(await service.detail(io.params(missing("Product")).id)));

  route(app, {
    method: "PUT",
    url: "/api/admin/models/:id/",
    tag: "Admin: catalogue",
    summary: "Change a product model (optimistic version check)",
    auth: "staff",
    body: adminModelUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminModelDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Product")).id;
    const input = io.body();
    return io.output(await service.updateModel(id, input, actorOf(request)));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/models/:id/prices/",
    tag: "Admin: catalogue",
    summary: "Change the prices of a model's variants",
    auth: "admin",
    body: pricesSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminModelDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Product")).id;
    const input = io.body();
    return io.output(await service.updatePrices(id, input, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/models/:id/variants/",
    tag: "Admin: catalogue",
    summary: "Add a variant to a model",
    auth: "staff",
    body: adminVariantCreateSchema,
    params: adminIdParamsSchema,
    responses: { 201: adminVariantDetailSchema },
  }, async (request, reply, io) => {
    const id = io.params(missing("Product")).id;
    const input = io.body();
    return reply.status(201).send(io.output(await service.createVariant(id, input, actorOf(request))));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/variants/:id/",
    tag: "Admin: catalogue",
    summary: "A variant with its prices and identifiers",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminVariantDetailSchema },
  }, async (request, _reply, io) => io.output(await service.variantDetail(io.params(missing("Variant")).id)));

  route(app, {
    method: "PUT",
    url: "/api/admin/variants/:id/",
    tag: "Admin: catalogue",
    summary: "Change a variant (optimistic version check)",
    auth: "staff",
    body: adminVariantUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminVariantDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Variant")).id;
    const input = io.body();
    return io.output(await service.updateVariant(id, input, actorOf(request)));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/variants/:id/stock/",
    tag: "Admin: catalogue",
    summary: "A variant's stock by warehouse",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminVariantStockSchema },
  }, async (request, _reply, io) => io.output(await service.stock(io.params(missing("Variant")).id)));

  route(app, {
    method: "PUT",
    url: "/api/admin/variants/:id/stock/",
    tag: "Admin: catalogue",
    summary: "Set a variant's stock in a warehouse",
    auth: "staff",
    body: adminStockUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminVariantStockSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Variant")).id;
    const input = io.body();
    return io.output(await service.updateStock(id, input, actorOf(request)));
  });
  await adminPriceToolsRoutes(app, opts);
}
