// /api/admin/transfers/ (docs/admin.md "Transfer requests"): the staff transfer requests orders
// record, open ones first by age, filtered by the store they go to or come from and by priority.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import { adminTransferListQuerySchema, adminTransferPageSchema, type AdminTransferRow } from "@polku/domain/admin/orders";
import { route } from "../../http/contract";
import { rows } from "../admin-core";

const SORTS: Record<string, SQL> = { created: sql`o.created_at`, number: sql`o.number` };
/** Done: the order left the shop or was cancelled (the dashboard's count of open requests agrees). */
const DONE = sql`o.status in ('shipped', 'cancelled')`;

export async function adminTransfersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/admin/transfers/",
    tag: "Admin: orders",
    summary: "Transfer requests between stores, open ones first, filtered and paged",
    auth: "staff",
    query: adminTransferListQuerySchema,
    responses: { 200: adminTransferPageSchema },
  }, async (_request, _reply, io) => {
    const q = io.query();
    const parts: SQL[] = [sql`o.transfer_request_to is not null`];
    if (q.open === true) parts.push(sql`not (${DONE})`);
    if (q.open === false) parts.push(DONE);
    if (q.to) parts.push(sql`o.transfer_request_to = ${q.to}`);
    if (q.from) parts.push(sql`${q.from} = any(o.transfer_request_from)`);
    if (q.high_priority !== undefined) parts.push(sql`o.transfer_high_priority = ${q.high_priority}`);
    if (q.q) parts.push(sql`o.number ilike ${`${q.q.replace(/[\\%_]/g, "").toUpperCase().replace(/^(?!P)/, "P")}%`}`);
    const where = sql.join(parts, sql` and `);
    const { column, descending } = parseSort(q.sort);
    const dir = descending ? sql`desc` : sql`asc`;
    // High priority first, then the chosen order.
    const order = sql`o.transfer_high_priority desc, ${SORTS[column] ?? SORTS.created} ${dir}, o.id ${dir}`;
    const [found, counted] = await Promise.all([
      rows<AdminTransferRow>(
        opts.db,
        sql`with page as materialized (select o.id from orders o where ${where} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page})
            select o.number, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, o.status,
              o.first_name || ' ' || o.last_name as name,
              (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
              coalesce((select array_agg(s.name order by s.name) from stores s where s.id = any(o.transfer_request_from)), '{}') as from_stores,
              coalesce((select s.name from stores s where s.id = o.transfer_request_to), '') as to_store,
              o.transfer_reserve_quantity as reserve_quantity, o.transfer_high_priority as high_priority
            from page join orders o on o.id = page.id order by ${order}`,
      ),
      rows<{ n: number }>(opts.db, sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
    ]);
    const n = counted[0]?.n ?? 0;
    return io.output({ results: found, count: Math.min(n, ADMIN_COUNT_LIMIT), count_exact: n <= ADMIN_COUNT_LIMIT, page: q.page, per_page: q.per_page });
  });
}
