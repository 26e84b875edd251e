// Column builders shared by the table files. Each call returns a fresh builder, because a
// Drizzle column builder belongs to exactly one table.
import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { languages } from "./languages";

/** Surrogate key. "By default" so the seed can write stable ids; see syncIdentitySequences. */
export const idColumn = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

/** Language of a *_translations row (docs/data-model.md, "Translated fields"). */
export const languageColumn = () =>
  text("language")
    .notNull()
    .references(() => languages.code, { onUpdate: "cascade" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Touched on every Drizzle update so API caches can compare row ages. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Nullable timestamp with time zone, used for validity windows. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
