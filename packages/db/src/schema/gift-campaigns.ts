// Gift campaigns (spec 01 §2 /giftcampaigns/{category}/ and /giftcampaigns/{campaign}/{product}/,
// spec 02 §4 "Gift campaign redeem", §7 POST /api/giftcampaigns/validate_code/;
// docs/product-page.md "Gift campaigns"): a company gives its people codes, each code buys one
// product of the campaign's selection at no cost to the recipient.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz } from "./columns";
import { productModels } from "./product-models";

export const giftCampaigns = pgTable(
  "gift_campaigns",
  {
    id: idColumn(),
    /** The {campaign} segment of /giftcampaigns/{campaign}/{product}/. */
    slug: text("slug").notNull().unique(),
    /** Gift category the campaign is listed under (staff gifts, customer gifts, ...). */
    category: text("category").notNull(),
    /** The active window: codes are accepted from starts_at until ends_at (null: open-ended). */
    startsAt: timestampTz("starts_at").notNull(),
    endsAt: timestampTz("ends_at"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check("gift_campaigns_window", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

export const giftCampaignTranslations = pgTable(
  "gift_campaign_translations",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.language] })],
);

/** The models a campaign's codes may be redeemed for. */
export const giftCampaignProducts = pgTable(
  "gift_campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.modelId] }), index("gift_campaign_products_model_idx").on(t.modelId)],
);

/**
 * Codes: single-use (max_uses 1) or multi-use (max_uses n). `used_count` grows when an order
 * redeems the code; validation only reads it. Codes are stored upper-case and trimmed.
 */
export const giftCampaignCodes = pgTable(
  "gift_campaign_codes",
  {
    id: idColumn(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    maxUses: integer("max_uses").notNull().default(1),
    usedCount: integer("used_count").notNull().default(0),
    /** A code may end before its campaign does. */
    validUntil: timestampTz("valid_until"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gift_campaign_codes_code_uq").on(t.code),
    index("gift_campaign_codes_campaign_idx").on(t.campaignId),
    check("gift_campaign_codes_uses", sql`${t.maxUses} >= 1 and ${t.usedCount} between 0 and ${t.maxUses}`),
    check("gift_campaign_codes_normalised", sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
  ],
);
