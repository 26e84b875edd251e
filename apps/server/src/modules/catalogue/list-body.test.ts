import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { orderByIds } from "@polku/domain";
import { listItem } from "@polku/domain/testing/list-item";
import { reorderedBody, reorderedEtag, serialiseList } from "./list-body";

const item = (id: number, name: string) =>
  listItem(id, { name, manufacturer: "Björkstig", manufacturerSlug: "bjorkstig", path: `bjorkstig/${id}`, shortDescription: "Лёгкая куртка – 100 % ", price: { active: 1990, reference: 2490, type: "discount" }, soldAmount: id });
const items = [item(1, "Ääni"), item(2, "Örn €"), item(3, "plain"), item(4, "日本")];

describe("list body", () => {
  it("holds the list as JSON bytes with a stable ETag", () => {
    const list = serialiseList(items);
    expect(JSON.parse(list.body.identity.toString("utf8"))).toEqual(items);
    expect(serialiseList(items).body.etag).toBe(list.body.etag);
    expect(serialiseList(items.slice(1)).body.etag).not.toBe(list.body.etag);
  });

  it("splices a reordered list from the bytes exactly as orderByIds orders the items", () => {
    const list = serialiseList(items);
    for (const sortIds of [[3, 1], [4, 99, 2], [2, 2, 1], [99], [4, 3, 2, 1]]) {
      const body = reorderedBody(list, sortIds);
      expect(JSON.parse(body.identity.toString("utf8"))).toEqual(orderByIds(items, sortIds));
      expect(body.etag).toBe(reorderedEtag(list, sortIds));
    }
    expect(reorderedEtag(list, [3, 1])).not.toBe(reorderedEtag(list, [1, 3]));
  });

  it("handles an empty list", () => {
    const list = serialiseList([]);
    expect(list.body.identity.toString()).toBe("[]");
    expect(reorderedBody(list, [1]).identity.toString()).toBe("[]");
  });

  it("compresses each coding once and counts the bytes", async () => {
    let grew = 0;
    const list = serialiseList(items, () => grew++);
    const before = list.bytes;
    const br = await list.body.encoded("br");
    expect(await list.body.encoded("br")).toBe(br);
    expect(JSON.parse(brotliDecompressSync(br).toString("utf8"))).toEqual(items);
    const gz = await list.body.encoded("gzip");
    expect(JSON.parse(gunzipSync(gz).toString("utf8"))).toEqual(items);
    expect(await list.body.encoded("identity")).toBe(list.body.identity);
    expect(grew).toBe(2);
    expect(list.bytes).toBe(before + br.length + gz.length);
  });
});
