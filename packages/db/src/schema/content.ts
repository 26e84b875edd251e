// Banners and keyword popups (spec 01 §3 Banners, spec 02 §3 Banner, "Other: Keywords").
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { bannerKind } from "./enums";
import { productGroups } from "./product-groups";

export const banners = pgTable(
  "banners",
  {
    id: idColumn(),
    kind: bannerKind("kind").notNull(),
    /** Image reference; the same picture in every language. */
    image: text("image").notNull(),
    /** Focus point for crops, "x,y" in percent. */
    cropPoint: text("crop_point"),
    /** A colour, or a "background;text" colour pair (spec 02 §3 subText). */
    subText: text("sub_text"),
    /** Dynamic page banners may target a group (and its products); null shows everywhere. */
    productGroupId: integer("product_group_id").references(() => productGroups.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    activeFrom: timestampTz("active_from"),
    activeTo: timestampTz("active_to"),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index("banners_kind_sort_idx").on(t.kind, t.sortOrder)],
);

export const bannerTranslations = pgTable(
  "banner_translations",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    language: languageColumn(),
    title: text("title").notNull(),
    heading: text("heading").notNull(),
    /** One url per line, paired with the lines of button_text. */
    url: text("url").notNull(),
    buttonText: text("button_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.language] })],
);

export const textBanners = pgTable("text_banners", {
  id: idColumn(),
  bgColor: text("bg_color").notNull(),
  textColor: text("text_color").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  activeFrom: timestampTz("active_from"),
  activeTo: timestampTz("active_to"),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const textBannerTranslations = pgTable(
  "text_banner_translations",
  {
    textBannerId: integer("text_banner_id")
      .notNull()
      .references(() => textBanners.id, { onDelete: "cascade" }),
    language: languageColumn(),
    text: text("text").notNull(),
    url: text("url"),
  },
  (t) => [primaryKey({ columns: [t.textBannerId, t.language] })],
);

/** A keyword is matched in descriptions of its language, so it is translated too. */
export const keywordPopups = pgTable("keyword_popups", {
  id: idColumn(),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const keywordPopupTranslations = pgTable(
  "keyword_popup_translations",
  {
    keywordPopupId: integer("keyword_popup_id")
      .notNull()
      .references(() => keywordPopups.id, { onDelete: "cascade" }),
    language: languageColumn(),
    keyword: text("keyword").notNull(),
    text: text("text").notNull(),
    /** External if it contains "://", internal if it starts with "/" (spec 02 §5). */
    url: text("url"),
  },
  (t) => [primaryKey({ columns: [t.keywordPopupId, t.language] })],
);
