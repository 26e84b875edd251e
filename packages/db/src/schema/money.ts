// Currencies, tax areas and tax rates (spec 01 §3 Config, §9 price format; spec 02 §3 Prices).
// Prices are stored in EUR minor units per tax area (docs/data-model.md, "Prices"); currencies
// are only for display: amount x rate, rounded to the currency's decimals.
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { idColumn, timestampTz, updatedAt } from "./columns";

export const currencies = pgTable("currencies", {
  /** Lower-case ISO 4217 code as used in cookies and queries ("eur", "sek"). */
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  /** Decimals shown; spec 01 §9: 0 for chf, czk, dkk, jpy, pln, rub, sek, nok. */
  decimals: smallint("decimals").notNull(),
  /** Units of this currency per 1 EUR. A display rate, never used to store money. */
  rate: doublePrecision("rate").notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Rate history; currencies.rate is the newest row, copied there for cheap reads. */
export const currencyRates = pgTable(
  "currency_rates",
  {
    id: idColumn(),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code, { onDelete: "cascade" }),
    rate: doublePrecision("rate").notNull(),
    validFrom: timestampTz("valid_from").notNull(),
  },
  (t) => [index("currency_rates_currency_valid_from_idx").on(t.currencyCode, t.validFrom)],
);

/** A tax area groups delivery countries that share VAT treatment (spec 01 §3 taxAreaId, default 1). */
export const taxAreas = pgTable("tax_areas", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** False for the export area: prices there are net of VAT. */
  chargesVat: boolean("charges_vat").notNull().default(true),
});

/** Tax class of a product model; spec 02 §9: default tax class 5 (general rate). */
export const taxClasses = pgTable("tax_classes", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const taxRates = pgTable(
  "tax_rates",
  {
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    taxClassId: integer("tax_class_id")
      .notNull()
      .references(() => taxClasses.id),
    /** Percentage in basis points: 2550 is 25.5 %. Exact, unlike a float. */
    percentageBp: integer("percentage_bp").notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxAreaId, t.taxClassId] })],
);
