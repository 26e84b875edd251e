// Variants: one orderable colour x size x type of a model (spec 02 §3 Variant).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from "drizzle-orm/pg-core";
import { colours } from "./colours";
import { idColumn, languageColumn, updatedAt } from "./columns";
import { productModels } from "./product-models";

/**
 * Sizes are shared across models so filters and remembered sizes work shop-wide (spec 02 §4,
 * §5 size order). `system` keeps "42" the shoe size apart from "42" a hypothetical ski length.
 */
export const sizes = pgTable(
  "sizes",
  {
    id: idColumn(),
    /** clothing | shoe_eu | ski_cm | pole_cm | glove | one_size | rope_m | bike_frame | ... */
    system: text("system").notNull(),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [unique("sizes_system_name_uq").on(t.system, t.name)],
);

/** Variant type such as regular or long leg, wide fit (spec 02 §3 product_type: name, sort_order, title). */
export const productTypes = pgTable("product_types", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const productTypeTranslations = pgTable(
  "product_type_translations",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    title: text("title").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.language] })],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: idColumn(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    sizeId: integer("size_id").references(() => sizes.id),
    productTypeId: integer("product_type_id").references(() => productTypes.id),
    /** GTIN-13, called teksonumber in the spec. */
    gtin: text("gtin").notNull().unique(),
    /** Image references, first is the main image (docs/data-model.md "Images"). */
    images: text("images").array().notNull().default([]),
    /** Per-order maximum; null means unlimited (spec 02 §5 added-to-cart quantity). */
    maxAmount: integer("max_amount"),
    /** Can be ordered without stock; onOrder false and no stock means sold out (spec 02 §4). */
    onOrder: boolean("on_order").notNull().default(false),
    /** Days to dispatch: 2 or less in stock, up to 998 on order, 999 unknown or blocked (spec 02 §4). */
    shippingTimeNumber: smallint("shipping_time_number").notNull(),
    /** Week when incoming stock arrives, "week/year" such as "14/2026"; null when none. */
    stockIncomingStr: text("stock_incoming_str"),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_variants_model_idx").on(t.modelId),
    check("product_variants_shipping_time_range", sql`${t.shippingTimeNumber} between 0 and 999`),
  ],
);

/**
 * The shipping time string (spec 02 §3 shipping_time "string") per shipping time number and
 * language: "30 and 60 show the string rather than days" (spec 02 §4). Shared rows instead of
 * a per-variant copy in six languages.
 */
export const shippingTimeTexts = pgTable(
  "shipping_time_texts",
  {
    days: smallint("days").notNull(),
    language: languageColumn(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.days, t.language] })],
);
