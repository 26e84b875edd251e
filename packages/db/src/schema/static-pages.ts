// Static pages, with or without tabs (spec 01 §2 "Static content page", "Static page with
// tabs"; §7 /api/static-page/, /api/static-page-with-tabs/, /api/route-slugs/).
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { idColumn, languageColumn, updatedAt } from "./columns";

export const staticPages = pgTable("static_pages", {
  id: idColumn(),
  withTabs: boolean("with_tabs").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

export const staticPageTranslations = pgTable(
  "static_page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => staticPages.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /** The whole path without slashes at the ends: "Slug is the whole path" (spec 01 §2). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    metaDescription: text("meta_description"),
    /** Media path of the page's social image (og:image); null uses the shop's default. */
    socialImage: text("social_image"),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.language] }),
    uniqueIndex("static_page_translations_language_slug_uq").on(t.language, t.slug),
  ],
);

/** Tabs and nested tabs (parent_tab_id) of a page with tabs. */
export const staticPageTabs = pgTable(
  "static_page_tabs",
  {
    id: idColumn(),
    pageId: integer("page_id")
      .notNull()
      .references(() => staticPages.id, { onDelete: "cascade" }),
    parentTabId: integer("parent_tab_id").references((): AnyPgColumn => staticPageTabs.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("static_page_tabs_page_idx").on(t.pageId)],
);

export const staticPageTabTranslations = pgTable(
  "static_page_tab_translations",
  {
    tabId: integer("tab_id")
      .notNull()
      .references(() => staticPageTabs.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /** A slug starting with "/" is an absolute path (spec 01 §2). */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.tabId, t.language] })],
);
