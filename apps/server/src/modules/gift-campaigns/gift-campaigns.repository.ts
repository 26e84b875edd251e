// SQL of gift campaigns (docs/product-page.md "Gift campaigns"). Rows use only types both drivers
// return alike; times come as ISO text.
import { sql } from "@polku/db/orm";
import type { Executor } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

export interface CampaignRow {
  id: number;
  slug: string;
  category: string;
  name: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string | null;
}

const iso = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The campaign with its name in the language (Finnish when it has none there), or null. */
export async function findCampaign(db: Executor, slug: string, language: LanguageCode): Promise<CampaignRow | null> {
  const found = await db.execute<CampaignRow & Record<string, unknown>>(sql`
    select c.id, c.slug, c.category, coalesce(t.name, tf.name, c.slug) as name, c.is_active as "isActive",
           ${iso(sql`c.starts_at`)} as "startsAt", ${iso(sql`c.ends_at`)} as "endsAt"
      from gift_campaigns c
      left join gift_campaign_translations t on t.campaign_id = c.id and t.language = ${language}
      left join gift_campaign_translations tf on tf.campaign_id = c.id and tf.language = 'fi'
     where c.slug = ${slug}`);
  return found.rows[0] ?? null;
}

/** The campaign's models that shoppers can see, in the campaign's order. */
export async function campaignModelIds(db: Executor, campaignId: number): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`
    select p.model_id as id from gift_campaign_products p join product_models m on m.id = p.model_id
     where p.campaign_id = ${campaignId} and m.is_public and m.published_at <= now()
     order by p.sort_order, p.model_id`);
  return found.rows.map((r) => r.id);
}

export interface CodeRow {
  id: number;
  code: string;
  maxUses: number;
  usedCount: number;
  validUntil: string | null;
}

/** A code of this campaign (codes are stored trimmed and upper-case). */
export async function findCode(db: Executor, campaignId: number, normalisedCode: string): Promise<CodeRow | null> {
  const found = await db.execute<CodeRow & Record<string, unknown>>(sql`
    select id, code, max_uses as "maxUses", used_count as "usedCount", ${iso(sql`valid_until`)} as "validUntil"
      from gift_campaign_codes where campaign_id = ${campaignId} and code = ${normalisedCode}`);
  return found.rows[0] ?? null;
}

/** The model of an active variant, when the variant belongs to one of the campaign's visible models. */
export async function campaignVariantModel(db: Executor, campaignId: number, variantId: number): Promise<number | null> {
  const found = await db.execute<{ modelId: number }>(sql`
    select v.model_id as "modelId" from product_variants v
      join gift_campaign_products p on p.model_id = v.model_id and p.campaign_id = ${campaignId}
      join product_models m on m.id = v.model_id
     where v.id = ${variantId} and v.is_active and m.is_public and m.published_at <= now()`);
  return found.rows[0]?.modelId ?? null;
}

/**
 * Takes one use of a code, for the order that redeems it (checkout calls this in its
 * transaction). False when every use is taken: two orders racing for the last use cannot both win.
 */
export async function takeCodeUse(db: Executor, codeId: number): Promise<boolean> {
  const found = await db.execute<{ id: number }>(sql`
    update gift_campaign_codes set used_count = used_count + 1 where id = ${codeId} and used_count < max_uses returning id`);
  return found.rows.length > 0;
}
