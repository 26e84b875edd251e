// Reviews (spec 02 §3 Review: rating 0-10 shown as stars = rating / 2, size 2 to 10, votes).
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { customers } from "./customers";
import { languages } from "./languages";
import { productModels } from "./product-models";

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    rating: smallint("rating").notNull(),
    visibleName: text("visible_name").notNull(),
    /** Written in `language`; reviews without text are not shown (spec 02 §5). */
    comment: text("comment").notNull().default(""),
    language: text("language")
      .notNull()
      .references(() => languages.code),
    /** Fit on a 2-10 scale (2 runs small, 10 runs large); null for items without sizes. */
    size: smallint("size"),
    images: text("images").array().notNull().default([]),
    votesUp: integer("votes_up").notNull().default(0),
    votesDown: integer("votes_down").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    /** The shop's public answer (docs/admin.md "Reviews"); empty when none. */
    shopAnswer: text("shop_answer").notNull().default(""),
    shopAnsweredAt: timestampTz("shop_answered_at"),
    /** The customer who wrote it on the product page (docs/product-page.md "Writing a review"); null for imported reviews. */
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "set null" }),
    /** The writer had a delivered or picked-up order line of this model when writing. */
    verifiedBuyer: boolean("verified_buyer").notNull().default(false),
    /** pending until staff show or hide it; approved or rejected after (imported reviews are approved). */
    moderation: text("moderation").notNull().default("approved"),
  },
  (t) => [
    index("reviews_model_created_idx").on(t.modelId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 0 and 10`),
    uniqueIndex("reviews_customer_model_uq").on(t.customerId, t.modelId).where(sql`${t.customerId} is not null`),
    index("reviews_pending_idx").on(t.createdAt).where(sql`${t.moderation} = 'pending'`),
    check("reviews_moderation_values", sql`${t.moderation} in ('pending', 'approved', 'rejected')`),
    check("reviews_size_range", sql`${t.size} is null or ${t.size} between 2 and 10`),
  ],
);

/** One vote per customer and review (spec 01 §3 voted_reviews: true for up). */
export const reviewVotes = pgTable(
  "review_votes",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    vote: boolean("vote").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.reviewId] })],
);
