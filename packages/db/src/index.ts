// @polku/db: schema, connection, migrations and bulk helpers (docs/data-model.md).
export * from "./schema/index";
export * from "./types";
export { openDatabase, databaseOptionsFromEnv, redactUrl, type OpenDatabaseOptions } from "./client";
export { parseLsn, routeReads, type ReplicaPositions, type ReplicaReads } from "./replica";
export { migrate, defaultMigrationsFolder } from "./migrate";
export { insertMany, type InsertManyOptions } from "./bulk-insert";
export {
  bumpCacheVersion,
  isSchemaEmpty,
  schemaTableNames,
  syncIdentitySequences,
  truncateAllTables,
  type CacheScope,
} from "./maintenance";
export { deferSearchSync, refreshSearchDocuments } from "./search";
export { executePrepared } from "./prepared";
export { isConnectionError, isUniqueViolation } from "./connection-errors";
export { sql } from "drizzle-orm";
