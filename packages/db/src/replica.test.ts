// The read routing of replica.ts on two embedded databases standing in for a primary and its
// replica (each answers which one it is), with the two log positions played by the test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./client";
import { parseLsn, routeReads, type ReplicaPositions } from "./replica";
import type { DatabaseHandle } from "./types";

let primary: DatabaseHandle;
let replica: DatabaseHandle;

beforeAll(async () => {
  [primary, replica] = await Promise.all([openDatabase(), openDatabase()]);
  for (const [handle, name] of [[primary, "primary"], [replica, "replica"]] as const) {
    await handle.db.execute(sql`create table which (name text)`);
    await handle.db.execute(sql`insert into which values (${name})`);
  }
});
afterAll(async () => {
  await Promise.all([primary?.close(), replica?.close()]);
});

/** Positions the test moves: the primary's write position and how far the replica has replayed. */
function playedPositions() {
  const state = { primary: 100n, replayed: 100n, replicaDown: false, primaryDown: false };
  const positions: ReplicaPositions = {
    primary: async () => {
      if (state.primaryDown) throw new Error("primary unreachable");
      return state.primary;
    },
    replica: async () => {
      if (state.replicaDown) throw new Error("replica unreachable");
      return { inRecovery: true, replayed: state.replayed };
    },
  };
  return { state, positions };
}

const readFrom = async (db: DatabaseHandle["db"]) => (await db.execute<{ name: string }>(sql`select name from which`)).rows[0]!.name;

describe("routeReads", () => {
  it("reads from the replica once it has replayed what the primary had written", async () => {
    const { positions } = playedPositions();
    const reads = routeReads(primary.db, replica.db, { positions, pollMs: 20, fencePollMs: 5 });
    try {
      expect(await reads.settled(2000)).toBe(true);
      expect(await readFrom(reads.db)).toBe("replica");
      // Query builders too, not only raw SQL.
      expect(await reads.db.select({ n: sql<number>`1` }).from(sql`which`)).toHaveLength(1);
    } finally {
      reads.stop();
    }
  });

  it("after a change reads from the primary until the replica has replayed past it", async () => {
    const { state, positions } = playedPositions();
    const reads = routeReads(primary.db, replica.db, { positions, pollMs: 60_000, fencePollMs: 5 });
    try {
      expect(await reads.settled(2000)).toBe(true);
      state.primary = 200n; // a write commits on the primary...
      reads.fence(); // ...and the shop learns of it
      expect(reads.usable()).toBe(false);
      expect(await readFrom(reads.db)).toBe("primary");
      state.replayed = 199n;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readFrom(reads.db)).toBe("primary");
      state.replayed = 200n;
      expect(await reads.settled(2000)).toBe(true);
      expect(await readFrom(reads.db)).toBe("replica");
    } finally {
      reads.stop();
    }
  });

  it("keeps the replica within a poll of the primary even without a fence", async () => {
    const { state, positions } = playedPositions();
    const reads = routeReads(primary.db, replica.db, { positions, pollMs: 10, fencePollMs: 5 });
    try {
      expect(await reads.settled(2000)).toBe(true);
      state.primary = 500n; // the replica stops replaying while the primary moves on
      await expect.poll(() => reads.usable(), { timeout: 2000, interval: 5 }).toBe(false);
      expect(await readFrom(reads.db)).toBe("primary");
      state.replayed = 500n;
      expect(await reads.settled(2000)).toBe(true);
    } finally {
      reads.stop();
    }
  });

  it("reads from the primary while the replica cannot be reached, and goes back when it can", async () => {
    const { state, positions } = playedPositions();
    const reads = routeReads(primary.db, replica.db, { positions, pollMs: 10, fencePollMs: 5 });
    try {
      expect(await reads.settled(2000)).toBe(true);
      state.replicaDown = true;
      await expect.poll(() => reads.usable(), { timeout: 2000, interval: 5 }).toBe(false);
      expect(await readFrom(reads.db)).toBe("primary");
      state.replicaDown = false;
      expect(await reads.settled(2000)).toBe(true);
    } finally {
      reads.stop();
    }
  });

  it("holds a fence whose primary position could not be read until a poll reads one", async () => {
    const { state, positions } = playedPositions();
    const reads = routeReads(primary.db, replica.db, { positions, pollMs: 30, fencePollMs: 5 });
    try {
      expect(await reads.settled(2000)).toBe(true);
      state.primaryDown = true;
      state.primary = 300n;
      reads.fence();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reads.usable()).toBe(false);
      state.primaryDown = false; // the next poll reads 300: the replica must reach it
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reads.usable()).toBe(false);
      state.replayed = 300n;
      expect(await reads.settled(2000)).toBe(true);
    } finally {
      reads.stop();
    }
  });
});

describe("parseLsn", () => {
  it("reads PostgreSQL's write positions in order", () => {
    expect(parseLsn("0/0")).toBe(0n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
    expect(() => parseLsn("nonsense")).toThrow();
  });
});
