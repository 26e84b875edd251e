// GET /api/staff/customers/?q= (ours; staff and admins only, spec 01 §3 "Admin context" selected
// customer, §6): e-mail or name search for the staff bar's held customer. 401 for guests, 403 for
// other customers, 400 for a bad query; never cached.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { staffCustomerSearchQuerySchema, staffCustomerSearchResponseSchema } from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import { requireStaff } from "../accounts/authentication";
import { searchCustomers } from "./staff-customers.repository";

export async function staffCustomersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.get("/api/staff/customers/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    requireStaff(request);
    const { q } = parseInput(staffCustomerSearchQuerySchema, request.query);
    return output(staffCustomerSearchResponseSchema, { results: await searchCustomers(opts.db, q) });
  });
}
