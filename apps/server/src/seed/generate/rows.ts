// Insert-row types of the schema's tables, by export name: InsertRow<"productModels">.
import type { InferInsertModel, Table } from "@polku/db/orm";
import type * as schema from "@polku/db";

type Schema = typeof schema;
export type InsertRow<K extends keyof Schema> = Schema[K] extends Table ? InferInsertModel<Schema[K]> : never;
export type InsertRows<K extends keyof Schema> = InsertRow<K>[];
