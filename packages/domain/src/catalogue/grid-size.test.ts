import { describe, expect, it } from "vitest";
import { GRID_SIZE_HEADER, parseGridSize, requestGridSize } from "./grid-size";

describe("grid size cookie (spec 02 §3)", () => {
  it("reads extended, and anything else as default", () => {
    expect(parseGridSize("extended")).toBe("extended");
    expect(parseGridSize("default")).toBe("default");
    expect(parseGridSize("huge")).toBe("default");
    expect(parseGridSize(undefined)).toBe("default");
  });
});

describe("requestGridSize (spec 02 §3: cookie, also a request header)", () => {
  it("takes the cookie when it holds a known value", () => {
    expect(requestGridSize("extended", "default")).toBe("extended");
    expect(requestGridSize("default", "extended")).toBe("default");
  });

  it("else the header", () => {
    expect(requestGridSize(undefined, "extended")).toBe("extended");
    expect(requestGridSize("huge", " extended ")).toBe("extended");
  });

  it("else default", () => {
    expect(requestGridSize(undefined, undefined)).toBe("default");
    expect(requestGridSize("", "wide")).toBe("default");
    expect(GRID_SIZE_HEADER).toBe("x-grid-size");
  });
});
