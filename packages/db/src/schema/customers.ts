// Customer accounts (spec 01 §3 auth user, §6 roles; docs/accounts.md): the customer, their
// addresses, wishlist, review votes and login tokens. Personal data lives in `customers` and
// `customer_addresses` only, so erasing an account touches these two tables.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz, updatedAt } from "./columns";
import { languages } from "./languages";
import { productModels } from "./product-models";

export const customers = pgTable(
  "customers",
  {
    id: idColumn(),
    /** As the customer typed it; unique case-insensitively (customers_email_lower_uq). */
    email: text("email").notNull(),
    /** PHC string of argon2id (docs/security.md). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    preferredLanguage: text("preferred_language").references(() => languages.code, { onUpdate: "cascade" }),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    /** Club membership: both set for a member, both null otherwise. */
    clubMemberNumber: text("club_member_number").unique(),
    clubJoinedOn: date("club_joined_on"),
    /** An organisation customer; confirmed after company verification. */
    isOrgUser: boolean("is_org_user").notNull().default(false),
    orgConfirmedAt: timestampTz("org_confirmed_at"),
    isStaff: boolean("is_staff").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Shown to staff in the shell (spec 01 §3: username for staff only). */
    username: text("username").unique(),
    /** False: the account is closed by the shop and cannot log in. */
    isActive: boolean("is_active").notNull().default(true),
    /** Null until the e-mail address is confirmed; such an account cannot log in. */
    activatedAt: timestampTz("activated_at"),
    /** The saved cart (spec 01 §3 cart_content), validated and size-limited by the API. */
    cartContent: jsonb("cart_content").$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_email_lower_uq").on(sql`lower(${t.email})`),
    check("customers_club_pair", sql`(${t.clubMemberNumber} is null) = (${t.clubJoinedOn} is null)`),
  ],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: idColumn(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    company: text("company").notNull().default(""),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.modelId] })],
);

/** Bearer tokens: only the SHA-256 of the token is kept (docs/security.md). */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: idColumn(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token the client holds. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestampTz("revoked_at"),
    lastUsedAt: timestampTz("last_used_at"),
  },
  (t) => [index("auth_tokens_customer_idx").on(t.customerId)],
);

/**
 * Club member numbers of customers who join through the shop (docs/accounts.md "Club
 * membership"). Starts above the numbers of members who joined in store or in the demo.
 */
export const clubMemberNumberSeq = pgSequence("club_member_number_seq", { startWith: 200001, minValue: 1 });

/** What an e-mailed account link does (docs/accounts.md "E-mailed links"). */
export const accountTokenPurpose = pgEnum("account_token_purpose", ["activation", "password_reset", "account_deletion"]);

/**
 * Single-use links sent by e-mail: activation, password reset, account deletion. Like login
 * tokens, only the SHA-256 of the token is kept; a token is used once and expires.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: idColumn(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose("purpose").notNull(),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link is used, or when a newer link of the same purpose replaces it. */
    usedAt: timestampTz("used_at"),
  },
  (t) => [index("account_tokens_customer_idx").on(t.customerId, t.purpose)],
);

/**
 * Addresses that stopped reminder e-mails (docs/accounts.md "Stop reminders"), customers and
 * guests alike. Only the SHA-256 of the normalised address is kept, so the opt-out survives
 * an account's deletion without keeping the address.
 */
export const reminderOptOuts = pgTable("reminder_opt_outs", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});
