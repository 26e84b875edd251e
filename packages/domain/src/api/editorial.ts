// Editorial calls (issue 14; docs/content.md "Life outdoors", "Campaigns", "FAQ"): guides and
// blog posts with their categories and bloggers, campaigns and the club offers page, the FAQ.
import { z } from "zod";
import { productListItemSchema, languageCodeSchema } from "./shell";
import { alternatesSchema } from "./content";
import { FAQ_QUERY_MAX_LENGTH } from "../query-limits";


/** A slug of one path segment: letters, digits and dashes. */
const segmentSchema = z
  .string()
  .trim()
  .min(1, "Slug is required.")
  .max(120, "Slug is too long.")
  .regex(/^[\p{L}\p{N}-]+$/u, "Slug must be letters, digits and dashes.")
  .transform((slug) => slug.toLowerCase());

/** Posts per page of a list (guides, blog, a category, a blogger). */
export const POSTS_PAGE_SIZE = 6;

export const postKindSchema = z.enum(["guide", "blog"]);
export type PostKind = z.infer<typeof postKindSchema>;

const pageNumberSchema = z.coerce.number({ message: "Page must be a number." }).int("Page must be a whole number.").min(1, "Page must be at least 1.").max(1000, "Page is too large.");
const taxAreaIdSchema = z.coerce.number({ message: "Tax area must be a number." }).int().positive("Tax area must be positive.");

export const postCategorySchema = z.object({ key: z.string(), slug: z.string(), name: z.string(), description: z.string(), alternates: alternatesSchema });
export type PostCategory = z.infer<typeof postCategorySchema>;

export const bloggerSummarySchema = z.object({ slug: z.string(), name: z.string(), title: z.string(), image: z.string().nullable() });
export type BloggerSummary = z.infer<typeof bloggerSummarySchema>;
export const bloggerSchema = bloggerSummarySchema.extend({ bio: z.string(), postCount: z.number().int() });
export type Blogger = z.infer<typeof bloggerSchema>;

export const postSummarySchema = z.object({
  kind: postKindSchema,
  slug: z.string(),
  /** The address of the post, with slashes. */
  path: z.string(),
  title: z.string(),
  lead: z.string(),
  publishedAt: z.string(),
  heroImage: z.string(),
  category: z.object({ key: z.string(), slug: z.string(), name: z.string() }),
  blogger: bloggerSummarySchema,
});
export type PostSummary = z.infer<typeof postSummarySchema>;

// GET /api/life-outdoors/?language= : the categories (ordered by blog_category_order) and bloggers.
export const lifeOutdoorsQuerySchema = z.object({ language: languageCodeSchema.default("fi") });
export const lifeOutdoorsResponseSchema = z.object({ categories: z.array(postCategorySchema), bloggers: z.array(bloggerSchema) });
export type LifeOutdoorsResponse = z.infer<typeof lifeOutdoorsResponseSchema>;

// GET /api/posts/?language=&kind=&category=&blogger=&page= : one page of posts, newest first.
export const postListQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  kind: postKindSchema.optional(),
  category: segmentSchema.optional(),
  blogger: segmentSchema.optional(),
  page: pageNumberSchema.default(1),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;
export const postListResponseSchema = z.object({
  posts: z.array(postSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

// GET /api/post/?language=&kind=&slug=&taxAreaId= : one post with its related products.
export const postQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  kind: postKindSchema,
  slug: segmentSchema,
  taxAreaId: taxAreaIdSchema.default(1),
});
export const postResponseSchema = postSummarySchema.extend({
  /** Sanitised HTML (docs/content.md "Sanitising"). */
  content: z.string(),
  metaDescription: z.string().nullable(),
  updatedAt: z.string(),
  /** language → the post's slug in that language. */
  alternates: alternatesSchema,
  products: z.array(productListItemSchema),
});
export type PostResponse = z.infer<typeof postResponseSchema>;

// GET /api/campaign/?slug=&language=&taxAreaId= : a campaign page and its products.
export const campaignQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  slug: segmentSchema,
  taxAreaId: taxAreaIdSchema.default(1),
});
export const campaignResponseSchema = z.object({
  slug: z.string(),
  kind: z.enum(["products", "club"]),
  title: z.string(),
  lead: z.string(),
  content: z.string(),
  metaDescription: z.string().nullable(),
  heroImage: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  products: z.array(productListItemSchema),
});
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

// GET /api/campaigns/?language= : the running campaigns (links from the club offers and blogs).
export const campaignsQuerySchema = z.object({ language: languageCodeSchema.default("fi") });
export const campaignsResponseSchema = z.object({
  campaigns: z.array(z.object({ slug: z.string(), kind: z.enum(["products", "club"]), title: z.string(), lead: z.string(), heroImage: z.string(), endsAt: z.string().nullable() })),
});
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

// GET /api/faq/?language=&q= : categories and their questions; q keeps the questions whose
// question or answer holds every word (faqMatches).
export const faqQuerySchema = z.strictObject({
  language: languageCodeSchema.default("fi"),
  q: z.string().trim().max(FAQ_QUERY_MAX_LENGTH, `At most ${FAQ_QUERY_MAX_LENGTH} characters.`).default(""),
});
export const faqQuestionSchema = z.object({ key: z.string(), question: z.string(), answer: z.string() });
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export const faqResponseSchema = z.object({
  q: z.string(),
  categories: z.array(z.object({ key: z.string(), name: z.string(), questions: z.array(faqQuestionSchema) })),
  total: z.number().int(),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;
