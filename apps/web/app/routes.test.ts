// Every first path segment of the storefront's routes is reserved in the domain, so a brand or a
// top-level product group created in the back office cannot take an address a route answers.
import { isReservedFirstSegment } from "@polku/domain";
import { describe, expect, it } from "vitest";
import routes from "./routes";

interface Entry { path?: string; children?: Entry[] }
function firstSegments(entries: readonly Entry[]): string[] {
  return entries.flatMap((e) => [...(e.path ? [e.path.split("/")[0]!] : []), ...firstSegments(e.children ?? [])]).filter((s) => s !== "" && s !== "*" && !s.startsWith(":"));
}

describe("the storefront's routes", () => {
  it("take only reserved first segments", () => {
    const segments = [...new Set(firstSegments(routes as Entry[]))];
    expect(segments.length).toBeGreaterThan(20);
    expect(segments.filter((s) => !isReservedFirstSegment(s))).toEqual([]);
  });
});
