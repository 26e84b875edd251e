// SQL of back-in-stock requests (docs/product-page.md "Back-in-stock e-mails"). Rows use only
// types both drivers return alike (integers, text).
import { sql } from "@polku/db/orm";
import type { Executor } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

/** An active variant of a model shoppers can see: the only kind a request may name. */
export async function variantRequestable(db: Executor, variantId: number): Promise<boolean> {
  const found = await db.execute<{ id: number }>(sql`
    select v.id from product_variants v join product_models m on m.id = v.model_id
     where v.id = ${variantId} and v.is_active and m.is_public and m.published_at <= now()`);
  return found.rows.length > 0;
}

/**
 * Stores a waiting request; a repeat of one still waiting (same address, any case, and variant)
 * stores nothing. A variant that already has sellable stock is due at once: the page the
 * shopper saw was older than the stock.
 */
export async function insertRequest(db: Executor, request: { email: string; variantId: number; language: LanguageCode }): Promise<boolean> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into back_in_stock_requests (email, variant_id, language, due_at)
    values (${request.email}, ${request.variantId}, ${request.language},
            case when exists (select 1 from stock s where s.variant_id = ${request.variantId} and s.quantity > s.blocked_quantity) then now() end)
    on conflict do nothing
    returning id`);
  return inserted.rows.length > 0;
}

export interface DueRequest {
  id: number;
  email: string;
  language: LanguageCode;
  variantId: number;
  manufacturer: string;
  modelName: string;
  path: string;
  colourSlug: string;
  colourName: string;
  sizeName: string | null;
}

/**
 * Due requests, locked for this transaction; rows another notifier holds are skipped, so
 * concurrent runs share the work instead of waiting or repeating it. Texts are in the
 * requester's language, Finnish where the model has no translation.
 */
export async function claimDueRequests(db: Executor, limit: number): Promise<DueRequest[]> {
  const found = await db.execute<DueRequest & Record<string, unknown>>(sql`
    with due as (
      select r.id from back_in_stock_requests r
       where r.due_at is not null and r.notified_at is null
       order by r.due_at, r.id
       limit ${limit}
       for update skip locked
    )
    select r.id, r.email, r.language, r.variant_id as "variantId", b.name as manufacturer,
           coalesce(t.name, tf.name) as "modelName", coalesce(t.path, tf.path) as path,
           c.slug as "colourSlug", coalesce(ct.name, ctf.name, c.slug) as "colourName", s.name as "sizeName"
      from due join back_in_stock_requests r on r.id = due.id
      join product_variants v on v.id = r.variant_id
      join product_models m on m.id = v.model_id
      join manufacturers b on b.id = m.manufacturer_id
      join colours c on c.id = v.colour_id
      left join sizes s on s.id = v.size_id
      left join product_model_translations t on t.model_id = m.id and t.language = r.language
      left join product_model_translations tf on tf.model_id = m.id and tf.language = 'fi'
      left join colour_translations ct on ct.colour_id = c.id and ct.language = r.language
      left join colour_translations ctf on ctf.colour_id = c.id and ctf.language = 'fi'
     order by r.id`);
  return found.rows;
}

export async function markNotified(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update back_in_stock_requests set notified_at = now() where id = any(${`{${ids.join(",")}}`}::int[]) and notified_at is null`);
}
