import type { ProductListItem, ProductModelListQuery } from "@polku/domain";
import { listItem } from "@polku/domain/testing/list-item";
import LZ from "lz-string";
import { describe, expect, it, vi } from "vitest";
import { ApiError, type ApiClient } from "../../lib/api";
import { createListCache } from "./list-cache.server";

const item = (id: number) => listItem(id, { manufacturer: "Halti", manufacturerSlug: "halti", price: { active: 1000, reference: 1000, type: "regular" } });
const query = (id: number): ProductModelListQuery => ({ source: { type: "ProductGroup", id }, language: "fi", taxAreaId: 1 });

/** A fake API: answers 304 when the If-None-Match matches the current ETag of the group. */
function fakeApi(lists: Map<number, { etag: string; items: ProductListItem[] }>) {
  const calls: { path: string; ifNoneMatch: string | null }[] = [];
  const fetchImpl = vi.fn(async (path: string, init?: RequestInit) => {
    const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
    calls.push({ path, ifNoneMatch });
    const id = Number(/"id":(\d+)/.exec(queryJson(path))?.[1] ?? 0);
    const list = lists.get(id);
    if (!list) return new Response(JSON.stringify({ detail: "Product group not found." }), { status: 404 });
    if (ifNoneMatch === list.etag) return new Response(null, { status: 304, headers: { etag: list.etag } });
    return new Response(JSON.stringify(list.items), { status: 200, headers: { etag: list.etag, "content-type": "application/json" } });
  });
  return { fetchImpl, calls };
}

/** The fake reads the group id back out of the compressed query. */
function queryJson(path: string): string {
  const q = path.split("q=")[1] ?? "";
  return LZ.decompressFromEncodedURIComponent(q) ?? "";
}
const noClient = {} as ApiClient;

describe("server list cache", () => {
  it("parses a list once and revalidates it with the ETag afterwards", async () => {
    const lists = new Map([[1, { etag: '"v1"', items: [item(1), item(2)] }]]);
    const { fetchImpl, calls } = fakeApi(lists);
    const cache = createListCache();
    const first = await cache.list(fetchImpl, noClient, query(1));
    const second = await cache.list(fetchImpl, noClient, query(1));
    expect(second).toBe(first);
    expect(calls.map((c) => c.ifNoneMatch)).toEqual([null, '"v1"']);
  });

  it("replaces the copy when the catalogue changed (a new ETag)", async () => {
    const lists = new Map([[1, { etag: '"v1"', items: [item(1)] }]]);
    const { fetchImpl } = fakeApi(lists);
    const cache = createListCache();
    await cache.list(fetchImpl, noClient, query(1));
    lists.set(1, { etag: '"v2"', items: [item(1), item(3)] });
    expect((await cache.list(fetchImpl, noClient, query(1))).map((i) => i.id)).toEqual([1, 3]);
  });

  it("keeps at most the item cap, dropping the least recently used list", async () => {
    const lists = new Map([
      [1, { etag: '"a"', items: [item(1), item(2)] }],
      [2, { etag: '"b"', items: [item(3), item(4)] }],
      [3, { etag: '"c"', items: [item(5)] }],
    ]);
    const { fetchImpl, calls } = fakeApi(lists);
    const cache = createListCache(4);
    await cache.list(fetchImpl, noClient, query(1));
    await cache.list(fetchImpl, noClient, query(2));
    await cache.list(fetchImpl, noClient, query(1)); // 1 is now the most recent
    await cache.list(fetchImpl, noClient, query(3)); // 5 items > 4: list 2 goes
    expect(cache.size()).toEqual({ lists: 2, items: 3 });
    calls.length = 0;
    await cache.list(fetchImpl, noClient, query(2));
    expect(calls[0]?.ifNoneMatch).toBeNull();
  });

  it("passes a missing group on as a 404", async () => {
    const { fetchImpl } = fakeApi(new Map());
    await expect(createListCache().list(fetchImpl, noClient, query(9))).rejects.toBeInstanceOf(ApiError);
  });

  it("sends a query too long for the address by POST through the client", async () => {
    const productModelList = vi.fn(async () => [item(7)]);
    const { fetchImpl } = fakeApi(new Map());
    const long = { ...query(1), sortIds: Array.from({ length: 3000 }, (_, i) => i * 7919) };
    expect(await createListCache().list(fetchImpl, { productModelList } as unknown as ApiClient, long)).toEqual([item(7)]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
