// Drizzle's query builder helpers (sql, eq, and, inArray, ...) through @polku/db/orm, so code
// outside this package resolves the same drizzle-orm copy as the schema, wherever npm puts it.
export * from "drizzle-orm";
