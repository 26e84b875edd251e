// General settings (spec 01 §3 "General settings (key/value)") and cache versions.
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { languageColumn, updatedAt } from "./columns";

export const generalSettings = pgTable("general_settings", {
  key: text("key").primaryKey(),
  /** Value as text; JSON-valued keys (feature_flags, quick_add_products, ...) hold JSON text. */
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Per-language override of a setting whose value is shown to shoppers
 * (search_bar_placeholder, frontpage_title, blocked_stock_text, ...). The API answers with
 * the override for the requested language, else general_settings.value.
 */
export const generalSettingTranslations = pgTable(
  "general_setting_translations",
  {
    key: text("key")
      .notNull()
      .references(() => generalSettings.key, { onDelete: "cascade", onUpdate: "cascade" }),
    language: languageColumn(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/**
 * One counter per cache scope ("catalogue", "content", "settings"). Writers bump the version in
 * the same transaction as their change; API caches key their entries by it and compare.
 */
export const cacheVersions = pgTable("cache_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});
