// /api/admin/me/, /api/admin/dashboard/ and /api/admin/audit/ (docs/admin.md): who the staff
// user is, the day at a glance, and the audit log as a whole or per object.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { adminDashboardSchema, adminMeSchema, auditPageSchema, auditQuerySchema } from "@polku/domain/admin/common";
import { output, parseInput } from "../../http/validate";
import { dashboardCounts } from "../admin-orders/admin-orders.repository";
import { actorOf } from "./admin-api";
import { listAudit } from "./audit";

export async function adminCoreRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.get("/api/admin/me/", async (request) => {
    const actor = actorOf(request);
    return output(adminMeSchema, { id: actor.id, email: request.customer!.email, username: request.customer!.username, role: actor.role });
  });

  app.get("/api/admin/dashboard/", async () => output(adminDashboardSchema, await dashboardCounts(opts.db)));

  app.get("/api/admin/audit/", async (request) => {
    const query = parseInput(auditQuerySchema, request.query);
    const { rows, count } = await listAudit(opts.db, query);
    return output(auditPageSchema, { results: rows, count, count_exact: true, page: query.page, per_page: query.per_page });
  });
}
