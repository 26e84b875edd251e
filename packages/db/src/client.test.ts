import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseOptionsFromEnv, openDatabase, redactUrl } from "./client";
import { migrate } from "./migrate";
import { languages } from "./schema/index";
import { createTestDatabase } from "./testing";

describe("openDatabase", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("keeps PGlite data in a folder across reopenings", async () => {
    const folder = mkdtempSync(join(tmpdir(), "polku-db-"));
    folders.push(folder);
    const dataDir = join(folder, "nested", "pglite");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    await migrate(first);
    await first.db.insert(languages).values({ code: "fi", name: "suomi", locale: "fi-FI" });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openDatabase({ dataDir });
    await migrate(second); // already applied: a no-op
    expect(await second.db.select().from(languages)).toHaveLength(1);
    await second.close();
  });

  it("migrates and answers ping on the configured driver", async () => {
    const handle = await createTestDatabase();
    expect(handle.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    await handle.ping();
    const result = await handle.db.execute<{ n: number }>(
      // Both drivers return `rows`; the shared Database type promises exactly that.
      (await import("drizzle-orm")).sql`select count(*)::int as n from languages`,
    );
    expect(result.rows[0]?.n).toBe(0);
    await handle.close();
  });

  it("rejects URLs that are not PostgreSQL", async () => {
    await expect(openDatabase({ url: "mysql://x" })).rejects.toThrow(/postgres/);
  });
});

describe("databaseOptionsFromEnv", () => {
  it("prefers DATABASE_URL, else PGlite under DATA_DIR", () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: "postgres://u@h/db" })).toEqual({ url: "postgres://u@h/db" });
    expect(databaseOptionsFromEnv({ DATA_DIR: "/srv/polku" })).toEqual({ dataDir: "/srv/polku/pgdata" });
    expect(databaseOptionsFromEnv({ DATA_DIR: "memory" })).toEqual({ dataDir: "memory" });
    expect(databaseOptionsFromEnv({}).dataDir).toMatch(/var[/\\]pgdata$/);
  });

  it("hides passwords in locations", () => {
    expect(redactUrl("postgres://u:secret@h:5432/db")).toBe("postgres://u:***@h:5432/db");
  });
});
