// /api/admin/customers/… (docs/admin.md "Customers"): staff search, read and edit customers and
// erase their personal data; roles (staff, admin) are given by admins only.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT } from "@polku/domain/admin/common";
import {
  adminCustomerDetailSchema, adminCustomerErasedSchema, adminCustomerEraseSchema, adminCustomerListQuerySchema, adminCustomerPageSchema,
  adminCustomerRolesSchema, adminCustomerUpdateSchema,
} from "@polku/domain/admin/customers";
import { HttpError } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import { actorOf } from "../admin-core/admin-api";
import { listCustomers } from "./admin-customers.repository";
import { createAdminCustomersService } from "./admin-customers.service";

function customerId(params: unknown): number {
  const parsed = adminIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, "not_found", "Customer not found");
  return parsed.data.id;
}

export async function adminCustomersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createAdminCustomersService(opts.db);

  app.get("/api/admin/customers/", async (request) => {
    const query = parseInput(adminCustomerListQuerySchema, request.query);
    const { rows, count, exact } = await listCustomers(opts.db, query);
    return output(adminCustomerPageSchema, { results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  app.get("/api/admin/customers/:id/", async (request) => output(adminCustomerDetailSchema, await service.detail(customerId(request.params))));

  app.put("/api/admin/customers/:id/", async (request) => {
    const id = customerId(request.params);
    const input = parseInput(adminCustomerUpdateSchema, request.body);
    return output(adminCustomerDetailSchema, await service.update(id, input, actorOf(request)));
  });

  app.put("/api/admin/customers/:id/roles/", { config: { adminRole: "admin" } }, async (request) => {
    const id = customerId(request.params);
    const input = parseInput(adminCustomerRolesSchema, request.body);
    return output(adminCustomerDetailSchema, await service.updateRoles(id, input, actorOf(request)));
  });

  app.post("/api/admin/customers/:id/erase/", async (request) => {
    const id = customerId(request.params);
    const input = parseInput(adminCustomerEraseSchema, request.body);
    return output(adminCustomerErasedSchema, await service.erase(id, input, actorOf(request)));
  });
}
