// The demo catalogue on the configured database (PGlite in memory, or DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type DatabaseHandle } from "@polku/db";
import { createTestDatabase } from "@polku/db/testing";
import { isVideoId, priceDisplayKind } from "@polku/domain";
import { parseMediaPath } from "../modules/media/media-paths";
import { isDatabaseEmpty, seedDemoCatalogue } from "./seed";

const NOW = new Date("2025-03-01T00:00:00Z");
const OPTIONS = { seed: 7, models: 60, now: NOW };

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await handle.db.execute<T & Record<string, unknown>>(query)).rows;
}

/** One checksum per table over all its rows in key order. */
async function checksums(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables: [string, string][] = [
    ["product_models", "id"], ["product_model_translations", "model_id, language"], ["product_variants", "id"], ["model_prices", "model_id, tax_area_id"],
    ["variant_prices", "variant_id, tax_area_id"], ["price_history", "id"], ["stock", "variant_id, store_id"], ["reviews", "id"],
    ["model_property_values", "id"], ["product_group_translations", "group_id, language"], ["manufacturers", "id"], ["bundle_prices", "bundle_id, tax_area_id"],
    ["reco_signals", "model_id, day"], ["reco_scores", "model_id"],
  ];
  const result: Record<string, string> = {};
  for (const [table, key] of tables) {
    const [row] = await rows<{ sum: string }>(handle, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by ${key}), '')) as sum from ${table} t`));
    result[table] = row?.sum ?? "";
  }
  return result;
}

describe("seedDemoCatalogue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    expect(await isDatabaseEmpty(handle)).toBe(true);
    const report = await seedDemoCatalogue(handle, OPTIONS);
    expect(report).toMatchObject({ seed: 7, models: 60 });
  });
  afterAll(() => handle.close());

  it("is deterministic: the same seed and date give the same rows", async () => {
    const again = await createTestDatabase();
    try {
      await seedDemoCatalogue(again, OPTIONS);
      expect(await checksums(again)).toEqual(await checksums(handle));
      const first = (h: DatabaseHandle) => rows<{ name: string }>(h, sql`select name from product_model_translations where language = 'fi' order by model_id limit 5`);
      expect(await first(again)).toEqual(await first(handle));
    } finally {
      await again.close();
    }
    expect(await isDatabaseEmpty(handle)).toBe(false);
  });

  it("has at least 40 groups over three levels, 30 brands and the shop's own, the models and about 7.5 variants each", async () => {
    const [c] = await rows<Record<string, number>>(handle, sql`select
      (select count(*)::int from product_groups) as groups,
      (select count(*)::int from product_groups g join product_groups p on p.id = g.parent_id where p.parent_id is not null) as third_level,
      (select count(*)::int from manufacturers) as brands,
      (select count(*)::int from product_models) as models,
      (select count(*)::int from product_variants) as variants`);
    expect(c?.groups).toBeGreaterThanOrEqual(40);
    expect(c?.third_level).toBeGreaterThan(0);
    // 30 invented brands and Polku, the shop itself, whose gift cards are two models beyond the 60;
    // the twelve second-hand items are the others (seed/second-hand.ts).
    expect(c?.brands).toBe(31);
    expect(c?.models).toBe(62 + 12);
    expect(c?.variants).toBeGreaterThan(60 * 4);
    expect(c?.variants).toBeLessThan(60 * 14);
  });

  it("has eight retail stores, the web warehouse 20 and an outlet", async () => {
    const stores = await rows<{ id: number; type: string }>(handle, sql`select id, type::text as type from stores order by id`);
    expect(stores.length).toBeGreaterThanOrEqual(9);
    expect(stores.filter((s) => s.type === "retail")).toHaveLength(8);
    expect(stores).toContainEqual({ id: 20, type: "web" });
  });

  it("gives every translated entity all six languages, none empty", async () => {
    const tables: [string, string, string][] = [
      ["product_group_translations", "group_id", "name"], ["product_model_translations", "model_id", "name"], ["manufacturer_translations", "manufacturer_id", "description"],
      ["colour_translations", "colour_id", "name"], ["property_type_translations", "property_type_id", "name"], ["property_option_translations", "option_id", "name"],
      ["property_filter_translations", "filter_id", "name"], ["tag_translations", "tag_id", "name"], ["ribbon_translations", "ribbon_id", "name"],
      ["size_table_translations", "size_table_id", "name"], ["product_type_translations", "product_type_id", "name"], ["delivery_country_translations", "country_code", "name"],
      ["banner_translations", "banner_id", "title"], ["text_banner_translations", "text_banner_id", "text"], ["keyword_popup_translations", "keyword_popup_id", "keyword"],
      ["static_page_translations", "page_id", "title"], ["static_page_tab_translations", "tab_id", "title"], ["bundle_translations", "bundle_id", "name"],
      ["shipping_time_texts", "days", "text"],
    ];
    for (const [table, key, field] of tables) {
      const bad = await rows(handle, sql.raw(`select ${key} from ${table} group by ${key} having count(distinct language) <> 6 or bool_or(coalesce(${field}, '') = '')`));
      expect(bad, table).toEqual([]);
    }
    const [missing] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from product_models m where not exists (select 1 from product_model_translations t where t.model_id = m.id)`);
    expect(missing?.n).toBe(0);
  });

  it("keeps /outlet/ in every outlet group path, in every language (spec 02 §2)", async () => {
    const paths = await rows<{ path: string; language: string }>(handle, sql`
      with recursive outlet as (select g.id from product_groups g join product_group_translations t on t.group_id = g.id and t.language = 'fi' where t.path = 'outlet'
        union all select g.id from product_groups g join outlet o on g.parent_id = o.id)
      select t.path, t.language from product_group_translations t join outlet o on o.id = t.group_id`);
    expect(paths.length).toBe(6 * 6);
    for (const { path } of paths) expect(`/${path}/`).toContain("/outlet/");
    expect(paths.map((p) => p.path)).toContain("outlet/takit");
    const [mismatch] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from product_models m
      join product_group_translations t on t.group_id = m.main_group_id and t.language = 'fi'
      where m.belongs_to_outlet <> (t.path like 'outlet/%')`);
    expect(mismatch?.n).toBe(0);
  });

  it("stores integer prices with club <= active <= regular, in every tax area, and all display kinds", async () => {
    const prices = await rows<{ model_id: number; tax_area_id: number; active: number; club: number | null; regular: number; discount_free: number; discount_value: number; outlet: boolean }>(
      handle,
      sql`select p.*, m.belongs_to_outlet as outlet from model_prices p join product_models m on m.id = p.model_id`,
    );
    expect(prices).toHaveLength((62 + 12) * 5);
    for (const p of prices) {
      for (const value of [p.active, p.regular, p.discount_free, p.discount_value]) expect(Number.isInteger(value)).toBe(true);
      expect(p.active).toBeLessThanOrEqual(p.regular);
      expect(p.active).toBeLessThanOrEqual(p.discount_free);
      expect(p.discount_value).toBe(p.regular - p.active);
      if (p.club !== null) expect(p.club).toBeLessThanOrEqual(p.active);
    }
    const kinds = new Set(prices.map((p) => priceDisplayKind(p, { outlet: p.outlet, clubPriceVisible: true })));
    expect([...kinds]).toEqual(expect.arrayContaining(["normal", "discount", "club", "outdoor", "outlet"]));
    // Variant prices come for all variants of a model or for none.
    const partial = await rows(handle, sql`select v.model_id from product_variants v left join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
      group by v.model_id having count(p.variant_id) not in (0, count(*))`);
    expect(partial).toEqual([]);
  });

  it("has a price history whose open row is today's price and whose 30-day low sometimes differs", async () => {
    const [open] = await rows<{ bad: number }>(handle, sql`select count(*)::int as bad from model_prices p where
      (select count(*) from price_history h where h.model_id = p.model_id and h.tax_area_id = p.tax_area_id and h.variant_id is null and h.valid_to is null and h.active = p.active) <> 1`);
    expect(open?.bad).toBe(0);
    const [lower] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from model_prices p where p.tax_area_id = 1 and p.active >
      (select min(h.active) from price_history h where h.model_id = p.model_id and h.tax_area_id = 1 and h.variant_id is null
        and h.valid_from <= ${NOW.toISOString()}::timestamptz and (h.valid_to is null or h.valid_to > ${NOW.toISOString()}::timestamptz - interval '30 days'))`);
    expect(lower?.n).toBeGreaterThan(0);
  });

  it("lists no second-hand item after its own date (a shop started before 9 o'clock showed one unpublished)", async () => {
    const [late] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from second_hand_items i join product_models m on m.id = i.model_id
      where m.published_at > ${NOW.toISOString()}::timestamptz or i.listed_at > ${NOW.toISOString()}::timestamptz`);
    expect(late?.n).toBe(0);
  });

  it("mixes in-stock, sold-out, on-order and blocked variants (spec 02 §4)", async () => {
    const [mix] = await rows<Record<string, number>>(handle, sql`select
      count(*) filter (where not v.on_order and not exists (select 1 from stock s where s.variant_id = v.id and s.quantity > s.blocked_quantity))::int as sold_out,
      count(*) filter (where v.on_order and v.shipping_time_number in (14, 30, 60) and v.stock_incoming_str is not null)::int as on_order,
      count(*) filter (where v.shipping_time_number = 999 and exists (select 1 from stock s where s.variant_id = v.id and s.blocked_quantity > 0))::int as blocked,
      count(*) filter (where exists (select 1 from stock s where s.variant_id = v.id and s.store_id = 20 and s.quantity > s.blocked_quantity))::int as web
      from product_variants v`);
    expect(mix?.sold_out).toBeGreaterThan(0);
    expect(mix?.on_order).toBeGreaterThan(0);
    expect(mix?.blocked).toBeGreaterThan(0);
    expect(mix?.web).toBeGreaterThan(0);
  });

  it("rates reviews 0-10 and keeps the model average in step", async () => {
    const bad = await rows(handle, sql`select m.id from product_models m left join reviews r on r.model_id = m.id group by m.id
      having count(r.id) <> m.rating_count or (count(r.id) > 0 and abs(avg(r.rating) - m.rating) > 0.051) or (count(r.id) = 0 and m.rating is not null)`);
    expect(bad).toEqual([]);
    const languages = await rows<{ language: string }>(handle, sql`select distinct language from reviews`);
    expect(languages.length).toBeGreaterThan(1);
  });

  it("stores image references the media routes can draw", async () => {
    const refs = await rows<{ ref: string }>(handle, sql`select unnest(images) as ref from product_variants
      union select logo from manufacturers union select unnest(promo_images) from manufacturers union select image from banners union select image from colours`);
    expect(refs.length).toBeGreaterThan(10);
    for (const { ref } of refs) expect(parseMediaPath(ref.replace(/^\/media\//, "")), ref).not.toBeNull();
  });

  it("keeps first path segments unique per language across groups, brands and static pages", async () => {
    const clashes = await rows(handle, sql`select language, segment from (
      select language, split_part(path, '/', 1) as segment from product_group_translations where position('/' in path) = 0
      union all select l.code, m.slug from manufacturers m cross join languages l
      union all select distinct language, split_part(slug, '/', 1) from static_page_translations) s group by language, segment having count(*) > 1`);
    expect(clashes).toEqual([]);
  });

  it("sets the general settings of spec 01 §3, JSON ones parseable", async () => {
    const settings = Object.fromEntries((await rows<{ key: string; value: string }>(handle, sql`select key, value from general_settings`)).map((r) => [r.key, r.value]));
    for (const key of ["search_bar_placeholder", "frontpage_title", "frontpage_meta_description", "price_ending_max_days", "blocked_stock_text", "frosmo_category_strategy"]) {
      expect(settings[key], key).toBeTruthy();
    }
    expect(JSON.parse(settings.feature_flags as string)).toMatchObject({ fast_shipping_product_page: true });
    expect(JSON.parse(settings.target_country_delivery_added_days as string).countries.length).toBeGreaterThan(0);
    expect(JSON.parse(settings.quick_add_products as string).length).toBeGreaterThan(0);
    expect(settings.frosmo_category_strategy).toBe("sort-product-group");
  });

  it("has the currencies and delivery countries of spec 01 §9 and spec 02 §9", async () => {
    const currencies = await rows<{ code: string; decimals: number }>(handle, sql`select code, decimals from currencies`);
    expect(currencies.map((c) => c.code).sort()).toEqual(["chf", "czk", "dkk", "eur", "gbp", "jpy", "nok", "pln", "rub", "sek", "usd"]);
    for (const c of currencies) expect(c.decimals).toBe(["eur", "usd", "gbp"].includes(c.code) ? 2 : 0);
    const [countries] = await rows<{ n: number; fi_area: number }>(handle, sql`select count(*)::int as n,
      (select tax_area_id from delivery_countries where code = 'fi') as fi_area from delivery_countries`);
    expect(countries?.n).toBeGreaterThan(50);
    expect(countries?.fi_area).toBe(1);
  });

  it("answers Drizzle relational queries through the declared relations", async () => {
    const model = await handle.db.query.productModels.findFirst({
      where: (m, { eq }) => eq(m.id, 1),
      with: { manufacturer: true, translations: true, prices: true, variants: { with: { colour: true, size: true, stock: true } }, groups: { with: { group: true } } },
    });
    expect(model?.translations).toHaveLength(6);
    expect(model?.prices).toHaveLength(5);
    expect(model?.variants[0]?.colour.hex).toMatch(/^[0-9a-f]{6}$/);
    expect(model?.groups[0]?.group.id).toBe(model?.mainGroupId);
  });

  it("builds a search document for every model and language but the second-hand items'", async () => {
    const [counts] = await rows<{ docs: number; translations: number; words: number }>(handle, sql`
      select (select count(*)::int from search_documents) as docs,
             (select count(*)::int from product_model_translations t join product_models m on m.id = t.model_id where m.second_hand_parent_id is null) as translations,
             (select count(*)::int from search_words) as words`);
    expect(counts!.docs).toBe(counts!.translations);
    expect(counts!.words).toBeGreaterThan(100);
  });

  it("records a 90-day signal history for about half the models, with scores to match", async () => {
    const [s] = await rows<{ models: number; scored: number; oldest: string; newest: string; orders: number }>(handle, sql`
      select count(distinct model_id)::int as models, (select count(*)::int from reco_scores where weight > 0) as scored,
             min(day)::text as oldest, max(day)::text as newest, sum(orders)::int as orders from reco_signals`);
    expect(s!.models).toBe(s!.scored);
    expect(s!.models).toBeGreaterThan(15);
    expect(s!.models).toBeLessThan(45);
    expect(s!.oldest >= "2024-12-01").toBe(true);
    expect(s!.newest <= "2025-03-01").toBe(true);
    expect(s!.orders).toBeGreaterThan(0);
  });

  it("gives the gift card models their spec ids (spec 02 §5, §9: 2427 and 1412) in the hidden gift card group", async () => {
    const cards = await rows<{ id: number; name: string; path: string; group: string; in_menu: boolean; brand: string }>(handle, sql`
      select m.id, t.name, t.path, gt.path as group, g.show_in_menu as in_menu, b.slug as brand from product_models m
      join product_model_translations t on t.model_id = m.id and t.language = 'en' join product_groups g on g.id = m.main_group_id
      join product_group_translations gt on gt.group_id = g.id and gt.language = 'en' join manufacturers b on b.id = m.manufacturer_id
      where m.id in (1412, 2427) order by m.id`);
    expect(cards).toEqual([
      { id: 1412, name: "Gift card", path: "polku/gift-card", group: "gift-cards", in_menu: false, brand: "polku" },
      { id: 2427, name: "E-gift card", path: "polku/e-gift-card", group: "gift-cards", in_menu: false, brand: "polku" },
    ]);
  });

  it("gives three demo jackets a product video (spec 02 §2, §7), each a YouTube id", async () => {
    const videos = await rows<{ id: number; video: string }>(handle, sql`select id, video from product_models where video is not null order by id`);
    expect(videos.map((v) => v.id)).toEqual([1, 2, 3]);
    for (const { video } of videos) expect(isVideoId(video)).toBe(true);
  });

  it("moves identity sequences past the seeded ids", async () => {
    const [next] = await rows<{ id: number }>(handle, sql`insert into colours (slug, control, hex) values ('testi', 'musta', '000000') returning id`);
    const [max] = await rows<{ id: number }>(handle, sql`select max(id)::int as id from colours where slug <> 'testi'`);
    expect(next?.id).toBe((max?.id ?? 0) + 1);
  });

  it("adds one-off second-hand items: one unit in the web warehouse, a grade, the wear in six languages, a lower price than new, in no group", async () => {
    const items = await rows<{ id: number; parent: number; units: number; stores: number; wear: number; groups: number; used: number; new: number; name: string; parent_name: string; images: string[] }>(handle, sql`
      select i.model_id as id, m.second_hand_parent_id as parent,
        (select sum(quantity)::int from stock k where k.variant_id = i.variant_id) as units,
        (select count(*)::int from stock k where k.variant_id = i.variant_id) as stores,
        (select count(*)::int from second_hand_item_translations w where w.model_id = i.model_id) as wear,
        (select count(*)::int from product_model_groups g where g.model_id = i.model_id) as groups,
        (select active from model_prices p where p.model_id = i.model_id and p.tax_area_id = 1) as used,
        (select regular from model_prices p where p.model_id = m.second_hand_parent_id and p.tax_area_id = 1) as new,
        t.name, pt.name as parent_name, v.images
      from second_hand_items i join product_models m on m.id = i.model_id join product_variants v on v.id = i.variant_id
      join product_model_translations t on t.model_id = m.id and t.language = 'fi'
      join product_model_translations pt on pt.model_id = m.second_hand_parent_id and pt.language = 'fi'
      order by i.model_id`);
    expect(items).toHaveLength(12);
    expect(new Set(items.map((i) => i.parent)).size).toBe(12);
    for (const item of items) {
      expect(item).toMatchObject({ units: 1, stores: 1, wear: 6, groups: 0 });
      expect(item.used).toBeLessThan(item.new);
      expect(item.name).toBe(`Käytetty: ${item.parent_name}`);
      for (const image of item.images) expect(parseMediaPath(image.slice("/media/".length)), image).not.toBeNull();
    }
  });
});
