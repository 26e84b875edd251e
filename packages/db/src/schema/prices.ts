// Prices in integer minor units of EUR, per tax area, VAT included where the area charges it
// (spec 02 §3 Prices; DESIGN.md "Money as integers"). Model rows are the default for every
// variant; variant rows override them for the variants that differ (docs/data-model.md).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { taxAreas } from "./money";
import { productModels } from "./product-models";
import { productVariants } from "./variants";

const priceColumns = () => ({
  taxAreaId: integer("tax_area_id")
    .notNull()
    .references(() => taxAreas.id),
  /** The price the shopper pays now. */
  active: integer("active").notNull(),
  /** Loyalty-club price, shown to logged-in members (spec 02 §4); null when none. */
  club: integer("club"),
  /** Normal price that discounts are measured against. */
  regular: integer("regular").notNull(),
  /** Amount of the current campaign discount (regular - active), 0 without a campaign. */
  discountValue: integer("discount_value").notNull().default(0),
  /** Price without any discount; an active price below it and the club price is an "outdoor" price. */
  discountFree: integer("discount_free").notNull(),
  /** End of the current offer (spec 02 §2 offer-end date, price_ending). */
  priceEnding: timestampTz("price_ending"),
});

export const modelPrices = pgTable(
  "model_prices",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    ...priceColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.taxAreaId] }),
    check("model_prices_non_negative", sql`${t.active} >= 0 and ${t.regular} >= 0 and ${t.discountFree} >= 0`),
  ],
);

export const variantPrices = pgTable(
  "variant_prices",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    ...priceColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.taxAreaId] }),
    check("variant_prices_non_negative", sql`${t.active} >= 0 and ${t.regular} >= 0 and ${t.discountFree} >= 0`),
  ],
);

/**
 * Active price over time, for the lowest price of the last 30 days (spec 02 §5, §9). A row
 * with variant_id null is the model price; valid_to null means "still valid".
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: idColumn(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    active: integer("active").notNull(),
    validFrom: timestampTz("valid_from").notNull(),
    validTo: timestampTz("valid_to"),
  },
  (t) => [index("price_history_model_area_idx").on(t.modelId, t.taxAreaId, t.validFrom)],
);

/**
 * A campaign price with a window (docs/admin.md "Scheduled prices"): the scheduled-price job
 * writes `active` (and `club`) into the model's price row when the window starts, keeping what it
 * replaced in `restore_*`, and puts that back when the window ends. States: scheduled → running →
 * ended, or cancelled by staff.
 */
export const scheduledPrices = pgTable(
  "scheduled_prices",
  {
    id: idColumn(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    active: integer("active").notNull(),
    club: integer("club"),
    startsAt: timestampTz("starts_at").notNull(),
    endsAt: timestampTz("ends_at").notNull(),
    state: text("state").notNull().default("scheduled"),
    restoreActive: integer("restore_active"),
    restoreClub: integer("restore_club"),
    restorePriceEnding: timestampTz("restore_price_ending"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    check("scheduled_prices_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("scheduled_prices_state", sql`${t.state} in ('scheduled', 'running', 'ended', 'cancelled')`),
    check("scheduled_prices_non_negative", sql`${t.active} >= 0 and (${t.club} is null or ${t.club} >= 0)`),
    index("scheduled_prices_due_idx").on(t.state, t.startsAt),
    index("scheduled_prices_model_idx").on(t.modelId, t.taxAreaId),
  ],
);
