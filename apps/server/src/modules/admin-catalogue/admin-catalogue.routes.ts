// /api/admin/models/…, /api/admin/variants/… and /api/admin/catalogue/options/ (docs/admin.md
// "Catalogue"). Staff edit models, variants and stock; prices are the admin's.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  adminCatalogueOptionsSchema, adminIdParamsSchema, adminModelCreateSchema, adminModelDetailSchema, adminModelListQuerySchema, adminModelPageSchema,
  adminModelUpdateSchema, adminPricesUpdateSchema, adminStockUpdateSchema, adminVariantCreateSchema, adminVariantDetailSchema, adminVariantStockSchema,
  adminVariantUpdateSchema,
} from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import { HttpError } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import { actorOf } from "../admin-core/admin-api";
import { createAdminCatalogueService } from "./admin-catalogue.service";
import { listModels } from "./admin-models.repository";
import { catalogueOptions } from "./admin-variants.repository";

function idOf(params: unknown, what: string): number {
  const parsed = adminIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "not_found", `${what} not found`);
  return parsed.data.id;
}

export interface AdminCatalogueOptions {
  db: Database;
  /** Drops this process's storefront caches after a committed write. */
  onChange: () => void;
  /** Back-in-stock e-mails learn of new stock (docs/product-page.md). */
  afterStockChange?: () => void;
}

export async function adminCatalogueRoutes(app: FastifyInstance, opts: AdminCatalogueOptions): Promise<void> {
  const service = createAdminCatalogueService(opts.db, opts);
  const pricesSchema = adminPricesUpdateSchema();

  app.get("/api/admin/catalogue/options/", async () => output(adminCatalogueOptionsSchema, await catalogueOptions(opts.db)));

  app.get("/api/admin/models/", async (request) => {
    const query = parseInput(adminModelListQuerySchema, request.query);
    const { rows, count, exact } = await listModels(opts.db, query);
    return output(adminModelPageSchema, { results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  app.post("/api/admin/models/", async (request, reply) => {
    const input = parseInput(adminModelCreateSchema, request.body);
    return reply.status(201).send(output(adminModelDetailSchema, await service.createModel(input, actorOf(request))));
  });

  app.get("/api/admin/models/:id/", async (request) => output(adminModelDetailSchema, await service.detail(idOf(request.params, "Product"))));

  app.put("/api/admin/models/:id/", async (request) => {
    const id = idOf(request.params, "Product");
    const input = parseInput(adminModelUpdateSchema, request.body);
    return output(adminModelDetailSchema, await service.updateModel(id, input, actorOf(request)));
  });

  app.put("/api/admin/models/:id/prices/", { config: { adminRole: "admin" } }, async (request) => {
    const id = idOf(request.params, "Product");
    const input = parseInput(pricesSchema, request.body);
    return output(adminModelDetailSchema, await service.updatePrices(id, input, actorOf(request)));
  });

  app.post("/api/admin/models/:id/variants/", async (request, reply) => {
    const id = idOf(request.params, "Product");
    const input = parseInput(adminVariantCreateSchema, request.body);
    return reply.status(201).send(output(adminVariantDetailSchema, await service.createVariant(id, input, actorOf(request))));
  });

  app.get("/api/admin/variants/:id/", async (request) => output(adminVariantDetailSchema, await service.variantDetail(idOf(request.params, "Variant"))));

  app.put("/api/admin/variants/:id/", async (request) => {
    const id = idOf(request.params, "Variant");
    const input = parseInput(adminVariantUpdateSchema, request.body);
    return output(adminVariantDetailSchema, await service.updateVariant(id, input, actorOf(request)));
  });

  app.get("/api/admin/variants/:id/stock/", async (request) => output(adminVariantStockSchema, await service.stock(idOf(request.params, "Variant"))));

  app.put("/api/admin/variants/:id/stock/", async (request) => {
    const id = idOf(request.params, "Variant");
    const input = parseInput(adminStockUpdateSchema, request.body);
    return output(adminVariantStockSchema, await service.updateStock(id, input, actorOf(request)));
  });
}
