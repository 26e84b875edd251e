import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOADS_KEY, isChunkLoadError, readReloads, reloadAfterChunkError } from "./chunk-reload";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe("chunk reload", () => {
  it("recognises chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads once per path within 10 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, "/menu/", reload, 1_000)).toBe(true);
    expect(reloadAfterChunkError(storage, "/menu/", reload, 5_000)).toBe(false);
    expect(reloadAfterChunkError(storage, "/", reload, 5_000)).toBe(true);
    expect(reloadAfterChunkError(storage, "/menu/", reload, 11_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("survives a broken stored value", () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOADS_KEY, "{not json");
    expect(readReloads(storage.getItem(CHUNK_RELOADS_KEY))).toEqual({});
    expect(reloadAfterChunkError(storage, "/", () => {}, 1)).toBe(true);
  });
});
