// /api/admin/productgroups/…, /api/admin/manufacturers/… and /api/admin/sizetables/… (docs/admin.md
// "Product groups, brands and size tables"): staff list and edit the catalogue's structure.
// Brands are addressed by their slug, as the storefront's "Open in admin" links do.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import {
  adminBrandCreateSchema, adminBrandDetailSchema, adminBrandListQuerySchema, adminBrandPageSchema, adminBrandUpdateSchema, adminGroupCreateSchema, adminGroupDetailSchema, adminGroupListQuerySchema,
  adminGroupPageSchema, adminGroupUpdateSchema, adminSizeTableCreateSchema,
  adminSizeTableDetailSchema, adminSizeTableListQuerySchema, adminSizeTablePageSchema,
  adminSizeTableUpdateSchema, adminSlugParamsSchema,
} from "@polku/domain/admin/catalogue-setup";
import { HttpError } from "../../http/errors";
import { actorOf } from "../admin-core";
import { createAdminStructureService } from "./admin-structure.service";
import { listBrands, listGroups, listSizeTables } from "./admin-structure.repository";
import { route } from "../../http/contract";

/** An id that is not one (`/api/admin/models/x/`) names nothing: 404 like an unknown one. */
const missing = (what: string) => () => new HttpError(404, "not_found", `${what} not found`);



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

  route(app, {
    method: "GET",
    url: "/api/admin/productgroups/",
    tag: "Admin: catalogue",
    summary: "Product groups as a tree",
    auth: "staff",
    query: adminGroupListQuerySchema,
    responses: { 200: adminGroupPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    return io.output(page(query, await listGroups(opts.db, query)));
  });
  route(app, {
    method: "GET",
    url: "/api/admin/productgroups/:id/",
    tag: "Admin: catalogue",
    summary: "A product group with its texts",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminGroupDetailSchema },
  }, async (request, _reply, io) => io.output(await service.group(io.params(missing("Product group")).id)));
  route(app, {
    method: "POST",
    url: "/api/admin/productgroups/",
    tag: "Admin: catalogue",
    summary: "Create a product group",
    auth: "staff",
    body: adminGroupCreateSchema,
    responses: { 201: adminGroupDetailSchema },
  }, async (request, reply, io) => reply.status(201).send(io.output(await service.createGroup(io.body(), actorOf(request)))));
  route(app, {
    method: "PUT",
    url: "/api/admin/productgroups/:id/",
    tag: "Admin: catalogue",
    summary: "Change a product group",
    auth: "staff",
    body: adminGroupUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminGroupDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Product group")).id;
    const input = io.body();
    return io.output(await service.updateGroup(id, input, actorOf(request)));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/manufacturers/",
    tag: "Admin: catalogue",
    summary: "Brands",
    auth: "staff",
    query: adminBrandListQuerySchema,
    responses: { 200: adminBrandPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    return io.output(page(query, await listBrands(opts.db, query)));
  });
  route(app, {
    method: "GET",
    url: "/api/admin/manufacturers/:slug/",
    tag: "Admin: catalogue",
    summary: "A brand with its texts",
    auth: "staff",
    params: adminSlugParamsSchema,
    responses: { 200: adminBrandDetailSchema },
  }, async (request, _reply, io) => io.output(await service.brand(io.params(missing("Brand")).slug)));
  route(app, {
    method: "POST",
    url: "/api/admin/manufacturers/",
    tag: "Admin: catalogue",
    summary: "Create a brand",
    auth: "staff",
    body: adminBrandCreateSchema,
    responses: { 201: adminBrandDetailSchema },
  }, async (request, reply, io) => reply.status(201).send(io.output(await service.createBrand(io.body(), actorOf(request)))));
  route(app, {
    method: "PUT",
    url: "/api/admin/manufacturers/:slug/",
    tag: "Admin: catalogue",
    summary: "Change a brand",
    auth: "staff",
    body: adminBrandUpdateSchema,
    params: adminSlugParamsSchema,
    responses: { 200: adminBrandDetailSchema },
  }, async (request, _reply, io) => {
    const slug = io.params(missing("Brand")).slug;
    const input = io.body();
    return io.output(await service.updateBrand(slug, input, actorOf(request)));
  });

  route(app, {
    method: "GET",
    url: "/api/admin/sizetables/",
    tag: "Admin: catalogue",
    summary: "Size tables",
    auth: "staff",
    query: adminSizeTableListQuerySchema,
    responses: { 200: adminSizeTablePageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    return io.output(page(query, await listSizeTables(opts.db, query)));
  });
  route(app, {
    method: "GET",
    url: "/api/admin/sizetables/:id/",
    tag: "Admin: catalogue",
    summary: "A size table",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminSizeTableDetailSchema },
  }, async (request, _reply, io) => io.output(await service.sizeTable(io.params(missing("Size table")).id)));
  route(app, {
    method: "POST",
    url: "/api/admin/sizetables/",
    tag: "Admin: catalogue",
    summary: "Create a size table",
    auth: "staff",
    body: adminSizeTableCreateSchema,
    responses: { 201: adminSizeTableDetailSchema },
  }, async (request, reply, io) => reply.status(201).send(io.output(await service.createSizeTable(io.body(), actorOf(request)))));
  route(app, {
    method: "PUT",
    url: "/api/admin/sizetables/:id/",
    tag: "Admin: catalogue",
    summary: "Change a size table",
    auth: "staff",
    body: adminSizeTableUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminSizeTableDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(missing("Size table")).id;
    const input = io.body();
    return io.output(await service.updateSizeTable(id, input, actorOf(request)));
  });
}
