// Loads the demo catalogue from the command line, into the database the server would use:
// DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default ./var).
//
//   tsx apps/server/src/seed/cli.ts [--models 2000] [--seed 1] [--reset]
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { databaseOptionsFromEnv, migrate, openDatabase, truncateAllTables } from "@polku/db";
import { isDatabaseEmpty, seedDemoCatalogue } from "./seed";

const USAGE = `Usage: seed [--models N] [--seed N] [--reset]
  --models N  number of product models (default 2000, about 7.5 variants each)
  --seed N    random seed; the same seed gives the same catalogue (default 1)
  --reset     empty every table first (otherwise a database with data is left alone)
Database: DATABASE_URL if set, else PGlite in DATA_DIR/pgdata (DATA_DIR default ./var).`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number, got "${value}"`);
  return n;
}

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { models: { type: "string" }, seed: { type: "string" }, reset: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const models = positiveInteger("models", values.models, 2000);
  const seed = positiveInteger("seed", values.seed, 1);

  const handle = await openDatabase({ ...databaseOptionsFromEnv(), logger: { error: (message, error) => console.error(message, error) } });
  try {
    console.log(`database: ${handle.kind} ${handle.location}`);
    // From src/seed (tsx) and dist/seed (the built cli.js) alike: the repository's migrations.
    await migrate(handle, fileURLToPath(new URL("../../../../packages/db/drizzle", import.meta.url)));
    if (values.reset) {
      await truncateAllTables(handle.db);
      console.log("all tables emptied");
    } else if (!(await isDatabaseEmpty(handle))) {
      console.error("The database already holds data. Run with --reset to replace it.");
      return 1;
    }
    const report = await seedDemoCatalogue(handle, { models, seed, log: (message) => console.log(message) });
    console.log(`${report.models} models, ${report.variants} variants, ${report.stockRows} stock rows, ${report.reviews} reviews in ${(report.ms / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
