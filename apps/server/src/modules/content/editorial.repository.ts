// SQL of the editorial content (docs/content.md "Life outdoors", "Campaigns", "FAQ"): posts,
// their categories and bloggers, campaigns and their products, the FAQ. One language per call.
import { sql, type Database } from "@polku/db";
import type { LanguageCode, PostKind } from "@polku/domain";

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type PostRow = {
  id: number;
  kind: PostKind;
  slug: string;
  title: string;
  lead: string;
  publishedAt: string;
  heroImage: string;
  categoryKey: string;
  categorySlug: string;
  categoryName: string;
  bloggerSlug: string;
  bloggerName: string;
  bloggerTitle: string;
  bloggerImage: string | null;
};

export interface PostFilter {
  kind?: PostKind;
  categoryKey?: string;
  bloggerSlug?: string;
}

export function createEditorialRepository(db: Database) {
  const postWhere = (language: LanguageCode, filter: PostFilter) => sql`
    p.is_active and p.published_at <= now() and b.is_active
    ${filter.kind ? sql`and p.kind = ${filter.kind}` : sql``}
    ${filter.categoryKey ? sql`and c.key = ${filter.categoryKey}` : sql``}
    ${filter.bloggerSlug ? sql`and b.slug = ${filter.bloggerSlug}` : sql``}
    and t.language = ${language}`;
  const postFrom = (language: LanguageCode) => sql`
    from posts p
    join post_translations t on t.post_id = p.id
    join post_categories c on c.id = p.category_id
    join post_category_translations ct on ct.category_id = c.id and ct.language = ${language}
    join bloggers b on b.id = p.blogger_id
    join blogger_translations bt on bt.blogger_id = b.id and bt.language = ${language}`;
  const postColumns = sql`p.id, p.kind, t.slug, t.title, t.lead, ${iso("p.published_at")} as "publishedAt", p.hero_image as "heroImage",
    c.key as "categoryKey", ct.slug as "categorySlug", ct.name as "categoryName",
    b.slug as "bloggerSlug", b.name as "bloggerName", bt.title as "bloggerTitle", b.image as "bloggerImage"`;

  return {
    categories: async (language: LanguageCode) =>
      (
        await db.execute<{ id: number; key: string; slug: string; name: string; description: string }>(sql`
          select c.id, c.key, t.slug, t.name, t.description from post_categories c
          join post_category_translations t on t.category_id = c.id and t.language = ${language}`)
      ).rows,

    categoryAlternates: async () =>
      (await db.execute<{ categoryId: number; language: string; slug: string }>(sql`select category_id as "categoryId", language, slug from post_category_translations`)).rows,

    bloggers: async (language: LanguageCode) =>
      (
        await db.execute<{ slug: string; name: string; title: string; bio: string; image: string | null; postCount: number }>(sql`
          select b.slug, b.name, t.title, t.bio, b.image,
            (select count(*)::int from posts p where p.blogger_id = b.id and p.is_active and p.published_at <= now()) as "postCount"
          from bloggers b join blogger_translations t on t.blogger_id = b.id and t.language = ${language}
          where b.is_active order by b.sort_order, b.id`)
      ).rows,

    countPosts: async (language: LanguageCode, filter: PostFilter) => {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n ${postFrom(language)} where ${postWhere(language, filter)}`);
      return rows[0]?.n ?? 0;
    },

    posts: async (language: LanguageCode, filter: PostFilter, limit: number, offset: number) =>
      (await db.execute<PostRow>(sql`select ${postColumns} ${postFrom(language)} where ${postWhere(language, filter)} order by p.published_at desc, p.id desc limit ${limit} offset ${offset}`)).rows,

    postBySlug: async (language: LanguageCode, kind: PostKind, slug: string) => {
      const { rows } = await db.execute<PostRow & { contentHtml: string; metaDescription: string | null; updatedAt: string }>(sql`
        select ${postColumns}, t.content_html as "contentHtml", t.meta_description as "metaDescription", ${iso("p.updated_at")} as "updatedAt"
        ${postFrom(language)} where ${postWhere(language, { kind })} and t.slug = ${slug} limit 1`);
      return rows[0] ?? null;
    },

    postSlugs: async (postId: number) =>
      (await db.execute<{ language: string; slug: string }>(sql`select language, slug from post_translations where post_id = ${postId}`)).rows,

    /** Every post's and category's address per language, for the address language of a path. */
    addressPaths: async () =>
      (
        await db.execute<{ language: string; path: string }>(sql`
          select t.language, case when p.kind = 'guide' then 'life-outdoors/' || t.slug else 'life-outdoors/blog/' || t.slug end as path
          from post_translations t join posts p on p.id = t.post_id where p.is_active
          union all
          select language, 'life-outdoors/' || slug from post_category_translations`)
      ).rows,

    /** Ids of a post's or campaign's products that a shopper may see, in their order. */
    postProductIds: async (postId: number) =>
      (
        await db.execute<{ id: number }>(sql`
          select m.id from post_products pp join product_models m on m.id = pp.model_id
          where pp.post_id = ${postId} and m.is_public and m.published_at <= now() order by pp.sort_order, m.id`)
      ).rows.map((r) => r.id),

    campaign: async (language: LanguageCode, slug: string) => {
      const { rows } = await db.execute<{
        id: number; slug: string; kind: "products" | "club"; heroImage: string; startsAt: string | null; endsAt: string | null;
        title: string; lead: string; contentHtml: string; metaDescription: string | null;
      }>(sql`
        select c.id, c.slug, c.kind, c.hero_image as "heroImage", ${iso("c.starts_at")} as "startsAt", ${iso("c.ends_at")} as "endsAt",
          t.title, t.lead, t.content_html as "contentHtml", t.meta_description as "metaDescription"
        from campaigns c join campaign_translations t on t.campaign_id = c.id and t.language = ${language}
        where c.slug = ${slug} and c.is_active and (c.starts_at is null or c.starts_at <= now()) limit 1`);
      return rows[0] ?? null;
    },

    /** Campaigns running now (started, not ended). */
    runningCampaigns: async (language: LanguageCode) =>
      (
        await db.execute<{ slug: string; kind: "products" | "club"; title: string; lead: string; heroImage: string; endsAt: string | null }>(sql`
          select c.slug, c.kind, t.title, t.lead, c.hero_image as "heroImage", ${iso("c.ends_at")} as "endsAt"
          from campaigns c join campaign_translations t on t.campaign_id = c.id and t.language = ${language}
          where c.is_active and (c.starts_at is null or c.starts_at <= now()) and (c.ends_at is null or c.ends_at > now())
          order by c.sort_order, c.id`)
      ).rows,

    campaignProductIds: async (campaignId: number) =>
      (
        await db.execute<{ id: number }>(sql`
          select m.id from campaign_products cp join product_models m on m.id = cp.model_id
          where cp.campaign_id = ${campaignId} and m.is_public and m.published_at <= now() order by cp.sort_order, m.id`)
      ).rows.map((r) => r.id),

    /** spec 02 §4: the club offers are the public models whose club price is below their price. */
    clubOfferIds: async (taxAreaId: number, limit: number) =>
      (
        await db.execute<{ id: number }>(sql`
          select m.id from product_models m join model_prices p on p.model_id = m.id and p.tax_area_id = ${taxAreaId}
          where m.is_public and m.published_at <= now() and p.club is not null and p.club < p.active
          order by (p.active - p.club)::float / nullif(p.active, 0) desc, m.id limit ${limit}`)
      ).rows.map((r) => r.id),

    taxAreaExists: async (taxAreaId: number) => (await db.execute(sql`select 1 from tax_areas where id = ${taxAreaId}`)).rows.length > 0,

    faq: async (language: LanguageCode) =>
      (
        await db.execute<{ categoryKey: string; categoryName: string; key: string; question: string; answerHtml: string }>(sql`
          select c.key as "categoryKey", ct.name as "categoryName", q.key, qt.question, qt.answer_html as "answerHtml"
          from faq_questions q
          join faq_question_translations qt on qt.question_id = q.id and qt.language = ${language}
          join faq_categories c on c.id = q.category_id
          join faq_category_translations ct on ct.category_id = c.id and ct.language = ${language}
          where q.is_active order by c.sort_order, c.id, q.sort_order, q.id`)
      ).rows,
  };
}
export type EditorialRepository = ReturnType<typeof createEditorialRepository>;
