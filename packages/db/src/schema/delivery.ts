// Delivery countries (spec 01 §3 "Delivery country", spec 02 §3 Delivery, §9 "over 50").
import { boolean, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { languageColumn } from "./columns";
import { currencies, taxAreas } from "./money";

export const deliveryCountries = pgTable("delivery_countries", {
  /** Lower-case ISO 3166 alpha-2, as in delivery_country_code ("fi"). */
  code: text("code").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  isEuMember: boolean("is_eu_member").notNull(),
  taxAreaId: integer("tax_area_id")
    .notNull()
    .references(() => taxAreas.id),
  defaultCurrency: text("default_currency")
    .notNull()
    .references(() => currencies.code),
  /** Delivery time range in days for ordinary orders... */
  deliveryDaysStart: smallint("delivery_days_start").notNull(),
  deliveryDaysEnd: smallint("delivery_days_end").notNull(),
  /** ...and for ski bundles, which are mounted before shipping (spec 02 §9). */
  skiBundleDaysStart: smallint("ski_bundle_days_start").notNull(),
  skiBundleDaysEnd: smallint("ski_bundle_days_end").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const deliveryCountryTranslations = pgTable(
  "delivery_country_translations",
  {
    countryCode: text("country_code")
      .notNull()
      .references(() => deliveryCountries.code, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.language] })],
);
