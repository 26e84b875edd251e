// An application on a fresh, migrated database (PGlite in memory, or a throw-away database on
// the PostgreSQL server named by DATABASE_URL) with a small demo catalogue.
import type { DatabaseHandle } from "@polku/db";
import { createTestDatabase } from "@polku/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { seedDemoCatalogue } from "../seed/seed";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(opts: { models?: number; env?: Record<string, string>; now?: () => Date } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDemoCatalogue(database, { models: opts.models ?? 40 });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...opts.env });
  const app = await buildApp({ config, database, logger: false, now: opts.now });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
