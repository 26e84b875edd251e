// Second-hand items (issue 18; docs/second-hand.md). A used item is a product model of its own
// pointing at its new counterpart (product_models.second_hand_parent_id, spec 02 §3) with one
// variant whose stock is 1 in the web warehouse, so the cart, checkout and order placement sell
// it like any product and their stock rules guarantee it is sold once. This table adds what a
// new model does not have: the condition grade, where it can be seen, and the wear per language.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, languageColumn, timestampTz } from "./columns";
import { productModels } from "./product-models";
import { stores } from "./stores";
import { productVariants } from "./variants";

export const secondHandCondition = pgEnum("second_hand_condition", ["as_new", "excellent", "good", "fair"]);

export const secondHandItems = pgTable(
  "second_hand_items",
  {
    modelId: integer("model_id")
      .primaryKey()
      .references(() => productModels.id, { onDelete: "cascade" }),
    /** The one variant the item is sold as. */
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    condition: secondHandCondition("condition").notNull(),
    /** The store where the item can be seen before buying; null when only at the web warehouse. */
    storeId: integer("store_id").references(() => stores.id),
    listedAt: timestampTz("listed_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("second_hand_items_variant_uq").on(t.variantId), index("second_hand_items_listed_idx").on(t.listedAt)],
);

export const secondHandItemTranslations = pgTable(
  "second_hand_item_translations",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => secondHandItems.modelId, { onDelete: "cascade" }),
    language: languageColumn(),
    /** What the use left: scratches, repairs, what was serviced. */
    wear: text("wear").notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.language] }), check("second_hand_item_translations_wear", sql`length(${t.wear}) between 1 and 2000`)],
);
