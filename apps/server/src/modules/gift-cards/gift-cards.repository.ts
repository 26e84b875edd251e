// SQL of the gift cards the shop sells (docs/gift-cards.md): issuing the cards of a paid order,
// voiding them when the order's money goes back, and reading one card's balance.
import type { Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { GiftCardLine, GiftCardToIssue } from "@polku/domain";

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

/** The order's lines that may make cards (gift card lines), in position order. */
export async function giftCardLinesOf(db: Executor, orderId: number): Promise<GiftCardLine[]> {
  return rows<GiftCardLine>(
    db,
    sql`select position, kind::text as kind, model_id as "modelId", quantity, unit_price as "unitPrice", recipient_name as "recipientName"
        from order_lines where order_id = ${orderId} and kind = 'gift_card' order by position`,
  );
}

export interface IssuedCard extends GiftCardToIssue {
  code: string;
  expiresAt: Date;
}

/** True when the order's cards were issued before (its first paid event issued them). */
export async function hasIssuedCards(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from gift_card_issues where order_id = ${orderId}`);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the cards: a gift_cards row with its code and end, the 'issue' ledger row of its value
 * and the tie to the order line, per card, in one statement. The caller holds the order's lock.
 */
export async function insertIssuedCards(tx: Executor, order: { id: number; number: string }, cards: readonly IssuedCard[]): Promise<void> {
  if (cards.length === 0) return;
  const payload = JSON.stringify(
    cards.map((c) => ({ code: c.code, expires_at: c.expiresAt.toISOString(), position: c.linePosition, unit: c.unit, model_id: c.modelId, value: c.value, recipient_name: c.recipientName })),
  );
  await tx.execute(sql`with x as (
      select * from json_to_recordset(${payload}::json) as x(code text, expires_at timestamptz, position smallint, unit smallint, model_id int, value int, recipient_name text)
    ), cards as (
      insert into gift_cards (code, currency, expires_at, is_active) select code, 'eur', expires_at, true from x returning id, code
    ), ledger as (
      insert into gift_card_transactions (gift_card_id, kind, amount, order_ref) select c.id, 'issue', x.value, ${order.number} from cards c join x on x.code = c.code
    )
    insert into gift_card_issues (gift_card_id, order_id, line_position, unit, model_id, value, recipient_name)
    select c.id, ${order.id}, x.position, x.unit, x.model_id, x.value, x.recipient_name from cards c join x on x.code = c.code`);
}

/** The order's money went back: its cards stop paying. The number of cards voided. */
export async function voidIssuedCards(tx: Executor, orderId: number, at: Date): Promise<number> {
  const voided = await rows<{ id: number }>(
    tx,
    sql`with v as (update gift_card_issues set voided_at = ${at.toISOString()} where order_id = ${orderId} and voided_at is null returning gift_card_id)
        update gift_cards g set is_active = false from v where g.id = v.gift_card_id returning g.id`,
  );
  return voided.length;
}

export interface CardBalance {
  code: string;
  balance: number;
  currency: string;
  expiresAt: Date | null;
  isActive: boolean;
}

/** A card by its code (case-insensitively), with the sum of its ledger; null for none. */
export async function cardByCode(db: Executor, code: string): Promise<CardBalance | null> {
  const [row] = await rows<CardBalance>(
    db,
    sql`select g.code, coalesce((select sum(t.amount) from gift_card_transactions t where t.gift_card_id = g.id), 0)::int as balance,
          g.currency, g.expires_at as "expiresAt", g.is_active as "isActive"
        from gift_cards g where lower(g.code) = lower(${code})`,
  );
  return row ? { ...row, expiresAt: row.expiresAt ? new Date(row.expiresAt) : null } : null;
}

/** The cards an order issued, for its view and tests. */
export async function issuedCardsOf(db: Executor, orderId: number): Promise<(IssuedCard & { voided: boolean })[]> {
  const list = await rows<IssuedCard & { voided: boolean }>(
    db,
    sql`select g.code, g.expires_at as "expiresAt", i.line_position as "linePosition", i.unit, i.model_id as "modelId", i.value, i.recipient_name as "recipientName",
          (i.voided_at is not null) as voided
        from gift_card_issues i join gift_cards g on g.id = i.gift_card_id where i.order_id = ${orderId} order by i.line_position, i.unit`,
  );
  return list.map((c) => ({ ...c, expiresAt: new Date(c.expiresAt) }));
}

export interface GiftCardProductRow {
  modelId: number;
  variantId: number;
  name: string;
  shortDescription: string;
  image: string | null;
  path: string;
}

/** The public gift card models in a language, with their first variant, in the order asked. */
export async function giftCardProducts(db: Executor, modelIds: readonly number[], language: string): Promise<GiftCardProductRow[]> {
  return rows<GiftCardProductRow>(
    db,
    sql`select m.id as "modelId", (select min(v.id) from product_variants v where v.model_id = m.id and v.is_active) as "variantId",
          t.name, t.short_description as "shortDescription", (select v.images[1] from product_variants v where v.model_id = m.id order by v.id limit 1) as image, t.path
        from product_models m join product_model_translations t on t.model_id = m.id and t.language = ${language}
        where m.id = any(${`{${modelIds.join(",")}}`}::int[]) and m.is_public and m.published_at <= now()
          and exists (select 1 from product_variants v where v.model_id = m.id and v.is_active)
        order by array_position(${`{${modelIds.join(",")}}`}::int[], m.id)`,
  );
}
