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
import { actorOf } from "../admin-core";
import { listCustomers } from "./admin-customers.repository";
import { createAdminCustomersService } from "./admin-customers.service";
import { route } from "../../http/contract";

const customerNotFound = () => new HttpError(404, "not_found", "Customer not found");

export async function adminCustomersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createAdminCustomersService(opts.db);

  route(app, {
    method: "GET",
    url: "/api/admin/customers/",
    tag: "Admin: customers",
    summary: "Customers, searched and paged",
    auth: "staff",
    query: adminCustomerListQuerySchema,
    responses: { 200: adminCustomerPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows, count, exact } = await listCustomers(opts.db, query);
    return io.output({ results: rows, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/customers/:id/",
    tag: "Admin: customers",
    summary: "A customer with orders and consents",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminCustomerDetailSchema },
  }, async (request, _reply, io) => io.output(await service.detail(io.params(customerNotFound).id)));

  route(app, {
    method: "PUT",
    url: "/api/admin/customers/:id/",
    tag: "Admin: customers",
    summary: "Change a customer's details",
    auth: "staff",
    body: adminCustomerUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminCustomerDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(customerNotFound).id;
    const input = io.body();
    return io.output(await service.update(id, input, actorOf(request)));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/customers/:id/roles/",
    tag: "Admin: customers",
    summary: "Change a customer's back office roles (admin only)",
    auth: "admin",
    body: adminCustomerRolesSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminCustomerDetailSchema },
  }, async (request, _reply, io) => {
    const id = io.params(customerNotFound).id;
    const input = io.body();
    return io.output(await service.updateRoles(id, input, actorOf(request)));
  });

  route(app, {
    method: "POST",
    url: "/api/admin/customers/:id/erase/",
    tag: "Admin: customers",
    summary: "Erase a customer's personal data (admin only)",
    auth: "staff",
    body: adminCustomerEraseSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminCustomerErasedSchema },
  }, async (request, _reply, io) => {
    const id = io.params(customerNotFound).id;
    const input = io.body();
    return io.output(await service.erase(id, input, actorOf(request)));
  });
}
