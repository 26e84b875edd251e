// Reads and writes of gift campaigns and their codes for the back office (docs/admin.md "Gift
// campaigns"). Lists take the page's ids first, then what each shown row needs.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { languageCodes } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import {
  giftCampaignState,
  type AdminGiftCampaign,
  type AdminGiftCampaignCode,
  type AdminGiftCampaignCodeListQuery,
  type AdminGiftCampaignInput,
  type AdminGiftCampaignListQuery,
} from "@polku/domain/admin/gift-campaigns";
import { escapeLike, rows, versionOf, isoTimestamp } from "../admin-core";


type CampaignRow = Omit<AdminGiftCampaign, "version" | "state" | "names"> & { names: Record<string, string> | null };

/** What staff edit of a campaign, which its version is taken of (not its codes' uses). */
export function campaignStateOf(c: Pick<AdminGiftCampaign, "slug" | "category" | "starts_at" | "ends_at" | "is_active" | "names" | "model_ids">) {
  return { slug: c.slug, category: c.category, starts_at: c.starts_at, ends_at: c.ends_at, is_active: c.is_active, names: c.names, model_ids: c.model_ids };
}

function withFacts(c: CampaignRow, now: Date): AdminGiftCampaign {
  const names = Object.fromEntries(languageCodes.map((l) => [l, c.names?.[l] ?? ""]));
  const full = { ...c, names };
  return { ...full, state: giftCampaignState(full, now), version: versionOf(campaignStateOf(full)) };
}

const selectCampaigns = (where: SQL) => sql`
  select c.id, c.slug, c.category, ${isoTimestamp(sql`c.starts_at`)} as starts_at, ${isoTimestamp(sql`c.ends_at`)} as ends_at, c.is_active, ${isoTimestamp(sql`c.created_at`)} as created_at,
    (select json_object_agg(t.language, t.name) from gift_campaign_translations t where t.campaign_id = c.id) as names,
    coalesce((select array_agg(p.model_id order by p.sort_order, p.model_id) from gift_campaign_products p where p.campaign_id = c.id), '{}') as model_ids,
    (select count(*)::int from gift_campaign_codes k where k.campaign_id = c.id) as code_count,
    (select coalesce(sum(k.used_count), 0)::int from gift_campaign_codes k where k.campaign_id = c.id) as uses_taken,
    (select coalesce(sum(k.max_uses), 0)::bigint::text from gift_campaign_codes k where k.campaign_id = c.id) as uses_total
  from gift_campaigns c where ${where}`;

/** The SQL of a state at `now`, the same verdict as `giftCampaignState`. */
function stateWhere(state: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (state) {
    case "open":
      return sql`c.is_active and c.starts_at <= ${at} and (c.ends_at is null or ${at} < c.ends_at)`;
    case "not_started":
      return sql`c.is_active and c.starts_at > ${at}`;
    case "ended":
      return sql`c.is_active and c.ends_at <= ${at}`;
    default:
      return sql`not c.is_active`;
  }
}

const SORTS: Record<string, SQL> = { id: sql`c.id`, slug: sql`c.slug`, starts_at: sql`c.starts_at`, ends_at: sql`c.ends_at` };

const fix = (r: CampaignRow & { uses_total: unknown }): CampaignRow => ({ ...r, uses_total: Math.min(Number(r.uses_total), 2_147_483_647), model_ids: r.model_ids.map(Number) });

export async function listCampaigns(db: Executor, q: AdminGiftCampaignListQuery, now: Date) {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`c.is_active = ${q.active}`);
  if (q.state) parts.push(stateWhere(q.state, now));
  if (q.q) {
    const like = `%${escapeLike(q.q.toLowerCase())}%`;
    parts.push(sql`(c.slug like ${like} or c.category like ${like} or exists (select 1 from gift_campaign_translations t where t.campaign_id = c.id and lower(t.name) like ${like})
      or c.id in (select k.campaign_id from gift_campaign_codes k where k.code = ${q.q.toUpperCase()}))`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc nulls first` : sql`asc nulls last`;
  const [ids, counted] = await Promise.all([
    rows<{ id: number }>(db, sql`select c.id from gift_campaigns c where ${where} order by ${SORTS[column] ?? SORTS.id} ${dir}, c.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from gift_campaigns c where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const found = ids.length ? await rows<CampaignRow & { uses_total: unknown }>(db, selectCampaigns(sql`c.id in (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`)) : [];
  const byId = new Map(found.map((r) => [r.id, fix(r)]));
  const n = counted[0]?.n ?? 0;
  return { rows: ids.map((r) => withFacts(byId.get(r.id)!, now)), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadCampaign(db: Executor, id: number, now: Date, lock = false): Promise<AdminGiftCampaign | null> {
  if (lock) await db.execute(sql`select id from gift_campaigns where id = ${id} for update`);
  const [row] = await rows<CampaignRow & { uses_total: unknown }>(db, selectCampaigns(sql`c.id = ${id}`));
  return row ? withFacts(fix(row), now) : null;
}

/** Field errors of a campaign's address and products, checked in the write's transaction. */
export async function campaignProblems(db: Executor, input: { slug?: string; model_ids: number[] }, ownId: number | null): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  if (input.slug !== undefined) {
    const [taken] = await rows<{ id: number }>(db, sql`select id from gift_campaigns where slug = ${input.slug} and id <> ${ownId ?? 0} limit 1`);
    if (taken) problems.slug = ["Another campaign has this address."];
  }
  const [found] = await rows<{ n: number }>(db, sql`select count(*)::int as n from product_models where id in (${sql.join(input.model_ids.map((id) => sql`${id}`), sql`, `)})`);
  if ((found?.n ?? 0) !== input.model_ids.length) problems.model_ids = ["A product does not exist."];
  return problems;
}

/** Writes a campaign's facts, names and products; returns its id. */
export async function saveCampaign(tx: Executor, input: Omit<AdminGiftCampaignInput, "slug"> & { slug?: string }, id: number | null): Promise<number> {
  let campaignId = id;
  if (campaignId === null) {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into gift_campaigns (slug, category, starts_at, ends_at, is_active) values (${input.slug!}, ${input.category}, ${input.starts_at}::timestamptz, ${input.ends_at}::timestamptz, ${input.is_active}) returning id`,
    );
    campaignId = created!.id;
  } else {
    await tx.execute(sql`update gift_campaigns set category = ${input.category}, starts_at = ${input.starts_at}::timestamptz, ends_at = ${input.ends_at}::timestamptz, is_active = ${input.is_active} where id = ${campaignId}`);
  }
  await tx.execute(sql`delete from gift_campaign_translations where campaign_id = ${campaignId}`);
  const named = languageCodes.filter((l) => input.names[l]);
  if (named.length) await tx.execute(sql`insert into gift_campaign_translations (campaign_id, language, name) values ${sql.join(named.map((l) => sql`(${campaignId}, ${l}, ${input.names[l]})`), sql`, `)}`);
  await tx.execute(sql`delete from gift_campaign_products where campaign_id = ${campaignId}`);
  await tx.execute(sql`insert into gift_campaign_products (campaign_id, model_id, sort_order) values ${sql.join(input.model_ids.map((m, i) => sql`(${campaignId}, ${m}, ${i})`), sql`, `)}`);
  return campaignId;
}

// ---- codes ------------------------------------------------------------------------------------

const CODE_SORTS: Record<string, SQL> = { id: sql`k.id`, code: sql`k.code`, used: sql`k.used_count` };

export async function listCampaignCodes(db: Executor, campaignId: number, q: AdminGiftCampaignCodeListQuery) {
  const parts: SQL[] = [sql`k.campaign_id = ${campaignId}`];
  if (q.used !== undefined) parts.push(q.used ? sql`k.used_count >= k.max_uses` : sql`k.used_count < k.max_uses`);
  if (q.q) parts.push(sql`k.code like ${`%${escapeLike(q.q.toUpperCase())}%`}`);
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  const [found, counted] = await Promise.all([
    rows<AdminGiftCampaignCode>(
      db,
      sql`select k.id, k.code, k.max_uses, k.used_count, ${isoTimestamp(sql`k.valid_until`)} as valid_until, ${isoTimestamp(sql`k.created_at`)} as created_at
        from gift_campaign_codes k where ${where} order by ${CODE_SORTS[column] ?? CODE_SORTS.id} ${dir}, k.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from gift_campaign_codes k where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found, count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

/** Inserts the codes that are not taken yet (by any campaign); returns those inserted. */
export async function insertCodes(tx: Executor, campaignId: number, codes: string[], maxUses: number, validUntil: string | null): Promise<string[]> {
  if (!codes.length) return [];
  const inserted = await rows<{ code: string }>(
    tx,
    sql`insert into gift_campaign_codes (campaign_id, code, max_uses, valid_until)
      values ${sql.join(codes.map((code) => sql`(${campaignId}, ${code}, ${maxUses}, ${validUntil}::timestamptz)`), sql`, `)}
      on conflict (code) do nothing returning code`,
  );
  return inserted.map((r) => r.code);
}
