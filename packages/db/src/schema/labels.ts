// Tags (chips on cards, spec 02 §3 tags: slug, name, bgColor, textColor) and ribbons (the
// corner label, spec 02 §3 ribbons: name, slug, colours). Computed labels such as "Outlet"
// or a discount percentage are not stored; they follow from prices and paths.
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";
import { productModels } from "./product-models";

export const tags = pgTable("tags", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  bgColor: text("bg_color").notNull(),
  textColor: text("text_color").notNull(),
  /** A campaign tag links to /campaigns/{slug} (spec 02 §2). */
  campaignSlug: text("campaign_slug"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const tagTranslations = pgTable(
  "tag_translations",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.language] })],
);

export const modelTags = pgTable(
  "model_tags",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.tagId] })],
);

export const ribbons = pgTable("ribbons", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  bgColor: text("bg_color").notNull(),
  textColor: text("text_color").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const ribbonTranslations = pgTable(
  "ribbon_translations",
  {
    ribbonId: integer("ribbon_id")
      .notNull()
      .references(() => ribbons.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ribbonId, t.language] })],
);

export const modelRibbons = pgTable(
  "model_ribbons",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    ribbonId: integer("ribbon_id")
      .notNull()
      .references(() => ribbons.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.ribbonId] })],
);
