// Integration-test databases. With DATABASE_URL set, each call creates its own database on
// that server (so test files can run in parallel) and drops it on close; otherwise an
// in-memory PGlite. Both are migrated, so tests exercise the committed migrations.
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { openDatabase } from "./client";
import { defaultMigrationsFolder, migrate } from "./migrate";
import type { DatabaseHandle } from "./types";

export interface TestDatabaseOptions {
  /** Defaults to process.env.DATABASE_URL. */
  url?: string;
  migrationsFolder?: string;
  /**
   * Data every database of this kind starts with. On PGlite the migrated and filled database is
   * dumped once under `key` (which must change whenever what `fill` writes would) and later
   * databases load that dump; on a PostgreSQL server it is made once as a template database that
   * later databases are copied from.
   */
  filled?: { key: string; fill(handle: DatabaseHandle): Promise<void> };
}

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = opts.url ?? process.env.DATABASE_URL;
  const folder = opts.migrationsFolder ?? defaultMigrationsFolder;
  const filled = opts.filled;
  const handle = url
    ? await createPostgresTestDatabase(url, await postgresTemplate(url, folder, filled))
    : await openDatabase({ dataDir: "memory", loadDataDir: filled ? await filledPgliteTemplate(folder, filled) : await pgliteTemplate(folder) });
  try {
    // A no-op on a database made from a template: it shows the template's migrations are current.
    await migrate(handle, folder);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * PGlite's initdb takes seconds; loading a dumped data folder takes a fraction of that. The
 * first test run dumps a freshly migrated database into the temp folder, keyed by the PGlite
 * version and the migrations, and later test files start from that dump.
 */
let template: Promise<Blob> | undefined;
function pgliteTemplate(migrationsFolder: string): Promise<Blob> {
  template ??= loadOrCreateTemplate(migrationsFolder);
  return template;
}

function migrationsHash(migrationsFolder: string): ReturnType<typeof createHash> {
  const require = createRequire(import.meta.url);
  const pgliteDir = dirname(require.resolve("@electric-sql/pglite"));
  const hash = createHash("sha256").update(readFileSync(join(pgliteDir, "../package.json")));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash;
}

function loadOrCreateTemplate(migrationsFolder: string): Promise<Blob> {
  const name = `polku-pglite-template-${migrationsHash(migrationsFolder).digest("hex").slice(0, 16)}.tar`;
  return loadOrDump(name, () => openDatabase({ dataDir: "memory" }), (handle) => migrate(handle, migrationsFolder));
}

const filledTemplates = new Map<string, Promise<Blob>>();
function filledPgliteTemplate(migrationsFolder: string, filled: NonNullable<TestDatabaseOptions["filled"]>): Promise<Blob> {
  const digest = migrationsHash(migrationsFolder).update("\0").update(filled.key).digest("hex").slice(0, 16);
  let template = filledTemplates.get(digest);
  if (!template) {
    template = (async () => {
      const migrated = await pgliteTemplate(migrationsFolder);
      return loadOrDump(`polku-pglite-filled-${digest}.tar`, () => openDatabase({ dataDir: "memory", loadDataDir: migrated }), async (handle) => {
        await migrate(handle, migrationsFolder);
        await filled.fill(handle);
      });
    })();
    filledTemplates.set(digest, template);
  }
  return template;
}

/** The dump named `name` in the temp folder, made by `prepare` on a new database if missing. */
async function loadOrDump(name: string, open: () => Promise<DatabaseHandle>, prepare: (handle: DatabaseHandle) => Promise<void>): Promise<Blob> {
  const path = join(tmpdir(), name);
  const cached = await readFile(path).catch(() => undefined);
  if (cached) return new Blob([cached]);

  const handle = await open();
  try {
    await prepare(handle);
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    // Written aside and renamed, so parallel test files never read half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * On a PostgreSQL server, migrating a new database and filling it took most of a test file's
 * time (dozens of DDL transactions and the demo catalogue's inserts, each commit waiting for the
 * disk). The first test file to need a kind of database builds it once as a template
 * `polku_tpl_<digest of the migrations and the fill key>`; later ones copy it with CREATE
 * DATABASE … TEMPLATE. An advisory lock makes test files (and checkouts) sharing the server build
 * each template once; a template is built under another name and renamed when complete, so a
 * half-built one is never copied. A filled template is copied from the migrated one. Templates
 * not built or used for two days are dropped.
 */
const postgresTemplates = new Map<string, Promise<string>>();
function postgresTemplate(adminUrl: string, migrationsFolder: string, filled: TestDatabaseOptions["filled"]): Promise<string> {
  const digest = migrationsHash(migrationsFolder).update("\0").update(filled?.key ?? "").digest("hex").slice(0, 16);
  const name = `polku_tpl_${digest}`;
  const memoKey = `${adminUrl}\0${name}`;
  let template = postgresTemplates.get(memoKey);
  if (!template) {
    // A filled template starts as a copy of the migrated one: the migrations (most of a
    // template's time) run once per server, not once for each kind of filled database.
    const from = filled ? postgresTemplate(adminUrl, migrationsFolder, undefined) : Promise.resolve(undefined);
    template = from.then((source) =>
      buildPostgresTemplate(adminUrl, name, source, async (handle) => {
        await migrate(handle, migrationsFolder);
        if (filled) await filled.fill(handle);
      }),
    );
    template.catch(() => postgresTemplates.delete(memoKey));
    postgresTemplates.set(memoKey, template);
  }
  return template;
}

const TEMPLATE_MAX_AGE_MS = 2 * 24 * 3600_000;

async function buildPostgresTemplate(adminUrl: string, name: string, source: string | undefined, prepare: (handle: DatabaseHandle) => Promise<void>): Promise<string> {
  const { default: driver } = await import("pg");
  await withAdminClient(driver, adminUrl, async (client) => {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      const exists = await client.query("select 1 from pg_database where datname = $1 and datistemplate", [name]);
      if (exists.rowCount) {
        // In use: not one of the stale templates another checkout's build drops after two days.
        await client.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
        return;
      }
      const building = `${name}_b${randomBytes(3).toString("hex")}`;
      await client.query(source ? `create database "${building}" template "${source}"` : `create database "${building}"`);
      try {
        await client.query(`alter database "${building}" set synchronous_commit = off`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ url: url.toString(), poolMax: 4 });
        try {
          await prepare(handle);
        } finally {
          await handle.close();
        }
        await client.query(`alter database "${building}" rename to "${name}"`);
        await client.query(`alter database "${name}" is_template true`);
        await client.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
      } catch (error) {
        await client.query(`drop database if exists "${building}" with (force)`).catch(() => undefined);
        throw error;
      }
      // Templates of earlier migrations or demo data: no longer made by this checkout.
      const stale = await client.query<{ datname: string; made: string | null }>(
        "select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like 'polku\\_tpl\\_%' and datistemplate",
      );
      for (const row of stale.rows) {
        const made = Date.parse(row.made ?? "");
        if (row.datname === name || row.datname === source || !(Date.now() - made > TEMPLATE_MAX_AGE_MS)) continue;
        await client.query(`alter database "${row.datname}" is_template false`).catch(() => undefined);
        await client.query(`drop database if exists "${row.datname}" with (force)`).catch(() => undefined);
      }
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
  return name;
}

async function createPostgresTestDatabase(adminUrl: string, template: string): Promise<DatabaseHandle> {
  const { default: driver } = await import("pg");
  // Lower-case letters and digits only, so the name needs no quoting rules beyond "...".
  const name = `polku_t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(driver, adminUrl, async (client) => {
    await client.query(`create database "${name}" template "${template}"`);
    // A test database is thrown away: its commits need not wait for the disk.
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(driver, adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient(
  driver: typeof pg,
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new driver.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
