// /api/admin/me/, /api/admin/dashboard/ and /api/admin/audit/ (docs/admin.md): who the staff
// user is, the day at a glance, and the audit log as a whole or per object.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { adminDashboardSchema, adminMeSchema, auditPageSchema, auditQuerySchema } from "@polku/domain/admin/common";
import { dashboardCounts } from "../admin-orders";
import { actorOf } from "./admin-api";
import { listAudit } from "./audit";
import { route } from "../../http/contract";

export async function adminCoreRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/admin/me/",
    tag: "Admin: core",
    summary: "The staff member using the back office and their role",
    auth: "staff",
    responses: { 200: adminMeSchema },
  }, async (request, _reply, io) => {
    const actor = actorOf(request);
    return io.output({ id: actor.id, email: request.customer!.email, username: request.customer!.username, role: actor.role });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/dashboard/",
    tag: "Admin: core",
    summary: "The back office's start page figures",
    auth: "staff",
    responses: { 200: adminDashboardSchema },
  }, async (_request, _reply, io) => io.output(await dashboardCounts(opts.db)));

  route(app, {
    method: "GET",
    url: "/api/admin/audit/",
    tag: "Admin: core",
    summary: "The audit log of back office changes, paged",
    auth: "staff",
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows, count } = await listAudit(opts.db, query);
    return io.output({ results: rows, count, count_exact: true, page: query.page, per_page: query.per_page });
  });
}
