import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { insertMany } from "./bulk-insert";
import { languages, stores, productGroups, productGroupTranslations, sizeTables, sizeTableTranslations } from "./schema/index";
import { createTestDatabase } from "./testing";
import type { DatabaseHandle } from "./types";

// Values that break naive array literals: quotes, backslashes, braces, commas, the word NULL.
const awkward = ['He said "hi"', "back\\slash", "{braces}", "a,b", "NULL", "ääkköset ёж", ""];

describe("insertMany", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertMany(handle.db, languages, [{ code: "fi", name: "suomi", locale: "fi-FI", isDefault: true }]);
  });
  afterAll(() => handle.close());

  it("round-trips text, arrays, enums, jsonb and nulls through unnest", async () => {
    await insertMany(handle.db, stores, [
      {
        id: 20,
        slug: "verkkokauppa",
        name: awkward[0] as string,
        type: "web",
        streetAddress: "Varastotie 1",
        postalCode: "01510",
        city: "Vantaa",
        phone: null,
        openingHours: [{ day: 1, opens: "08:00", closes: "16:00" }],
      },
      { id: 1, slug: "kamppi", name: "Kamppi", type: "retail", streetAddress: "x", postalCode: "00100", city: "Helsinki", openingHours: [] },
    ]);
    const rows = await handle.db.select().from(stores).orderBy(asc(stores.id));
    expect(rows.map((r) => r.type)).toEqual(["retail", "web"]);
    expect(rows[1]?.name).toBe(awkward[0]);
    expect(rows[1]?.openingHours).toEqual([{ day: 1, opens: "08:00", closes: "16:00" }]);
    // A key missing from one row: NULL for a nullable column, refused where a default exists.
    expect(rows[0]?.phone).toBeNull();
    await expect(
      insertMany(handle.db, stores, [
        { id: 2, slug: "a", name: "A", type: "retail", streetAddress: "x", postalCode: "1", city: "x", sortOrder: 1 },
        { id: 3, slug: "b", name: "B", type: "retail", streetAddress: "x", postalCode: "1", city: "x" },
      ]),
    ).rejects.toThrow(/sortOrder has a default/);

    await insertMany(handle.db, productGroups, [{ id: 1, filterableProperties: awkward, defaultSorting: "newest" }]);
    const [group] = await handle.db.select().from(productGroups).where(eq(productGroups.id, 1));
    expect(group?.filterableProperties).toEqual(awkward);
    expect(group?.defaultSorting).toBe("newest");
    expect(group?.updatedAt).toBeInstanceOf(Date);
  });

  it("splits large inputs into chunks", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      groupId: 1,
      language: "fi",
      name: `Ryhmä ${i}`,
      shortName: awkward[i % awkward.length] as string,
      slug: `r-${i}`,
      path: `r/${i}`,
    }));
    // Only one translation per (group, language) is allowed, so use many groups.
    await insertMany(handle.db, productGroups, rows.map((_, i) => ({ id: 100 + i })), { chunkSize: 700 });
    await insertMany(handle.db, productGroupTranslations, rows.map((r, i) => ({ ...r, groupId: 100 + i })), { chunkSize: 700 });
    const stored = await handle.db.select().from(productGroupTranslations).orderBy(asc(productGroupTranslations.groupId));
    expect(stored).toHaveLength(2500);
    expect(stored.slice(0, awkward.length).map((r) => r.shortName)).toEqual(awkward);
  });

  it("casts jsonb objects and text arrays of a translation table", async () => {
    await insertMany(handle.db, sizeTables, [{ id: 1, slug: "vaatteet", sizes: ["S", "M"] }]);
    const categories = [{ name: "Rinnanympärys", unit: "cm", values: ["88-94", "94-100"] }];
    await insertMany(handle.db, sizeTableTranslations, [{ sizeTableId: 1, language: "fi", name: "Vaatteet", categories }]);
    const [row] = await handle.db.select().from(sizeTableTranslations);
    expect(row?.categories).toEqual(categories);
  });
});
