// Product properties and their filters (spec 02 §3 propertyTypes, propertyFilters, properties;
// §5 dynamic range and checkbox filters). A range property holds a number; a checkbox
// property holds one or more options, whose labels are translated.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";
import { propertyFilterKind } from "./enums";
import { productModels } from "./product-models";

export const propertyTypes = pgTable("property_types", {
  id: idColumn(),
  /** Stable key; "vu-*" and "vastuullisemmin-ulkona" are hidden from the list (spec 02 §5). */
  slug: text("slug").notNull().unique(),
  kind: propertyFilterKind("kind").notNull(),
  unit: text("unit"),
  bgColor: text("bg_color"),
  textColor: text("text_color"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const propertyTypeTranslations = pgTable(
  "property_type_translations",
  {
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyTypeId, t.language] })],
);

/** A value of a checkbox property, e.g. gender "naiset", material "merinovilla". */
export const propertyOptions = pgTable(
  "property_options",
  {
    id: idColumn(),
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [unique("property_options_type_slug_uq").on(t.propertyTypeId, t.slug)],
);

export const propertyOptionTranslations = pgTable(
  "property_option_translations",
  {
    optionId: integer("option_id")
      .notNull()
      .references(() => propertyOptions.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.language] })],
);

export const propertyFilters = pgTable("property_filters", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  kind: propertyFilterKind("kind").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const propertyFilterTranslations = pgTable(
  "property_filter_translations",
  {
    filterId: integer("filter_id")
      .notNull()
      .references(() => propertyFilters.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.filterId, t.language] })],
);

/** The property types a filter covers (spec 02 §3 propertyFilters "types"). */
export const propertyFilterTypes = pgTable(
  "property_filter_types",
  {
    filterId: integer("filter_id")
      .notNull()
      .references(() => propertyFilters.id, { onDelete: "cascade" }),
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.filterId, t.propertyTypeId] })],
);

/** One row per number (range) or per chosen option (checkbox). */
export const modelPropertyValues = pgTable(
  "model_property_values",
  {
    id: idColumn(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id),
    optionId: integer("option_id").references(() => propertyOptions.id),
    numberValue: doublePrecision("number_value"),
  },
  (t) => [
    unique("model_property_values_uq").on(t.modelId, t.propertyTypeId, t.optionId).nullsNotDistinct(),
    index("model_property_values_type_idx").on(t.propertyTypeId),
    check("model_property_values_one_value", sql`(${t.optionId} is null) <> (${t.numberValue} is null)`),
  ],
);
