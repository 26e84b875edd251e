// GET /api/staff/customers/?q= (ours; staff and admins only, spec 01 §3 "Admin context" selected
// customer, §6): e-mail or name search for the staff bar's held customer. 401 for guests, 403 for
// other customers, 400 for a bad query; never cached.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { staffCustomerSearchQuerySchema, staffCustomerSearchResponseSchema } from "@polku/domain";
import { requireStaff } from "../../http/authentication";
import { searchCustomers } from "./staff-customers.repository";
import { route } from "../../http/contract";

export async function staffCustomersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/staff/customers/",
    tag: "Staff",
    summary: "Find customers for staff (store sales)",
    auth: "staff",
    query: staffCustomerSearchQuerySchema,
    responses: { 200: staffCustomerSearchResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    requireStaff(request);
    const { q } = io.query();
    return io.output({ results: await searchCustomers(opts.db, q) });
  });
}
