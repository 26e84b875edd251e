import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache";

const sized = (label: string, bytes: number) => ({ label, bytes });

function setup(maxBytes = 100, ttlMs = 1000) {
  let time = 0;
  let version = 1;
  const cache = createResponseCache<{ label: string; bytes: number }>({ maxBytes, ttlMs, version: async () => version, now: () => time });
  const loads: string[] = [];
  const load = (label: string, bytes = 10) => async () => {
    loads.push(label);
    return sized(label, bytes);
  };
  return { cache, loads, load, tick: (ms: number) => (time += ms), bump: () => (version += 1) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("response cache", () => {
  it("builds once per key while the version holds", async () => {
    const { cache, loads, load } = setup();
    expect((await cache.get("a", load("a1"))).label).toBe("a1");
    expect((await cache.get("a", load("a2"))).label).toBe("a1");
    expect(loads).toEqual(["a1"]);
  });

  it("shares one build between concurrent requests", async () => {
    const { cache, loads, load } = setup();
    const [x, y] = await Promise.all([cache.get("a", load("a1")), cache.get("a", load("a2"))]);
    expect(x).toBe(y);
    expect(loads).toEqual(["a1"]);
  });

  it("never serves an entry of an older catalogue version", async () => {
    const { cache, load, bump } = setup();
    await cache.get("a", load("old"));
    bump();
    expect((await cache.get("a", load("new"))).label).toBe("new");
  });

  it("serves a stale entry once past the TTL while one rebuild runs, then the rebuilt one", async () => {
    const { cache, loads, load, tick } = setup();
    await cache.get("a", load("a1"));
    tick(1000);
    let finish: (value: { label: string; bytes: number }) => void = () => {};
    const slow = () => {
      loads.push("a2");
      return new Promise<{ label: string; bytes: number }>((resolve) => (finish = resolve));
    };
    expect((await cache.get("a", slow)).label).toBe("a1");
    expect((await cache.get("a", load("a3"))).label).toBe("a1");
    finish(sized("a2", 10));
    await settle();
    expect((await cache.get("a", load("a4"))).label).toBe("a2");
    expect(loads).toEqual(["a1", "a2"]);
  });

  it("serves what it has when the version cannot be read", async () => {
    let down = false;
    const cache = createResponseCache<{ label: string; bytes: number }>({
      maxBytes: 100,
      ttlMs: 1000,
      version: async () => {
        if (down) throw new Error("database down");
        return 1;
      },
    });
    await cache.get("a", async () => sized("a1", 10));
    down = true;
    expect((await cache.get("a", async () => sized("a2", 10))).label).toBe("a1");
    await expect(cache.get("b", async () => sized("b1", 10))).rejects.toThrow("database down");
  });

  it("forgets failed builds", async () => {
    const { cache, load } = setup();
    await expect(cache.get("a", () => Promise.reject(new Error("not found")))).rejects.toThrow("not found");
    expect((await cache.get("a", load("a1"))).label).toBe("a1");
  });

  it("drops the least recently used entries past the byte cap", async () => {
    const { cache, loads, load } = setup(100);
    await cache.get("a", load("a", 40));
    await cache.get("b", load("b", 40));
    await cache.get("a", load("a again", 40)); // a is now the most recently used
    await cache.get("c", load("c", 40));
    await settle();
    expect(cache.bytes()).toBe(80);
    await cache.get("a", load("a again", 40));
    await cache.get("b", load("b again", 40));
    expect(loads).toEqual(["a", "b", "c", "b again"]);
  });

  it("recounts an entry that grew", async () => {
    const { cache, load } = setup(100);
    const grown = await cache.get("a", load("a", 40));
    await cache.get("b", load("b", 40));
    grown.bytes = 70;
    cache.trim();
    expect(cache.bytes()).toBe(40);
  });
});
