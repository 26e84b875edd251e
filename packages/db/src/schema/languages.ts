// Languages of the shop (spec 01 §1, §9): fi (default), sv, en, de, fr, ru. Every translation
// table references this one, so adding a language is a data change, not a migration.
import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  /** Name of the language in itself, e.g. "suomi". */
  name: text("name").notNull(),
  /** Locale for Intl formatting (spec 01 §9: fi-FI, en-US, sv-SE, ru-RU, de-DE, fr-FR). */
  locale: text("locale").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});
