// Colours (spec 01 §3 "Product colour: control, name, image"; spec 02 §3 colors).
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn } from "./columns";

export const colours = pgTable("colours", {
  id: idColumn(),
  /** Stable key used in ?select-color= (spec 02 §2). */
  slug: text("slug").notNull().unique(),
  /** Colour family the colour filter matches on (spec 02 §5: "Color matches the control value"). */
  control: text("control").notNull(),
  /** Swatch colour, six hex digits without "#". */
  hex: text("hex").notNull(),
  /** Swatch image reference, optional. */
  image: text("image"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const colourTranslations = pgTable(
  "colour_translations",
  {
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.colourId, t.language] })],
);
