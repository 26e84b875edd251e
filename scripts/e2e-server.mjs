// The shop as the browser tests see it: a fresh embedded database with the demo catalogue.
//
// Migrating and seeding that database took 40-85 s of one core before the first browser test
// could start. The seeded data folder is therefore made once, as a template in the temp folder
// named by everything that decides its contents (PGlite's version, the migrations, the seed's
// and its rules' sources, the day the seed dates its data from), and every run starts from a
// copy of it (about a second). A change to any of those makes a new template on the next run.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dataDir = path.resolve(process.env.DATA_DIR ?? "var/e2e");
rmSync(dataDir, { recursive: true, force: true });

if (!process.env.DATABASE_URL && process.env.E2E_FRESH_SEED !== "true") {
  const template = path.join(tmpdir(), `polku-e2e-data-${templateKey()}`);
  if (!existsSync(path.join(template, "pgdata"))) buildTemplate(template);
  cpSync(template, dataDir, { recursive: true });
  removeStaleTemplates(template);
}
await import("./start.mjs");

/** What the seeded folder depends on; the seed dates its data from the start of the UTC day. */
function templateKey() {
  const hash = createHash("sha256");
  const pgliteDir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  hash.update(readFileSync(path.join(pgliteDir, "../package.json")));
  for (const dir of ["packages/db/drizzle", "packages/db/src", "packages/domain/src", "apps/server/src/seed"]) {
    const full = path.join(root, dir);
    for (const file of readdirSync(full, { recursive: true, encoding: "utf8" }).sort()) {
      if (/\.(ts|sql|json)$/.test(file) && !file.endsWith(".test.ts")) hash.update(`${dir}/${file}`).update(readFileSync(path.join(full, file)));
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

/** Migrates and seeds a new folder with the seed command (as the server would), then names it. */
function buildTemplate(template) {
  const partial = `${template}.${process.pid}.${randomBytes(4).toString("hex")}`;
  console.log(`e2e: seeding the demo database template ${template}`);
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/seed/cli.ts"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DATA_DIR: partial, DATABASE_URL: "" },
  });
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`seeding the e2e template failed (exit ${result.status})`);
  }
  try {
    // Another run may have finished the same template meanwhile: either copy is the same.
    renameSync(partial, template);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(template, "pgdata"))) throw error;
  }
}

/** Templates of other sources or days left in the temp folder for more than a day. */
function removeStaleTemplates(current) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (!name.startsWith("polku-e2e-data-") || full === current) continue;
    try {
      if (statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
