import { describe, expect, it } from "vitest";
import { parseGridSize } from "./grid-size";

describe("grid size cookie (spec 02 §3)", () => {
  it("reads extended, and anything else as default", () => {
    expect(parseGridSize("extended")).toBe("extended");
    expect(parseGridSize("default")).toBe("default");
    expect(parseGridSize("huge")).toBe("default");
    expect(parseGridSize(undefined)).toBe("default");
  });
});
