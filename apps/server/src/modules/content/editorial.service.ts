// Editorial use cases (docs/content.md "Life outdoors", "Campaigns", "FAQ"). Reads are memoised
// per language in the shop's memo cache like the static pages (dropped whole when the catalogue
// or the content changes); HTML is sanitised again on render; products are the catalogue's list
// items for the shopper's tax area.
import { sql, type Database } from "@polku/db";
import {
  faqMatches,
  localeForLanguage,
  orderCategories,
  pageCount,
  postPath,
  POSTS_PAGE_SIZE,
  type CampaignResponse,
  type CampaignsResponse,
  type FaqResponse,
  type LanguageCode,
  type LifeOutdoorsResponse,
  type PostKind,
  type PostListResponse,
  type PostResponse,
  type PostSummary,
} from "@polku/domain";
import { badRequest, notFound } from "../../http/errors";
import { mediaUrl } from "../../lib/media-url";
import type { MemoCache } from "../../lib/memo-cache";
import { loadListItems } from "../products";
import { createEditorialRepository, type PostRow } from "./editorial.repository";
import { sanitisePageHtml } from "./sanitise";

export const POST_NOT_FOUND = "Post not found";
export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const CATEGORY_NOT_FOUND = "Category not found";
export const BLOGGER_NOT_FOUND = "Blogger not found";
/** The most products a campaign page lists (the club offers are many). */
export const CAMPAIGN_PRODUCT_LIMIT = 200;

function summary(row: PostRow): PostSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    path: postPath(row.kind, row.slug),
    title: row.title,
    lead: row.lead,
    publishedAt: row.publishedAt,
    heroImage: mediaUrl(row.heroImage) ?? "",
    category: { key: row.categoryKey, slug: row.categorySlug, name: row.categoryName },
    blogger: { slug: row.bloggerSlug, name: row.bloggerName, title: row.bloggerTitle, image: mediaUrl(row.bloggerImage) },
  };
}

export function createEditorialService(db: Database, cache: MemoCache) {
  const repo = createEditorialRepository(db);

  const categoryOrder = () =>
    cache.get("editorial:blog-category-order", async () => {
      const { rows } = await db.execute<{ value: string }>(sql`select value from general_settings where key = 'blog_category_order'`);
      return rows[0]?.value ?? "";
    });

  const reference = (language: LanguageCode) =>
    cache.get(`editorial:reference:${language}`, async (): Promise<LifeOutdoorsResponse> => {
      const [categories, alternates, bloggers, order] = await Promise.all([repo.categories(language), repo.categoryAlternates(), repo.bloggers(language), categoryOrder()]);
      const byCategory = (id: number) => Object.fromEntries(alternates.filter((a) => a.categoryId === id).map((a) => [a.language, `life-outdoors/${a.slug}`]));
      return {
        categories: orderCategories(
          categories.map((c) => ({ key: c.key, slug: c.slug, name: c.name, description: c.description, alternates: byCategory(c.id) })),
          order,
          localeForLanguage(language),
        ),
        bloggers: bloggers.map((b) => ({ ...b, image: mediaUrl(b.image) })),
      };
    });

  const checkTaxArea = async (taxAreaId: number) => {
    const known = await cache.get(`editorial:tax-area:${taxAreaId}`, () => repo.taxAreaExists(taxAreaId));
    if (!known) throw badRequest({ taxAreaId: ["Unknown tax area."] });
  };

  return {
    lifeOutdoors: reference,

    /** One page of posts, newest first; an unknown category or blogger is a 404. */
    async posts(input: { language: LanguageCode; kind?: PostKind; category?: string; blogger?: string; page: number }): Promise<PostListResponse> {
      const { language, kind, page } = input;
      return cache.get(`editorial:posts:${language}:${kind ?? ""}:${input.category ?? ""}:${input.blogger ?? ""}:${page}`, async () => {
        const ref = await reference(language);
        let categoryKey: string | undefined;
        if (input.category) {
          categoryKey = ref.categories.find((c) => c.slug === input.category || c.key === input.category)?.key;
          if (!categoryKey) throw notFound(CATEGORY_NOT_FOUND);
        }
        if (input.blogger && !ref.bloggers.some((b) => b.slug === input.blogger)) throw notFound(BLOGGER_NOT_FOUND);
        const filter = { kind, categoryKey, bloggerSlug: input.blogger };
        const total = await repo.countPosts(language, filter);
        const rows = await repo.posts(language, filter, POSTS_PAGE_SIZE, (page - 1) * POSTS_PAGE_SIZE);
        return { posts: rows.map(summary), page, pageCount: pageCount(total, POSTS_PAGE_SIZE), total };
      });
    },

    async post(input: { language: LanguageCode; kind: PostKind; slug: string; taxAreaId: number }): Promise<PostResponse> {
      await checkTaxArea(input.taxAreaId);
      const { language, kind, slug, taxAreaId } = input;
      const found = await cache.get(`editorial:post:${language}:${kind}:${slug}:${taxAreaId}`, async (): Promise<PostResponse | null> => {
        const row = await repo.postBySlug(language, kind, slug);
        if (!row) return null;
        const [slugs, ids] = await Promise.all([repo.postSlugs(row.id), repo.postProductIds(row.id)]);
        return {
          ...summary(row),
          content: sanitisePageHtml(row.contentHtml),
          metaDescription: row.metaDescription,
          updatedAt: row.updatedAt,
          alternates: Object.fromEntries(slugs.map((s) => [s.language, postPath(kind, s.slug).replace(/^\/|\/$/g, "")])),
          products: await loadListItems(db, ids, language, taxAreaId),
        };
      });
      if (!found) throw notFound(POST_NOT_FOUND);
      return found;
    },

    async campaign(input: { language: LanguageCode; slug: string; taxAreaId: number }): Promise<CampaignResponse> {
      await checkTaxArea(input.taxAreaId);
      const { language, slug, taxAreaId } = input;
      const found = await cache.get(`editorial:campaign:${language}:${slug}:${taxAreaId}`, async (): Promise<CampaignResponse | null> => {
        const row = await repo.campaign(language, slug);
        if (!row) return null;
        const ids = row.kind === "club" ? await repo.clubOfferIds(taxAreaId, CAMPAIGN_PRODUCT_LIMIT) : (await repo.campaignProductIds(row.id)).slice(0, CAMPAIGN_PRODUCT_LIMIT);
        return {
          slug: row.slug,
          kind: row.kind,
          title: row.title,
          lead: row.lead,
          content: sanitisePageHtml(row.contentHtml),
          metaDescription: row.metaDescription,
          heroImage: mediaUrl(row.heroImage) ?? "",
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          products: await loadListItems(db, ids, language, taxAreaId),
        };
      });
      if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
      return found;
    },

    campaigns: (language: LanguageCode) =>
      cache.get(`editorial:campaigns:${language}`, async (): Promise<CampaignsResponse> => ({
        campaigns: (await repo.runningCampaigns(language)).map((c) => ({ ...c, heroImage: mediaUrl(c.heroImage) ?? "" })),
      })),

    async faq(language: LanguageCode, q: string): Promise<FaqResponse> {
      const rows = await cache.get(`editorial:faq:${language}`, () => repo.faq(language));
      const categories: FaqResponse["categories"] = [];
      let total = 0;
      for (const row of rows) {
        const question = { key: row.key, question: row.question, answer: sanitisePageHtml(row.answerHtml) };
        if (!faqMatches(question, q)) continue;
        let category = categories.at(-1);
        if (category?.key !== row.categoryKey) categories.push((category = { key: row.categoryKey, name: row.categoryName, questions: [] }));
        category.questions.push(question);
        total += 1;
      }
      return { q, categories, total };
    },

    /** Per language: the life outdoors addresses (posts and categories), for the address language. */
    addressPaths: () => repo.addressPaths(),
  };
}
export type EditorialService = ReturnType<typeof createEditorialService>;
