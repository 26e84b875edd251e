// Checkout data (docs/checkout.md "Data model"): delivery methods per country or country group,
// discount codes with their limits and usage, and gift cards whose balance is the sum of their
// ledger. Money is integer EUR cents (docs/decisions/001-money-in-minor-units.md).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { customers } from "./customers";
import { currencies } from "./money";
import { manufacturers } from "./manufacturers";
import { productGroups } from "./product-groups";
import { productModels } from "./product-models";
import { stores } from "./stores";

export const deliveryMethodKind = pgEnum("delivery_method_kind", ["home", "parcel_locker", "store_pickup", "express_pickup", "international"]);
export const deliveryCountryGroup = pgEnum("delivery_country_group", ["nordic", "non_nordic", "eu", "all"]);
export const discountKind = pgEnum("discount_kind", ["percentage", "fixed"]);
export const giftCardTransactionKind = pgEnum("gift_card_transaction_kind", ["issue", "spend", "refund", "adjust"]);

export const deliveryMethods = pgTable(
  "delivery_methods",
  {
    id: idColumn(),
    /** Stable key sent back by the storefront as delivery_method. */
    slug: text("slug").notNull().unique(),
    kind: deliveryMethodKind("kind").notNull(),
    /** Lower-case ISO codes the method is offered to... */
    countryCodes: text("country_codes").array().notNull().default([]),
    /** ...and/or a whole group of countries. */
    countryGroup: deliveryCountryGroup("country_group"),
    /** Postcode prefixes served; empty: every postcode of the countries. */
    postalPrefixes: text("postal_prefixes").array().notNull().default([]),
    price: integer("price").notNull(),
    /** Free from this merchandise total after the discount; null: never free. */
    freeThreshold: integer("free_threshold"),
    /** Repack (new packaging) cost; null: not offered with this method. */
    repackCost: integer("repack_cost"),
    repackThreshold: integer("repack_threshold"),
    /** Weekdays added to the country's delivery days. */
    extraDays: smallint("extra_days").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("delivery_methods_money", sql`${t.price} >= 0 and coalesce(${t.freeThreshold}, 0) >= 0 and coalesce(${t.repackCost}, 0) >= 0 and coalesce(${t.repackThreshold}, 0) >= 0`),
    check("delivery_methods_extra_days", sql`${t.extraDays} >= 0`),
  ],
);

export const deliveryMethodTranslations = pgTable(
  "delivery_method_translations",
  {
    methodId: integer("method_id")
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: "cascade" }),
    language: languageColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.language] })],
);

/** Stores where a pickup method can be collected, in order. */
export const deliveryMethodStores = pgTable(
  "delivery_method_stores",
  {
    methodId: integer("method_id")
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.storeId] })],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: idColumn(),
    /** As typed by the shop; unique case-insensitively (discount_codes_code_lower_uq). */
    code: text("code").notNull(),
    kind: discountKind("kind").notNull(),
    /** Basis points for a percentage (1000 = 10 %), cents for a fixed amount. */
    value: integer("value").notNull(),
    validFrom: timestampTz("valid_from"),
    validTo: timestampTz("valid_to"),
    /** Merchandise subtotal the order must reach, cents. */
    minimumOrder: integer("minimum_order").notNull().default(0),
    /** Orders that may use the code in all; null: unlimited. */
    usageLimit: integer("usage_limit"),
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_lower_uq").on(sql`lower(${t.code})`),
    check("discount_codes_value", sql`${t.value} >= 0 and (${t.kind} <> 'percentage' or ${t.value} <= 10000)`),
    check("discount_codes_limits", sql`${t.minimumOrder} >= 0 and coalesce(${t.usageLimit}, 0) >= 0 and coalesce(${t.usageLimitPerCustomer}, 0) >= 0`),
  ],
);

/** A code limited to groups applies to them and their descendants. */
export const discountCodeGroups = pgTable(
  "discount_code_groups",
  {
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.groupId] })],
);

export const discountCodeBrands = pgTable(
  "discount_code_brands",
  {
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.manufacturerId] })],
);

export const discountCodeModels = pgTable(
  "discount_code_models",
  {
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.modelId] })],
);

/**
 * One row per order that used a code, written when the order is placed (in its transaction,
 * with the code row locked so a usage limit holds under concurrency). Guests are counted by
 * e-mail, customers by id.
 */
export const discountCodeUsages = pgTable(
  "discount_code_usages",
  {
    id: idColumn(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** Lower-cased e-mail of the order. */
    email: text("email"),
    /** The number of the order that used it. */
    orderRef: text("order_ref"),
    createdAt: createdAt(),
  },
  (t) => [
    index("discount_code_usages_code_customer_idx").on(t.codeId, t.customerId),
    index("discount_code_usages_code_email_idx").on(t.codeId, t.email),
    // An order counts once per code; releasing an order deletes its row (docs/orders.md).
    uniqueIndex("discount_code_usages_order_uq").on(t.codeId, t.orderRef).where(sql`${t.orderRef} is not null`),
  ],
);

export const giftCards = pgTable(
  "gift_cards",
  {
    id: idColumn(),
    /** Unique case-insensitively (gift_cards_code_lower_uq). */
    code: text("code").notNull(),
    currency: text("currency")
      .notNull()
      .default("eur")
      .references(() => currencies.code),
    expiresAt: timestampTz("expires_at"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("gift_cards_code_lower_uq").on(sql`lower(${t.code})`)],
);

/** The ledger: a card's balance is the sum of its rows (issue +, spend -, refund +, adjust ±). */
export const giftCardTransactions = pgTable(
  "gift_card_transactions",
  {
    id: idColumn(),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    kind: giftCardTransactionKind("kind").notNull(),
    /** Cents; positive loads the card, negative spends it. */
    amount: integer("amount").notNull(),
    orderRef: text("order_ref"),
    createdAt: createdAt(),
  },
  (t) => [
    index("gift_card_transactions_card_idx").on(t.giftCardId),
    // An order debits a card once and puts it back once (docs/orders.md "Gift cards").
    uniqueIndex("gift_card_transactions_order_uq").on(t.giftCardId, t.orderRef, t.kind).where(sql`${t.orderRef} is not null and ${t.kind} in ('spend', 'refund')`),
    check("gift_card_transactions_sign", sql`(${t.kind} in ('issue', 'refund') and ${t.amount} > 0) or (${t.kind} = 'spend' and ${t.amount} < 0) or ${t.kind} = 'adjust'`),
  ],
);
