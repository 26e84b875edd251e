// Product groups: a tree (parent_id) with per-language names, slugs and paths (spec 01 §3
// "Product group", spec 02 §3 Product group). Paths are stored, not computed per request,
// because every catalogue URL is resolved by (language, path).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { idColumn, languageColumn, updatedAt } from "./columns";
import { productSorting } from "./enums";

export const productGroups = pgTable(
  "product_groups",
  {
    id: idColumn(),
    parentId: integer("parent_id").references((): AnyPgColumn => productGroups.id, { onDelete: "restrict" }),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    /** Slugs of property filters offered on this group's page (spec 02 §3 filterable_properties). */
    filterableProperties: text("filterable_properties").array().notNull().default([]),
    /** spec 02 §4: the group's default sort, removed from the URL when equal. */
    defaultSorting: productSorting("default_sorting").notNull().default("default"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Image reference (docs/data-model.md "Images"). */
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The group's part in the shoe wizard (docs/shoe-wizard.md "Data"): `footwear` (the root),
     * `hiking`, `trail`, `winter`, `sandal`; null for every other group. One group per part.
     */
    shoeKind: text("shoe_kind"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_groups_parent_idx").on(t.parentId),
    uniqueIndex("product_groups_shoe_kind_key").on(t.shoeKind),
    check("product_groups_shoe_kind_valid", sql`${t.shoeKind} in ('footwear', 'hiking', 'trail', 'winter', 'sandal')`),
  ],
);

export const productGroupTranslations = pgTable(
  "product_group_translations",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    slug: text("slug").notNull(),
    /** Full path without leading or trailing slash, e.g. "vaatteet/takit/kuoritakit". */
    path: text("path").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /** Plain-text description (trimmed for the page header, spec 02 §5)... */
    description: text("description").notNull().default(""),
    /** ...and the same as HTML for the Read more modal. */
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.language] }),
    uniqueIndex("product_group_translations_language_path_uq").on(t.language, t.path),
  ],
);

/** Extra menu links of a group (spec 01 §3 Product group "links (slug, title, image)"). */
export const productGroupLinks = pgTable(
  "product_group_links",
  {
    id: idColumn(),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    language: languageColumn(),
    /** Target path or URL; paths start with "/". */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("product_group_links_group_language_idx").on(t.groupId, t.language)],
);

/**
 * Old addresses of groups (docs/admin.md "Group addresses and redirects"): when staff rename a
 * group's slug or move it, each old path of the group and of every group under it, per language,
 * points here at the group; the storefront answers it with a permanent redirect to the group's
 * current path in that language. A live group path always wins over an old one.
 */
export const productGroupRedirects = pgTable(
  "product_group_redirects",
  {
    language: languageColumn(),
    /** Old path without leading or trailing slash, like product_group_translations.path. */
    fromPath: text("from_path").notNull(),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.fromPath] }), index("product_group_redirects_group_idx").on(t.groupId)],
);
