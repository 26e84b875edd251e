// /api/admin/productgroups/…, /api/admin/manufacturers/… and /api/admin/sizetables/… (docs/admin.md
// "Product groups, brands and size tables"): staff list and edit the catalogue's structure.
// Brands are addressed by their slug, as the storefront's "Open in admin" links do.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import {
  adminBrandDetailSchema, adminBrandListQuerySchema, adminBrandPageSchema, adminBrandUpdateSchema, adminGroupDetailSchema, adminGroupListQuerySchema,
  adminGroupPageSchema, adminGroupUpdateSchema, adminSizeTableDetailSchema, adminSizeTableListQuerySchema, adminSizeTablePageSchema,
  adminSizeTableUpdateSchema, adminSlugParamsSchema,
} from "@polku/domain/admin/catalogue-setup";
import { HttpError } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import { actorOf } from "../admin-core/admin-api";
import { createAdminStructureService } from "./admin-structure.service";
import { listBrands, listGroups, listSizeTables } from "./admin-structure.repository";

function idOf(params: unknown, what: string): number {
  const parsed = adminIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "not_found", `${what} not found`);
  return parsed.data.id;
}

function slugOf(params: unknown): string {
  const parsed = adminSlugParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "not_found", "Brand not found");
  return parsed.data.slug;
}

/** Lists of a few hundred rows are counted exactly. */
const page = <T>(query: { page: number; per_page: number }, found: { rows: T[]; count: number }) => ({
  results: found.rows,
  count: found.count,
  count_exact: true,
  page: query.page,
  per_page: query.per_page,
});

export async function adminStructureRoutes(app: FastifyInstance, opts: { db: Database; onChange: () => void }): Promise<void> {
  const service = createAdminStructureService(opts.db, opts);

  app.get("/api/admin/productgroups/", async (request) => {
    const query = parseInput(adminGroupListQuerySchema, request.query);
    return output(adminGroupPageSchema, page(query, await listGroups(opts.db, query)));
  });
  app.get("/api/admin/productgroups/:id/", async (request) => output(adminGroupDetailSchema, await service.group(idOf(request.params, "Product group"))));
  app.put("/api/admin/productgroups/:id/", async (request) => {
    const id = idOf(request.params, "Product group");
    const input = parseInput(adminGroupUpdateSchema, request.body);
    return output(adminGroupDetailSchema, await service.updateGroup(id, input, actorOf(request)));
  });

  app.get("/api/admin/manufacturers/", async (request) => {
    const query = parseInput(adminBrandListQuerySchema, request.query);
    return output(adminBrandPageSchema, page(query, await listBrands(opts.db, query)));
  });
  app.get("/api/admin/manufacturers/:slug/", async (request) => output(adminBrandDetailSchema, await service.brand(slugOf(request.params))));
  app.put("/api/admin/manufacturers/:slug/", async (request) => {
    const slug = slugOf(request.params);
    const input = parseInput(adminBrandUpdateSchema, request.body);
    return output(adminBrandDetailSchema, await service.updateBrand(slug, input, actorOf(request)));
  });

  app.get("/api/admin/sizetables/", async (request) => {
    const query = parseInput(adminSizeTableListQuerySchema, request.query);
    return output(adminSizeTablePageSchema, page(query, await listSizeTables(opts.db, query)));
  });
  app.get("/api/admin/sizetables/:id/", async (request) => output(adminSizeTableDetailSchema, await service.sizeTable(idOf(request.params, "Size table"))));
  app.put("/api/admin/sizetables/:id/", async (request) => {
    const id = idOf(request.params, "Size table");
    const input = parseInput(adminSizeTableUpdateSchema, request.body);
    return output(adminSizeTableDetailSchema, await service.updateSizeTable(id, input, actorOf(request)));
  });
}
