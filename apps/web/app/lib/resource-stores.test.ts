import { describe, expect, it, vi } from "vitest";
import { createResourceStore } from "./resource-stores";

describe("createResourceStore", () => {
  it("goes UNSET -> PENDING -> DONE and does not fetch again once DONE", async () => {
    const fetcher = vi.fn(async () => ["a"]);
    const store = createResourceStore(fetcher);
    expect(store.getState().status).toBe("UNSET");
    const pending = store.fetch("fi");
    expect(store.getState().status).toBe("PENDING");
    await store.fetch("fi"); // ignored while PENDING
    await pending;
    expect(store.getState()).toEqual({ status: "DONE", data: ["a"], language: "fi" });
    await store.fetch("fi");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("marks FAILED, may fetch again, and rethrows when asked", async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(["b"]);
    const store = createResourceStore(fetcher, { rethrow: true });
    await expect(store.fetch("sv")).rejects.toThrow("down");
    expect(store.getState().status).toBe("FAILED");
    await store.fetch("sv");
    expect(store.getState()).toMatchObject({ status: "DONE", data: ["b"] });
  });

  it("starts over for another language", async () => {
    const store = createResourceStore(async (language) => language);
    store.seed("fi", "fi");
    await store.fetch("en");
    expect(store.getState()).toEqual({ status: "DONE", data: "en", language: "en" });
  });
});
