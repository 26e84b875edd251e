// The audit log (docs/admin.md "Audit"): one row per write made through the admin API, in the
// transaction of the write. `before` and `after` are the object as the admin API shows it.
import { adminAuditLog, type Executor } from "@polku/db";
import { and, count, desc, eq, sql } from "@polku/db/orm";
import type { AuditEntry, AuditQuery } from "@polku/domain/admin/common";
import type { AdminActor } from "./admin-api";

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string | number;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/** Who wrote: a staff user, or (id null) one of the shop's own jobs by its name. */
export type AuditActor = Pick<AdminActor, "name"> & { id: number | null };

export async function recordAudit(tx: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    summary: record.summary ?? "",
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first; per object when entity (and id) are given. Keyset-friendly: the id index leads. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<{ rows: AuditEntry[]; count: number }> {
  const where = and(
    query.entity ? eq(adminAuditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(adminAuditLog.entityId, query.entity_id) : undefined,
    query.actor_id ? eq(adminAuditLog.actorId, query.actor_id) : undefined,
    query.q ? sql`${adminAuditLog.summary} ilike ${`%${escapeLike(query.q)}%`}` : undefined,
  );
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(query.sort === "id" ? adminAuditLog.id : desc(adminAuditLog.id))
      .limit(query.per_page)
      .offset(offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    count: total[0]?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_id: r.actorId,
      actor_name: r.actorName,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      summary: r.summary,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}

/** `%` and `_` typed in a search box are letters, not patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

