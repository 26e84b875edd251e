// Editorial content (issue 14; docs/content.md): life outdoors (guides and blog posts, their
// categories and bloggers), campaigns and the club offers page, and the FAQ. Every text is
// per language in a *_translations table; HTML is sanitised on write and on render.
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { productModels } from "./product-models";

export const bloggers = pgTable("bloggers", {
  id: idColumn(),
  /** The same in every language: /life-outdoors/bloggers/{slug}/. */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Media path of the portrait. */
  image: text("image"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const bloggerTranslations = pgTable(
  "blogger_translations",
  {
    bloggerId: integer("blogger_id")
      .notNull()
      .references(() => bloggers.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /** A short line under the name ("Mountain guide, Kilpisjärvi"). */
    title: text("title").notNull(),
    bio: text("bio").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bloggerId, t.language] })],
);

export const postCategories = pgTable("post_categories", {
  id: idColumn(),
  /** What the general setting blog_category_order names (the Finnish slug). */
  key: text("key").notNull().unique(),
  updatedAt: updatedAt(),
});

export const postCategoryTranslations = pgTable(
  "post_category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => postCategories.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /** /life-outdoors/{slug}/; unique with the posts' slugs of the language (checked by the service). */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] }), uniqueIndex("post_category_translations_language_slug_uq").on(t.language, t.slug)],
);

export const posts = pgTable(
  "posts",
  {
    id: idColumn(),
    /** guide: /life-outdoors/{slug}/; blog: /life-outdoors/blog/{slug}/. */
    kind: text("kind", { enum: ["guide", "blog"] }).notNull(),
    bloggerId: integer("blogger_id")
      .notNull()
      .references(() => bloggers.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => postCategories.id),
    publishedAt: timestampTz("published_at").notNull(),
    /** Media path of the hero image (also the social image). */
    heroImage: text("hero_image").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("posts_kind_published_idx").on(t.kind, t.publishedAt)],
);

export const postTranslations = pgTable(
  "post_translations",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: languageColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** One or two sentences for lists and the meta description. */
    lead: text("lead").notNull(),
    contentHtml: text("content_html").notNull(),
    metaDescription: text("meta_description"),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] }), uniqueIndex("post_translations_language_slug_uq").on(t.language, t.slug)],
);

/** Products a post recommends, shown as the catalogue's cards. */
export const postProducts = pgTable(
  "post_products",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.modelId] })],
);

export const campaigns = pgTable("campaigns", {
  id: idColumn(),
  /** The same in every language: /campaigns/{slug}/ ("club-offers" is the club offers page). */
  slug: text("slug").notNull().unique(),
  /** products: the campaign's own list; club: every public model with a club price below its price. */
  kind: text("kind", { enum: ["products", "club"] }).notNull().default("products"),
  heroImage: text("hero_image").notNull(),
  startsAt: timestampTz("starts_at"),
  endsAt: timestampTz("ends_at"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

export const campaignTranslations = pgTable(
  "campaign_translations",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    language: languageColumn(),
    title: text("title").notNull(),
    lead: text("lead").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    metaDescription: text("meta_description"),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.language] })],
);

export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.modelId] })],
);

export const faqCategories = pgTable("faq_categories", {
  id: idColumn(),
  key: text("key").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

export const faqCategoryTranslations = pgTable(
  "faq_category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export const faqQuestions = pgTable(
  "faq_questions",
  {
    id: idColumn(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    /** The anchor of the answer on the page (#{key}). */
    key: text("key").notNull().unique(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_questions_category_idx").on(t.categoryId)],
);

export const faqQuestionTranslations = pgTable(
  "faq_question_translations",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => faqQuestions.id, { onDelete: "cascade" }),
    language: languageColumn(),
    question: text("question").notNull(),
    answerHtml: text("answer_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.language] })],
);
