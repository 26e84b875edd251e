// Types shared by everything that talks to the database. One `Database` type for PGlite and
// node-postgres, so repositories are written once (docs/data-model.md "Drivers").
import type { InferInsertModel, InferSelectModel } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type * as schema from "./schema/index";

export type Schema = typeof schema;

/**
 * What both drivers return from `execute`: PGlite's Results and node-postgres' QueryResult
 * share `rows` (and nothing else worth relying on), so raw queries read `result.rows`.
 */
export interface QueryRows<TRow> {
  rows: TRow[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}

export type Database = PgDatabase<QueryResultHKT, Schema>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what a repository function should accept. */
export type Executor = Database | Transaction;

export type DatabaseKind = "pglite" | "postgres";

import type { ReplicaReads } from "./replica";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, safe to log: "memory", a folder, or a URL without password. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now, for /metrics. */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own (not the pool's), kept open
   * and reopened after a loss; `onReconnect` runs after each reopening (what was announced while
   * it was away is lost, so the caller treats it as "anything may have changed"). Resolves once
   * listening; `stop` closes the connection.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ stop(): Promise<void> }>;
  /**
   * Runs `run` only if no other process holds the job's lock (a PostgreSQL session advisory lock
   * on one pooled connection, held for the run); answers false without running when another holds
   * it. PGlite (one process) always runs it. Background jobs run through this, so each tick of a
   * job runs in one process of the shop (docs/deployment.md "Background jobs").
   */
  exclusively(job: string, run: () => Promise<unknown>): Promise<boolean>;
  /** Calls `listener` after every SQL statement until the returned function is called (query-timing.ts). */
  observeQueries(listener: QueryListener): () => void;
  /** PostgreSQL with DATABASE_REPLICA_URL: reads routed to the streaming replica (replica.ts). */
  replica?: ReplicaReads;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onReconnect?(): void;
  onError?(error: unknown): void;
}

/** The kind of a statement, a label of /metrics' query time (query-timing.ts queryOperation). */
export type QueryOperation = "select" | "insert" | "update" | "delete" | "transaction" | "other";
/** Told a statement's kind, its time from call to answer in seconds, and whether it failed. */
export type QueryListener = (operation: QueryOperation, seconds: number, failed: boolean) => void;

export interface PoolStats {
  /** Connections open, checked out or idle. */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseLogger {
  /** Called for every query when given (Drizzle's query logger). */
  logQuery?(query: string, params: unknown[]): void;
  /** Connection-level problems, such as an idle PostgreSQL connection dropped by the server. */
  error?(message: string, error: unknown): void;
}

export type LanguageRow = InferSelectModel<Schema["languages"]>;
export type ProductGroupRow = InferSelectModel<Schema["productGroups"]>;
export type ProductGroupTranslationRow = InferSelectModel<Schema["productGroupTranslations"]>;
export type ManufacturerRow = InferSelectModel<Schema["manufacturers"]>;
export type ProductModelRow = InferSelectModel<Schema["productModels"]>;
export type ProductModelTranslationRow = InferSelectModel<Schema["productModelTranslations"]>;
export type ProductVariantRow = InferSelectModel<Schema["productVariants"]>;
export type ModelPriceRow = InferSelectModel<Schema["modelPrices"]>;
export type VariantPriceRow = InferSelectModel<Schema["variantPrices"]>;
export type PriceHistoryRow = InferSelectModel<Schema["priceHistory"]>;
export type StoreRow = InferSelectModel<Schema["stores"]>;
export type StockRow = InferSelectModel<Schema["stock"]>;
export type ColourRow = InferSelectModel<Schema["colours"]>;
export type ReviewRow = InferSelectModel<Schema["reviews"]>;
export type BannerRow = InferSelectModel<Schema["banners"]>;
export type CurrencyRow = InferSelectModel<Schema["currencies"]>;
export type DeliveryCountryRow = InferSelectModel<Schema["deliveryCountries"]>;
export type StaticPageTranslationRow = InferSelectModel<Schema["staticPageTranslations"]>;

export type NewProductModel = InferInsertModel<Schema["productModels"]>;
export type NewProductVariant = InferInsertModel<Schema["productVariants"]>;
