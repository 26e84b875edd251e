// Stores and stock per variant and store (spec 01 §3 stores; spec 02 §3 Store, §4 Stock display).
import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { storeType } from "./enums";
import { productModels } from "./product-models";
import { productVariants } from "./variants";

/** Opening hours of one ISO weekday (1 = Monday); a missing day means closed. */
export interface OpeningHours {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  opens: string;
  closes: string;
}

/** A day whose hours differ from the week's (a holiday); opens/closes null means closed. */
export interface OpeningException {
  /** ISO date, Helsinki time. */
  date: string;
  opens: string | null;
  closes: string | null;
  /** The day's name per language code (fi, sv, en, de, fr, ru). */
  name: Record<string, string>;
}

/** What a store offers besides selling (docs/content.md "Stores"). */
export type StoreService = "pikanouto" | "rental" | "repair" | "second_hand";

/** Ids are fixed: the web warehouse is 20 and "always a source" (spec 02 §4, §9). */
export const stores = pgTable("stores", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  type: storeType("type").notNull(),
  /** Express pickup (spec 02 §9: ready the same day). */
  pikanouto: boolean("pikanouto").notNull().default(false),
  /** Ordinary click-and-collect. */
  nouto: boolean("nouto").notNull().default(false),
  streetAddress: text("street_address").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  phone: text("phone"),
  email: text("email"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  openingHours: jsonb("opening_hours").$type<OpeningHours[]>().notNull().default([]),
  openingExceptions: jsonb("opening_exceptions").$type<OpeningException[]>().notNull().default([]),
  services: text("services").array().$type<StoreService[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

/**
 * Only rows that say something exist: a variant without a row in a store has nothing there.
 * Sellable quantity is quantity - blocked_quantity (spec 02 §3 stock_data.blocked_stock).
 */
export const stock = pgTable(
  "stock",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    quantity: integer("quantity").notNull().default(0),
    blockedQuantity: integer("blocked_quantity").notNull().default(0),
    incomingQuantity: integer("incoming_quantity").notNull().default(0),
    incomingDate: date("incoming_date"),
    /** Shelf location shown to staff (spec 02 §3 shelf_code). */
    shelfCode: text("shelf_code"),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.storeId] }),
    index("stock_store_idx").on(t.storeId),
    check(
      "stock_quantities_valid",
      sql`${t.quantity} >= 0 and ${t.incomingQuantity} >= 0 and ${t.blockedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * The stores holding orderable stock of each model (quantity above the blocked quantity): the
 * `stocks` of a product list item (spec 02 §3). Statement triggers on `stock` keep it (migration
 * 0005), so a 10,000-model list reads one row per model instead of every stock row.
 */
export const modelStockStores = pgTable("model_stock_stores", {
  modelId: integer("model_id")
    .primaryKey()
    .references(() => productModels.id, { onDelete: "cascade" }),
  storeIds: integer("store_ids").array().notNull(),
});
