// An application on a fresh, migrated database (PGlite in memory, or a throw-away database on
// the PostgreSQL server named by DATABASE_URL) with a small demo catalogue.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "@polku/db";
import { createTestDatabase } from "@polku/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { seedDemoCatalogue } from "../seed/seed";
import { checkEveryAnswer } from "./openapi-check";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  models?: number;
  env?: Record<string, string>;
  now?: () => Date;
  /** Changes the test database's handle before the app gets it (e.g. adds a replica). */
  wrapDatabase?: (database: DatabaseHandle) => Promise<DatabaseHandle>;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const models = opts.models ?? 40;
  const plain = await createTestDatabase({
    filled: { key: `demo:${models}:${startOfUtcDay()}:${seedSourceDigest()}`, fill: (handle) => seedDemoCatalogue(handle, { models }).then(() => undefined) },
  });
  const database = opts.wrapDatabase ? await opts.wrapDatabase(plain) : plain;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...opts.env });
  const app = await buildApp({ config, database, logger: false, now: opts.now });
  await app.ready();
  // Every /api answer a test receives is checked against the OpenAPI document (openapi-check.ts).
  await checkEveryAnswer(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function startOfUtcDay(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the demo seed writes follows from its own code and the domain rules it uses. */
let digest: string | undefined;
function seedSourceDigest(): string {
  if (digest) return digest;
  const hash = createHash("sha256");
  for (const dir of ["../seed/", "../../../../packages/domain/src/"]) {
    const root = fileURLToPath(new URL(dir, import.meta.url));
    for (const file of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
      if (/\.(ts|json)$/.test(file) && !file.endsWith(".test.ts")) hash.update(file).update(readFileSync(root + file));
    }
  }
  digest = hash.digest("hex").slice(0, 16);
  return digest;
}
