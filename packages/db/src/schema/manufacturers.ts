// Manufacturers, which are also the shop's brands (spec 02 §3 Manufacturer; brand page §2).
import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn, updatedAt } from "./columns";

export const manufacturers = pgTable("manufacturers", {
  id: idColumn(),
  /** One slug in every language: brand URLs are /{slug}/ (spec 02 §2). */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logo: text("logo"),
  /** Promo carousel images, requested 720x480 cropped (spec 02 §2 Brand page). */
  promoImages: text("promo_images").array().notNull().default([]),
  featured: boolean("featured").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

export const manufacturerTranslations = pgTable(
  "manufacturer_translations",
  {
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    language: languageColumn(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    metaDescription: text("meta_description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.language] })],
);
