// Size guides (spec 02 §3 Size table: name, categories (name, unit, values), sizes, image,
// info text). Sizes are language-neutral; category names and info text are translated.
import { boolean, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";

/** One measurement row of a size table: values line up with size_tables.sizes. */
export interface SizeTableCategory {
  name: string;
  unit: string;
  values: string[];
}

export const sizeTables = pgTable("size_tables", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  /** Column headings: the sizes, in order. */
  sizes: text("sizes").array().notNull(),
  sourceImage: text("source_image"),
  hideImage: boolean("hide_image").notNull().default(false),
});

export const sizeTableTranslations = pgTable(
  "size_table_translations",
  {
    sizeTableId: integer("size_table_id")
      .notNull()
      .references(() => sizeTables.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
    infoText: text("info_text").notNull().default(""),
    categories: jsonb("categories").$type<SizeTableCategory[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeTableId, t.language] })],
);
