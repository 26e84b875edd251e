// Reviews (spec 02 §3 Review: rating 0-10 shown as stars = rating / 2, size 2 to 10, votes).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
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
  },
  (t) => [
    index("reviews_model_created_idx").on(t.modelId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 0 and 10`),
    check("reviews_size_range", sql`${t.size} is null or ${t.size} between 2 and 10`),
  ],
);
