// The outage tests' guard against passing vacuously (connection-killer.ts `expectDropDuring`).
import { describe, expect, it } from "vitest";
import { expectDropDuring } from "./connection-killer";

describe("expectDropDuring", () => {
  it("fails when no connection was dropped, or none while the burst ran", () => {
    expect(() => expectDropDuring({ ended: 0, at: [] }, 1_000, 2_000)).toThrow(/No connection was dropped/);
    expect(() => expectDropDuring({ ended: 3, at: [900, 2_100] }, 1_000, 2_000)).toThrow(/between the burst's first request and its last answer/);
  });

  it("passes when a drop came while the requests ran", () => {
    expect(() => expectDropDuring({ ended: 2, at: [900, 1_500] }, 1_000, 2_000)).not.toThrow();
  });
});
