// /api/admin/stores/… (docs/admin.md "Stores"): staff edit each store's name, address, contact,
// coordinates, services, pickup and opening hours (the week and exception days). A save is
// versioned (409 when stale), audited, and bumps the content and catalogue versions in its
// transaction — the store pages read content, the pickup choices and stock answers the catalogue's
// reference data — and drops this process's caches, so /stores/, /stores/{store}/ and the
// checkout's pickup choices show it on their next answer.
import type { FastifyInstance } from "fastify";
import type { CacheScope, Database, Executor } from "@polku/db";
import { bumpCacheVersion } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import {
  adminStoreListQuerySchema,
  adminStorePageSchema,
  adminStoreSchema,
  adminStoreUpdateSchema,
  type AdminStore,
  type AdminStoreInput,
  type AdminStoreListQuery,
  type AdminStoreRow,
} from "@polku/domain/admin/stores";
import { HttpError } from "../../http/errors";
import { route } from "../../http/contract";
import { actorOf, assertVersion, escapeLike, recordAudit, rows, versionOf } from "../admin-core";

const storeNotFound = () => new HttpError(404, "not_found", "Store not found");

type StoreRow = Omit<AdminStore, "version" | "phone" | "email"> & { phone: string | null; email: string | null };

/** What a store's version is made of: every field staff edit. */
export const storeStateOf = (s: AdminStore | StoreRow | AdminStoreInput): AdminStoreInput => ({
  name: s.name,
  street_address: s.street_address,
  postal_code: s.postal_code,
  city: s.city,
  phone: s.phone ?? "",
  email: s.email ?? "",
  latitude: s.latitude,
  longitude: s.longitude,
  services: [...s.services].sort() as AdminStoreInput["services"],
  pikanouto: s.pikanouto,
  nouto: s.nouto,
  sort_order: s.sort_order,
  is_active: s.is_active,
  opening_hours: [...s.opening_hours].sort((a, b) => a.day - b.day) as AdminStoreInput["opening_hours"],
  opening_exceptions: [...s.opening_exceptions].sort((a, b) => a.date.localeCompare(b.date)) as AdminStoreInput["opening_exceptions"],
});

export async function loadStore(db: Executor, id: number, forUpdate = false): Promise<AdminStore | null> {
  const [row] = await rows<StoreRow>(
    db,
    sql`select id, slug, type::text as type, name, street_address, postal_code, city, phone, email, latitude, longitude, services, pikanouto, nouto, sort_order, is_active,
        opening_hours, opening_exceptions from stores where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) return null;
  const state = storeStateOf(row);
  return { ...state, id: row.id, slug: row.slug, type: row.type, version: versionOf(state) };
}

const SORTS: Record<string, SQL> = { id: sql`id`, name: sql`lower(name)`, city: sql`lower(city)`, sort_order: sql`sort_order` };

async function listStores(db: Executor, q: AdminStoreListQuery): Promise<{ rows: AdminStoreRow[]; count: number }> {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`is_active = ${q.active}`);
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    parts.push(sql`(lower(name) like ${like} or lower(city) like ${like} or slug like ${like} or postal_code like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const [found, counted] = await Promise.all([
    rows<AdminStoreRow>(
      db,
      sql`select id, slug, name, type::text as type, city, services, pikanouto, is_active, jsonb_array_length(opening_exceptions)::int as exceptions
        from stores where ${where} order by ${SORTS[column] ?? SORTS.sort_order} ${descending ? sql`desc` : sql`asc`}, id
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from stores where ${where}`),
  ]);
  return { rows: found, count: counted[0]?.n ?? 0 };
}

/** An exception's names without the empty languages, which the shop then names in Finnish. */
const storedExceptions = (list: AdminStoreInput["opening_exceptions"]) =>
  list.map((e) => ({ ...e, name: Object.fromEntries(Object.entries(e.name).filter(([, name]) => name !== "")) }));

async function saveStore(tx: Executor, id: number, input: AdminStoreInput): Promise<void> {
  const state = storeStateOf(input);
  await tx.execute(sql`update stores set name = ${state.name}, street_address = ${state.street_address}, postal_code = ${state.postal_code}, city = ${state.city},
    phone = ${state.phone || null}, email = ${state.email || null}, latitude = ${state.latitude}, longitude = ${state.longitude},
    services = ${`{${state.services.join(",")}}`}::text[], pikanouto = ${state.pikanouto}, nouto = ${state.nouto}, sort_order = ${state.sort_order}, is_active = ${state.is_active},
    opening_hours = ${JSON.stringify(state.opening_hours)}::jsonb, opening_exceptions = ${JSON.stringify(storedExceptions(state.opening_exceptions))}::jsonb
    where id = ${id}`);
}

/** What changed, in a few words for the audit's summary. */
function changes(before: AdminStoreInput, after: AdminStoreInput): string {
  const parts: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(before.opening_hours, after.opening_hours)) parts.push("opening hours");
  if (!same(before.opening_exceptions, after.opening_exceptions)) parts.push("exception days");
  if (before.is_active !== after.is_active) parts.push(after.is_active ? "shown" : "hidden");
  const rest = (s: AdminStoreInput) => ({ ...s, opening_hours: null, opening_exceptions: null, is_active: null });
  if (!same(rest(before), rest(after))) parts.push("details");
  return parts.length ? parts.join(", ") : "saved unchanged";
}

export async function adminStoresRoutes(app: FastifyInstance, opts: { db: Database; onChange: (scope: CacheScope) => void }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/admin/stores/",
    tag: "Admin: content",
    summary: "Stores, searched and sorted",
    auth: "staff",
    query: adminStoreListQuerySchema,
    responses: { 200: adminStorePageSchema },
  }, async (_request, _reply, io) => {
    const query = io.query();
    const found = await listStores(opts.db, query);
    return io.output({ results: found.rows, count: found.count, count_exact: found.count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/stores/:id/",
    tag: "Admin: content",
    summary: "A store with its opening hours and exception days",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminStoreSchema },
  }, async (_request, _reply, io) => {
    const store = await loadStore(opts.db, io.params(storeNotFound).id);
    if (!store) throw storeNotFound();
    return io.output(store);
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/stores/:id/",
    tag: "Admin: content",
    summary: "Change a store's details and opening hours (optimistic version check)",
    auth: "staff",
    body: adminStoreUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminStoreSchema },
  }, async (request, _reply, io) => {
    const id = io.params(storeNotFound).id;
    const { version, ...input } = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadStore(tx, id, true);
      if (!current) throw storeNotFound();
      const before = storeStateOf(current);
      assertVersion(before, version);
      await saveStore(tx, id, input);
      await bumpCacheVersion(tx, "content");
      await bumpCacheVersion(tx, "catalogue");
      await recordAudit(tx, actor, { action: "update", entity: "store", entityId: id, summary: `${input.name}: ${changes(before, storeStateOf(input))}`, before, after: storeStateOf(input) });
    });
    opts.onChange("content");
    opts.onChange("catalogue");
    return io.output((await loadStore(opts.db, id))!);
  });
}
