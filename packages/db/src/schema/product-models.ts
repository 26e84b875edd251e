// Product models (spec 02 §3 "Product model", "Product page model (server)"). Language-neutral
// facts live here; names, slugs, paths and descriptions in product_model_translations.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { colours } from "./colours";
import { createdAt, idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { skiSport, skiWizardGroup } from "./enums";
import { manufacturers } from "./manufacturers";
import { taxClasses } from "./money";
import { productGroups } from "./product-groups";
import { sizeTables } from "./size-tables";

export const productModels = pgTable(
  "product_models",
  {
    id: idColumn(),
    uuid: uuid("uuid").notNull().unique(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    /** The group used for breadcrumbs and canonical context; also a row in product_model_groups. */
    mainGroupId: integer("main_group_id")
      .notNull()
      .references(() => productGroups.id),
    modelNumber: text("model_number").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    publishedAt: timestampTz("published_at").notNull(),
    /** spec 02 §4: initial colour after select-color and before the first colour. */
    promotedColourId: integer("promoted_colour_id").references(() => colours.id),
    /** spec 02 §4 Price display kind: "outlet wins if flagged". */
    belongsToOutlet: boolean("belongs_to_outlet").notNull().default(false),
    showDiscountPercentage: boolean("show_discount_percentage").notNull().default(true),
    isExtendedRange: boolean("is_extended_range").notNull().default(false),
    campaignOnly: boolean("campaign_only").notNull().default(false),
    taxClassId: integer("tax_class_id")
      .notNull()
      .default(5)
      .references(() => taxClasses.id),
    /** Average review rating on the 0-10 scale (stars = rating / 2), null without reviews. */
    rating: real("rating"),
    ratingCount: integer("rating_count").notNull().default(0),
    /** Units sold, for the "popular" sort (spec 02 §5). */
    soldAmount: integer("sold_amount").notNull().default(0),
    /** Quote box (fi only, spec 02 §2): not translated. */
    quoteText: text("quote_text"),
    quoteName: text("quote_name"),
    quoteImage: text("quote_image"),
    /** The product video (spec 02 §2, §7): a YouTube video id, embedded only with functional-cookie consent. */
    video: text("video"),
    sizeTableId: integer("size_table_id").references(() => sizeTables.id),
    skiSport: skiSport("ski_sport"),
    skiWizardGroup: skiWizardGroup("ski_wizard_group"),
    /** The ski wizard's facts for the model's sport and group (brake width, sole norms…): @polku/domain ski-wizard/facts.ts. */
    skiFacts: jsonb("ski_facts").$type<unknown>(),
    /** A second-hand model points at its new counterpart (spec 02 §3 second_hand_parent). */
    secondHandParentId: integer("second_hand_parent_id").references((): AnyPgColumn => productModels.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_models_manufacturer_idx").on(t.manufacturerId),
    index("product_models_main_group_idx").on(t.mainGroupId),
    index("product_models_published_idx").on(t.publishedAt),
    check("product_models_rating_range", sql`${t.rating} is null or ${t.rating} between 0 and 10`),
  ],
);

export const productModelTranslations = pgTable(
  "product_model_translations",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    /** Last path segment; the product page looks the model up by it (spec 02 §2). */
    slug: text("slug").notNull(),
    /** "{manufacturer slug}/{slug}", without leading or trailing slash. */
    path: text("path").notNull(),
    shortDescription: text("short_description").notNull(),
    longDescriptionHtml: text("long_description_html").notNull(),
    /**
     * The long description as plain text (tags removed, common entities decoded, whitespace
     * collapsed). Derived by a trigger on every insert and update (migration 0003), so writers
     * never set it; search documents read it, and list items can, instead of stripping HTML per call.
     */
    descriptionText: text("description_text").notNull().default(""),
    tagline: text("tagline").notNull().default(""),
    metaDescription: text("meta_description").notNull(),
    modelNotice: text("model_notice"),
    /** spec 02 §2 translate toggle: true when this text was machine-translated from Finnish. */
    isAutoTranslated: boolean("is_auto_translated").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.language] }),
    uniqueIndex("product_model_translations_language_slug_uq").on(t.language, t.slug),
  ],
);

/** Membership in groups (spec 02 §3 productGroupIds); indexed by group for list pages. */
export const productModelGroups = pgTable(
  "product_model_groups",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.groupId] }), index("product_model_groups_group_idx").on(t.groupId, t.modelId)],
);
