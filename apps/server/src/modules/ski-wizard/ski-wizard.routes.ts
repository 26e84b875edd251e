// GET /api/compatible_products/ (spec 01 §7; docs/ski-wizard.md "API"): for the picked ski,
// binding and boot (variant ids, each optional) of a sport, which variants of each group fit the
// other picks, whether the picked set fits, and its price. The rules are the domain's
// (checkSkiSet); the facts are product_models.ski_facts with the variant's size.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import {
  checkSkiSet,
  compatibleProductsQuerySchema,
  compatibleProductsResponseSchema,
  skiWizardItemsQuerySchema,
  skiWizardItemsSchema,
  type Skier,
  skierRecommendation,
  type SkiWizardItem,
  variantFacts,
  WEB_STORE_ID,
  type SkiGroup,
  type SkiSport,
  type VariantFacts,
} from "@polku/domain";
import { badRequest, notFound } from "../../http/errors";
import { mediaUrl } from "../../lib/media-url";
import { route } from "../../http/contract";

interface WizardVariant {
  id: number;
  group: SkiGroup;
  facts: VariantFacts | null;
  regular: number | null;
  active: number | null;
}

const GROUP_OF_PARAM = { ski_id: "skis", binding_id: "bindings", boot_id: "boots" } as const;

/** Every active variant of the sport's public wizard models, with its facts and price in the tax area. */
async function wizardVariants(db: Database, sport: SkiSport, taxArea: number): Promise<WizardVariant[]> {
  const rows = await db.execute<{ id: number; grp: SkiGroup; ski_facts: unknown; size: string | null; regular: number | null; active: number | null }>(sql`
    select v.id, m.ski_wizard_group as grp, m.ski_facts, s.name as size,
           coalesce(vp.regular, mp.regular) as regular, coalesce(vp.active, mp.active) as active
      from product_variants v
      join product_models m on m.id = v.model_id
      left join sizes s on s.id = v.size_id
      left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${taxArea}
      left join model_prices mp on mp.model_id = m.id and mp.tax_area_id = ${taxArea}
     where m.ski_sport = ${sport} and m.ski_wizard_group is not null and m.is_public and v.is_active
     order by v.id`);
  return rows.rows.map((r) => ({ id: Number(r.id), group: r.grp, facts: variantFacts(sport, r.grp, r.ski_facts, r.size), regular: r.regular == null ? null : Number(r.regular), active: r.active == null ? null : Number(r.active) }));
}

type Picks = Partial<Record<SkiGroup, VariantFacts>>;
const check = (sport: SkiSport, picks: Picks, skier: Skier | null) =>
  checkSkiSet(sport, { ski: picks.skis?.facts as never, binding: picks.bindings?.facts as never, boot: picks.boots?.facts as never, skier });

/**
 * The sport's published wizard models with their active variants and names in the language;
 * `in_stock` is what a web order can have: sellable units in the web warehouse, or on order (the
 * cart's rule, checkout/stock.ts).
 */
async function wizardItems(db: Database, sport: SkiSport, language: string, taxArea: number): Promise<Record<SkiGroup, SkiWizardItem[]>> {
  const rows = await db.execute<{ model_id: number; grp: SkiGroup; name: string; path: string; brand: string; images: string[]; variant_id: number; size: string | null; active: number | null; regular: number | null; stock: number; on_order: boolean }>(sql`
    select m.id as model_id, m.ski_wizard_group as grp, t.name, t.path, b.name as brand, v.images, v.id as variant_id, s.name as size,
           coalesce(vp.active, mp.active) as active, coalesce(vp.regular, mp.regular) as regular,
           coalesce((select st.quantity - st.blocked_quantity from stock st where st.variant_id = v.id and st.store_id = ${WEB_STORE_ID}), 0) as stock, v.on_order
      from product_models m
      join product_model_translations t on t.model_id = m.id and t.language = ${language}
      join manufacturers b on b.id = m.manufacturer_id
      join product_variants v on v.model_id = m.id and v.is_active
      left join sizes s on s.id = v.size_id
      left join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${taxArea}
      left join model_prices mp on mp.model_id = m.id and mp.tax_area_id = ${taxArea}
     where m.ski_sport = ${sport} and m.ski_wizard_group is not null and m.is_public and m.published_at <= now() and m.ski_facts is not null
     order by m.id, s.sort_order nulls first, v.id`);
  const out: Record<SkiGroup, SkiWizardItem[]> = { skis: [], bindings: [], boots: [] };
  const byModel = new Map<number, SkiWizardItem>();
  for (const r of rows.rows) {
    if (r.active == null || r.regular == null) continue;
    const modelId = Number(r.model_id);
    let item = byModel.get(modelId);
    if (!item) {
      item = { model_id: modelId, name: r.name, brand: r.brand, path: r.path, image: mediaUrl(r.images?.[0]), variants: [] };
      byModel.set(modelId, item);
      out[r.grp].push(item);
    }
    item.variants.push({ id: Number(r.variant_id), size: r.size, active: Number(r.active), regular: Number(r.regular), in_stock: Number(r.stock) > 0 || r.on_order });
  }
  return out;
}

export async function skiWizardRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/ski_wizard/:sport/",
    tag: "Ski wizard",
    summary: "The ski wizard's items for alpine or nordic skiing",
    query: skiWizardItemsQuerySchema,
    responses: { 200: skiWizardItemsSchema },
  }, async (request, reply, io) => {
    const sport = (request.params as { sport: string }).sport;
    if (sport !== "alpine" && sport !== "nordic") throw notFound(`No ski wizard for ${sport}.`);
    const query = io.query();
    const items = await wizardItems(opts.db, sport, query.language, query.tax_area);
    reply.header("cache-control", "public, max-age=60");
    return io.output({ sport, ...items });
  });

  route(app, {
    method: "GET",
    url: "/api/compatible_products/",
    tag: "Ski wizard",
    summary: "Skis, bindings and boots that fit together with the chosen ones",
    query: compatibleProductsQuerySchema,
    responses: { 200: compatibleProductsResponseSchema },
  }, async (request, reply, io) => {
    const query = io.query();
    const sport: SkiSport = query.ski_type === "laskettelu" ? "alpine" : "nordic";
    const variants = await wizardVariants(opts.db, sport, query.tax_area);
    const byId = new Map(variants.map((v) => [v.id, v]));
    const picks: Picks = {};
    let regular = 0;
    let discount = 0;
    for (const [param, group] of Object.entries(GROUP_OF_PARAM) as [keyof typeof GROUP_OF_PARAM, SkiGroup][]) {
      const id = query[param];
      if (id == null) continue;
      const variant = byId.get(id);
      if (!variant || variant.group !== group) throw notFound(`No ${sport} ${group} with id ${id}.`);
      if (!variant.facts || variant.regular == null || variant.active == null) throw badRequest({ [param]: ["This product is not in the ski wizard."] });
      picks[group] = variant.facts;
      regular += variant.regular;
      discount += variant.active;
    }
    const skier: Skier | null = query.height_cm == null ? null : { heightCm: query.height_cm, weightKg: query.weight_kg ?? null, ability: query.ability ?? null };
    const set = check(sport, picks, skier);
    const boot = picks.boots;
    const soleLength = boot?.group === "boots" && "soleLengthMm" in boot.facts ? boot.facts.soleLengthMm : null;
    /** The variants of a group that fit the other groups' picks (the group's own pick left out). */
    const fitting = (group: SkiGroup) =>
      variants.filter((v) => v.group === group && v.facts && v.active != null).filter((v) => {
        const answer = check(sport, { ...picks, [group]: v.facts! }, skier);
        return group === "skis" ? answer.withSkis : group === "bindings" ? answer.withBindings : answer.withBoots;
      }).map((v) => v.id);
    reply.header("cache-control", "public, max-age=60");
    return io.output({
      compatibleWithSkis: fitting("skis"),
      compatibleWithBindings: fitting("bindings"),
      compatibleWithBoots: fitting("boots"),
      compatible: { withSkis: set.withSkis, withBindings: set.withBindings, withBoots: set.withBoots },
      problems: set.problems,
      prices: { regular, discount },
      skier: skier ? skierRecommendation(sport, skier, soleLength) : null,
    });
  });
}
