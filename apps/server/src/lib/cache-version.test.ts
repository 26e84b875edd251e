import type { Database } from "@polku/db";
import { describe, expect, it } from "vitest";
import { createVersionReader, expireVersionReaders } from "./cache-version";

/** A database whose cache_versions row holds `state.version`, counting the reads. */
function fakeDatabase(state: { version: number; reads: number }): Database {
  const query = { from: () => query, where: () => { state.reads += 1; return Promise.resolve([{ version: state.version }]); } };
  return { select: () => query } as unknown as Database;
}

describe("createVersionReader", () => {
  it("reads the version once per second and sees another process's bump after that second", async () => {
    const state = { version: 1, reads: 0 };
    let clock = 0;
    const read = createVersionReader(fakeDatabase(state), "catalogue", 1000, () => clock);
    expect(await read()).toBe(1);
    state.version = 2;
    clock = 999;
    expect(await read()).toBe(1);
    expect(state.reads).toBe(1);
    clock = 1000;
    expect(await read()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it("sees a bump made through this process at once", async () => {
    const state = { version: 5, reads: 0 };
    const read = createVersionReader(fakeDatabase(state), "content", 1000, () => 0);
    expect(await read()).toBe(5);
    state.version = 6;
    expireVersionReaders("content");
    expect(await read()).toBe(6);
  });
});
