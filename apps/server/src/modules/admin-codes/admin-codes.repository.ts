// Reads and writes of discount codes and gift cards for the back office (docs/admin.md "Codes and
// gift cards"). Lists take the page's ids first, then what each shown row needs.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { discountCodeAvailability } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminDiscountCode, AdminDiscountCodeInput, AdminDiscountCodeListQuery, AdminGiftCard, AdminGiftCardListQuery } from "@polku/domain/admin/codes";
import { escapeLike, versionOf, rows, isoTimestamp } from "../admin-core";


type CodeRow = Omit<AdminDiscountCode, "version" | "availability">;

/** What staff edit of a code, which its version is taken of (not its uses: an order is no conflict). */
export function codeStateOf(c: CodeRow): AdminDiscountCodeInput {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    valid_from: c.valid_from,
    valid_to: c.valid_to,
    minimum_order: c.minimum_order,
    usage_limit: c.usage_limit,
    usage_limit_per_customer: c.usage_limit_per_customer,
    is_active: c.is_active,
    group_ids: c.group_ids,
    brand_ids: c.brand_ids,
    model_ids: c.model_ids,
  };
}

function withCodeFacts(c: CodeRow, now: Date): AdminDiscountCode {
  const availability = discountCodeAvailability(
    {
      isActive: c.is_active,
      validFrom: c.valid_from ? new Date(c.valid_from) : null,
      validTo: c.valid_to ? new Date(c.valid_to) : null,
      usageLimit: c.usage_limit,
      timesUsed: c.times_used,
    },
    now,
  );
  return { ...c, availability, version: versionOf(codeStateOf(c)) };
}

const selectCodes = (where: SQL, tail: SQL = sql``) => sql`
  select d.id, d.code, d.kind::text as kind, d.value, ${isoTimestamp(sql`d.valid_from`)} as valid_from, ${isoTimestamp(sql`d.valid_to`)} as valid_to,
    d.minimum_order, d.usage_limit, d.usage_limit_per_customer, d.is_active, ${isoTimestamp(sql`d.created_at`)} as created_at,
    (select count(*)::int from discount_code_usages u where u.code_id = d.id) as times_used,
    coalesce((select array_agg(x.group_id order by x.group_id) from discount_code_groups x where x.code_id = d.id), '{}') as group_ids,
    coalesce((select array_agg(x.manufacturer_id order by x.manufacturer_id) from discount_code_brands x where x.code_id = d.id), '{}') as brand_ids,
    coalesce((select array_agg(x.model_id order by x.model_id) from discount_code_models x where x.code_id = d.id), '{}') as model_ids
  from discount_codes d where ${where} ${tail}`;

const CODE_SORTS: Record<string, SQL> = {
  id: sql`d.id`,
  code: sql`lower(d.code)`,
  valid_to: sql`d.valid_to`,
  used: sql`(select count(*) from discount_code_usages u where u.code_id = d.id)`,
};

export async function listCodes(db: Executor, q: AdminDiscountCodeListQuery, now: Date) {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`d.is_active = ${q.active}`);
  if (q.q) parts.push(sql`lower(d.code) like ${`%${escapeLike(q.q.toLowerCase())}%`}`);
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const [ids, counted] = await Promise.all([
    rows<{ id: number }>(db, sql`select d.id from discount_codes d where ${where} order by ${CODE_SORTS[column] ?? CODE_SORTS.id} ${dir}, d.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from discount_codes d where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const found = ids.length ? await rows<CodeRow>(db, selectCodes(sql`d.id in (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`)) : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const n = counted[0]?.n ?? 0;
  return { rows: ids.map((r) => withCodeFacts(byId.get(r.id)!, now)), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadCode(db: Executor, id: number, now: Date, lock = false): Promise<AdminDiscountCode | null> {
  if (lock) await db.execute(sql`select id from discount_codes where id = ${id} for update`);
  const [row] = await rows<CodeRow>(db, selectCodes(sql`d.id = ${id}`));
  return row ? withCodeFacts(row, now) : null;
}

/** Field errors of a code's references and its uniqueness, checked in the write's transaction. */
export async function codeProblems(db: Executor, input: AdminDiscountCodeInput, ownId: number | null): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  const [taken] = await rows<{ id: number }>(db, sql`select id from discount_codes where lower(code) = ${input.code.toLowerCase()} and id <> ${ownId ?? 0} limit 1`);
  if (taken) problems.code = ["Another code is already called this."];
  const missing = async (table: SQL, list: number[]) => {
    if (!list.length) return 0;
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table} where id in (${sql.join(list.map((id) => sql`${id}`), sql`, `)})`);
    return new Set(list).size - (r?.n ?? 0);
  };
  if (await missing(sql`product_groups`, input.group_ids)) problems.group_ids = ["A product group does not exist."];
  if (await missing(sql`manufacturers`, input.brand_ids)) problems.brand_ids = ["A brand does not exist."];
  if (await missing(sql`product_models`, input.model_ids)) problems.model_ids = ["A product does not exist."];
  return problems;
}

/** Writes a code's fields and its limits to groups, brands and products; returns its id. */
export async function saveCode(tx: Executor, input: AdminDiscountCodeInput, id: number | null): Promise<number> {
  const fields = sql`${input.code}, ${input.kind}::discount_kind, ${input.value}, ${input.valid_from}::timestamptz, ${input.valid_to}::timestamptz, ${input.minimum_order},
    ${input.usage_limit}::int, ${input.usage_limit_per_customer}::int, ${input.is_active}`;
  let codeId = id;
  if (codeId === null) {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into discount_codes (code, kind, value, valid_from, valid_to, minimum_order, usage_limit, usage_limit_per_customer, is_active) values (${fields}) returning id`,
    );
    codeId = created!.id;
  } else {
    await tx.execute(sql`update discount_codes set (code, kind, value, valid_from, valid_to, minimum_order, usage_limit, usage_limit_per_customer, is_active, updated_at) = (${fields}, now()) where id = ${codeId}`);
  }
  const links: [SQL, SQL, number[]][] = [
    [sql`discount_code_groups`, sql`group_id`, input.group_ids],
    [sql`discount_code_brands`, sql`manufacturer_id`, input.brand_ids],
    [sql`discount_code_models`, sql`model_id`, input.model_ids],
  ];
  for (const [table, column, list] of links) {
    await tx.execute(sql`delete from ${table} where code_id = ${codeId}`);
    const unique = [...new Set(list)];
    if (unique.length) await tx.execute(sql`insert into ${table} (code_id, ${column}) values ${sql.join(unique.map((v) => sql`(${codeId}, ${v})`), sql`, `)}`);
  }
  return codeId;
}

// ---- gift cards -------------------------------------------------------------------------------

type CardRow = Omit<AdminGiftCard, "version">;

/** What staff change of a card (its balance too: a spend meanwhile changes what an adjustment means). */
export const cardStateOf = (c: CardRow) => ({ expires_at: c.expires_at, is_active: c.is_active, balance: c.balance });
export const withCardVersion = (c: CardRow): AdminGiftCard => ({ ...c, version: versionOf(cardStateOf(c)) });

const balanceOf = sql`coalesce((select sum(x.amount) from gift_card_transactions x where x.gift_card_id = g.id), 0)::int`;
const selectCards = (where: SQL, tail: SQL = sql``) => sql`
  select g.id, g.code, g.currency, ${balanceOf} as balance, ${isoTimestamp(sql`g.expires_at`)} as expires_at, g.is_active, ${isoTimestamp(sql`g.created_at`)} as created_at,
    (select o.number from gift_card_issues i join orders o on o.id = i.order_id where i.gift_card_id = g.id) as order_number
  from gift_cards g where ${where} ${tail}`;

const CARD_SORTS: Record<string, SQL> = { id: sql`g.id`, balance: balanceOf, expires: sql`g.expires_at` };

export async function listCards(db: Executor, q: AdminGiftCardListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.active !== undefined) parts.push(sql`g.is_active = ${q.active}`);
  if (q.q) parts.push(sql`(lower(g.code) like ${`%${escapeLike(q.q.toLowerCase())}%`} or g.id in (select i.gift_card_id from gift_card_issues i join orders o on o.id = i.order_id where o.number = ${q.q.toUpperCase()}))`);
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const [found, counted] = await Promise.all([
    rows<CardRow>(db, selectCards(where, sql`order by ${CARD_SORTS[column] ?? CARD_SORTS.id} ${dir}, g.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`)),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from gift_cards g where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found.map(withCardVersion), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadCard(db: Executor, id: number, lock = false): Promise<CardRow | null> {
  if (lock) await db.execute(sql`select id from gift_cards where id = ${id} for update`);
  const [row] = await rows<CardRow>(db, selectCards(sql`g.id = ${id}`));
  return row ?? null;
}

export async function cardTransactions(db: Executor, id: number) {
  return rows<{ id: number; kind: "issue" | "spend" | "refund" | "adjust"; amount: number; order_ref: string | null; created_at: string }>(
    db,
    sql`select id, kind::text as kind, amount, order_ref, ${isoTimestamp(sql`created_at`)} as created_at from gift_card_transactions where gift_card_id = ${id} order by created_at desc, id desc limit 500`,
  );
}
