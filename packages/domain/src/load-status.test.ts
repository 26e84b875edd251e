import { describe, expect, it } from "vitest";
import { canChangeLocale, nextConfigStatus, nextLoadStatus, shouldFetch } from "./locale";

describe("resource store status (spec 01 §4)", () => {
  it("fetches from UNSET and again after FAILED", () => {
    expect(shouldFetch("UNSET")).toBe(true);
    expect(shouldFetch("FAILED")).toBe(true);
    expect(nextLoadStatus("UNSET", "fetch")).toBe("PENDING");
    expect(nextLoadStatus("FAILED", "fetch")).toBe("PENDING");
  });

  it("does nothing when fetching while PENDING or DONE", () => {
    expect(shouldFetch("PENDING")).toBe(false);
    expect(shouldFetch("DONE")).toBe(false);
    expect(nextLoadStatus("PENDING", "fetch")).toBe("PENDING");
    expect(nextLoadStatus("DONE", "fetch")).toBe("DONE");
  });

  it("ends a fetch in DONE or FAILED", () => {
    expect(nextLoadStatus("PENDING", "success")).toBe("DONE");
    expect(nextLoadStatus("PENDING", "failure")).toBe("FAILED");
  });

  it("ignores answers when no fetch is under way", () => {
    expect(nextLoadStatus("DONE", "failure")).toBe("DONE");
    expect(nextLoadStatus("UNSET", "success")).toBe("UNSET");
    expect(nextLoadStatus("FAILED", "success")).toBe("FAILED");
  });
});

describe("config status (spec 01 §3, §4)", () => {
  it("goes UNSET -> PENDING -> DONE", () => {
    expect(nextConfigStatus("UNSET", "start")).toBe("PENDING");
    expect(nextConfigStatus("PENDING", "success")).toBe("DONE");
  });

  it("returns to PENDING when init-config fails", () => {
    expect(nextConfigStatus("PENDING", "failure")).toBe("PENDING");
  });

  it("stays DONE, and then ignores locale changes", () => {
    expect(nextConfigStatus("DONE", "start")).toBe("DONE");
    expect(nextConfigStatus("DONE", "failure")).toBe("DONE");
    expect(canChangeLocale("DONE")).toBe(false);
    expect(canChangeLocale("PENDING")).toBe(true);
    expect(canChangeLocale("UNSET")).toBe(true);
  });
});
