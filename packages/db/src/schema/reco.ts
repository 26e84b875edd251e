// Signals of the shop's own recommendation service (docs/recommendations.md): what shoppers
// viewed, put in the cart and ordered, counted per model and day, and a running score per
// model that decays with time without ever being rewritten (see reco_scores.weight).
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { productModels } from "./product-models";

/** Daily counters: the record the scores can be rebuilt from if the weights change. */
export const recoSignals = pgTable(
  "reco_signals",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    addToCarts: integer("add_to_carts").notNull().default(0),
    /** Units ordered. */
    orders: integer("orders").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.day] }), index("reco_signals_day_idx").on(t.day)],
);

/**
 * One row per model with any signal. `weight` is the sum of each signal's weight scaled by
 * 2^((signal time - epoch) / half-life) (@polku/domain recoSignalWeight): ordering by it is
 * ordering by the decayed score at any moment, and a new signal only adds to it.
 */
export const recoScores = pgTable("reco_scores", {
  modelId: integer("model_id")
    .primaryKey()
    .references(() => productModels.id, { onDelete: "cascade" }),
  weight: doublePrecision("weight").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signals waiting to be added to reco_signals, reco_scores and reco_pairs: orders and views
 * append here (no row is shared between two writers, so nothing waits on a popular model's
 * counters), and one job folds the rows into the counters every few seconds
 * (docs/recommendations.md "Recording"). A row with `otherModelId` is a bought-together pair of
 * reco_pairs; one without is a signal of its model. No foreign keys: a model deleted before the
 * fold is skipped by it.
 */
export const recoInbox = pgTable("reco_inbox", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  modelId: integer("model_id").notNull(),
  otherModelId: integer("other_model_id"),
  day: date("day", { mode: "string" }).notNull(),
  views: integer("views").notNull().default(0),
  addToCarts: integer("add_to_carts").notNull().default(0),
  /** Units ordered (a signal), or 1 (a pair). */
  orders: integer("orders").notNull().default(0),
  /** The signal's weight, scaled to the epoch (@polku/domain recoSignalWeight). */
  weight: doublePrecision("weight").notNull(),
});
