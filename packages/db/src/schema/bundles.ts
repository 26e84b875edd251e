// Bundles: a main model sold together with secondary models at a bundle price, such as skis
// with bindings (spec 02 §3 Bundle; §4 Bundle selector). The cart id of a chosen bundle is
// the main model id and the part variant ids joined with hyphens, so nothing per combination
// is stored.
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";
import { taxAreas } from "./money";
import { productModels } from "./product-models";

export const bundles = pgTable(
  "bundles",
  {
    id: idColumn(),
    mainModelId: integer("main_model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("bundles_main_model_idx").on(t.mainModelId)],
);

export const bundleTranslations = pgTable(
  "bundle_translations",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.language] })],
);

/** Secondary models of a bundle (spec 02 §3 secondaryProducts). */
export const bundleParts = pgTable(
  "bundle_parts",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.modelId] })],
);

/** Price of the whole bundle per tax area, minor units (EUR cents). */
export const bundlePrices = pgTable(
  "bundle_prices",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    active: integer("active").notNull(),
    regular: integer("regular").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.taxAreaId] })],
);
