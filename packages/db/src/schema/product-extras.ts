// Product page extras (docs/product-page.md "Extra data"): countries a product is not shipped
// to (spec 02 §3 Delivery, §8 'This product is not shipped to {country}'), guides (spec 02 §2
// "guides (blog posts)") and the pairs of models bought together (the also-bought list).
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";
import { deliveryCountries } from "./delivery";
import { productGroups } from "./product-groups";
import { productModels } from "./product-models";

/**
 * A product, or every product of a group and its descendant groups, is not shipped to a country
 * (hazardous goods such as stove fuel, brand distribution rights). Exactly one of model and group.
 */
export const deliveryBlocks = pgTable(
  "delivery_blocks",
  {
    id: idColumn(),
    modelId: integer("model_id").references(() => productModels.id, { onDelete: "cascade" }),
    groupId: integer("group_id").references(() => productGroups.id, { onDelete: "cascade" }),
    countryCode: text("country_code")
      .notNull()
      .references(() => deliveryCountries.code, { onDelete: "cascade" }),
  },
  (t) => [
    index("delivery_blocks_model_idx").on(t.modelId),
    index("delivery_blocks_group_idx").on(t.groupId),
    check("delivery_blocks_one_target", sql`(${t.modelId} is null) <> (${t.groupId} is null)`),
  ],
);

/** The block's explanation for shoppers, per language (blockInfoText). */
export const deliveryBlockTranslations = pgTable(
  "delivery_block_translations",
  {
    blockId: integer("block_id")
      .notNull()
      .references(() => deliveryBlocks.id, { onDelete: "cascade" }),
    language: languageColumn(),
    infoText: text("info_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.language] })],
);

/** A guide (blog post) of the shop's magazine, shown on the product pages of its groups. */
export const guides = pgTable("guides", {
  id: idColumn(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const guideTranslations = pgTable(
  "guide_translations",
  {
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    language: languageColumn(),
    title: text("title").notNull(),
    /** Absolute ("https://…") or a path of the shop. */
    url: text("url").notNull(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.language] })],
);

/** The groups a guide is about; a model's guides are those of its groups and their ancestors. */
export const guideGroups = pgTable(
  "guide_groups",
  {
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.groupId] }), index("guide_groups_group_idx").on(t.groupId)],
);

/**
 * Models ordered together, both ways round: `weight` is the decayed accumulator of the orders
 * holding both (like reco_scores.weight, @polku/domain recoSignalWeight for an 'order' of 1), so
 * ordering a model's rows by it is the also-bought list at any moment.
 */
export const recoPairs = pgTable(
  "reco_pairs",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    otherModelId: integer("other_model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    weight: doublePrecision("weight").notNull().default(0),
    /** Orders holding both, undecayed: the record. */
    orders: integer("orders").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.otherModelId] }), index("reco_pairs_model_weight_idx").on(t.modelId, t.weight.desc())],
);
