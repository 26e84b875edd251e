import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { insertMany } from "./bulk-insert";
import { bumpCacheVersion, isSchemaEmpty, schemaTableNames, syncIdentitySequences, truncateAllTables } from "./maintenance";
import { cacheVersions, colours, languages } from "./schema/index";
import { createTestDatabase } from "./testing";
import type { DatabaseHandle } from "./types";

describe("maintenance", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("knows every table of the migrations", async () => {
    const result = await handle.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    expect(schemaTableNames().sort()).toEqual(result.rows.map((r) => r.table_name).sort());
  });

  it("moves identity sequences past explicit ids", async () => {
    expect(await isSchemaEmpty(handle.db)).toBe(true);
    await insertMany(handle.db, languages, [{ code: "fi", name: "suomi", locale: "fi-FI" }]);
    expect(await isSchemaEmpty(handle.db)).toBe(false);
    await insertMany(handle.db, colours, [{ id: 41, slug: "musta", control: "black", hex: "111111" }]);
    await syncIdentitySequences(handle.db);
    const [next] = await handle.db.insert(colours).values({ slug: "valkoinen", control: "white", hex: "ffffff" }).returning();
    expect(next?.id).toBe(42);
  });

  it("counts cache versions up", async () => {
    await bumpCacheVersion(handle.db, "content");
    await bumpCacheVersion(handle.db, "content");
    const rows = await handle.db.select().from(cacheVersions);
    expect(rows).toContainEqual(expect.objectContaining({ scope: "content", version: 2 }));
  });

  it("counts the catalogue version up on every write to a catalogue table (0015)", async () => {
    const version = async () => (await handle.db.select().from(cacheVersions)).find((r) => r.scope === "catalogue")?.version ?? 0;
    const before = await version();
    await handle.db.insert(colours).values({ slug: "harmaa", control: "gray", hex: "808080" });
    expect(await version()).toBe(before + 1);
  });

  it("empties all tables", async () => {
    await truncateAllTables(handle.db);
    expect(await isSchemaEmpty(handle.db)).toBe(true);
    expect(await handle.db.select().from(colours)).toEqual([]);
  });
});
