// Anonymous pages may be kept by shared caches; a logged-in shopper's never (page-caching.ts).
import { describe, expect, it } from "vitest";
import { GRID_SIZE_HEADER } from "@polku/domain";
import { PAGE_CACHE_CONTROL, PAGE_VARY, withPageCaching, type PageHandler } from "./page-caching";

const html = (init: ResponseInit = {}) => new Response("<!DOCTYPE html><p>page</p>", { status: 200, ...init, headers: { "content-type": "text/html; charset=utf-8", ...init.headers } });

function setup(respond: () => Response = () => html(), versions = [3, 1, 1]) {
  let renders = 0;
  let clock = 1_800_000_000_000;
  const current = [...versions];
  const render: PageHandler = async () => {
    renders += 1;
    return respond();
  };
  const handler = withPageCaching(render, { buildId: "b1", versions: async () => current, now: () => clock });
  return {
    handler,
    renders: () => renders,
    bump: () => (current[0]! += 1),
    later: (ms: number) => (clock += ms),
  };
}

const page = (headers: Record<string, string> = {}, url = "http://shop.test/vaatteet/?sort=price") => new Request(url, { headers });
const guest = { cookie: "so_language=fi; so_delivery_country_code=fi; so_currency_code=eur" };

describe("anonymous pages for shared caches", () => {
  it("carry s-maxage, stale-while-revalidate and an ETag, and a matching If-None-Match is 304 without a render", async () => {
    const t = setup();
    const first = await t.handler(page(guest));
    expect(first.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(first.headers.get("cache-control")).toMatch(/stale-while-revalidate=\d+/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.handler(page({ ...guest, "if-none-match": etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(t.renders()).toBe(1);
  });

  it("change their ETag with the catalogue version, the address, the locale cookies and the minute", async () => {
    const t = setup();
    const etag = (await t.handler(page(guest))).headers.get("etag")!;
    expect((await t.handler(page(guest, "http://shop.test/vaatteet/?sort=name"))).headers.get("etag")).not.toBe(etag);
    expect((await t.handler(page({ cookie: "so_language=sv; so_delivery_country_code=fi; so_currency_code=eur" }))).headers.get("etag")).not.toBe(etag);
    t.bump();
    const afterBump = await t.handler(page({ ...guest, "if-none-match": etag }));
    expect(afterBump.status).toBe(200);
    expect(afterBump.headers.get("etag")).not.toBe(etag);
    const current = afterBump.headers.get("etag")!;
    t.later(60_000);
    expect((await t.handler(page({ ...guest, "if-none-match": current }))).status).toBe(200);
  });

  it("differ by the grid size header (spec 02 §3) and say so in Vary", async () => {
    const t = setup();
    const plain = await t.handler(page(guest));
    expect(plain.headers.get("vary")).toBe(PAGE_VARY);
    expect(PAGE_VARY.toLowerCase()).toContain(GRID_SIZE_HEADER);
    const extended = await t.handler(page({ ...guest, [GRID_SIZE_HEADER]: "extended" }));
    expect(extended.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const revalidated = await t.handler(page({ ...guest, [GRID_SIZE_HEADER]: "extended", "if-none-match": plain.headers.get("etag")! }));
    expect(revalidated.status).toBe(200);
  });
});

describe("pages never kept by shared caches", () => {
  it("a logged-in shopper's page: no public Cache-Control, no ETag, no 304, even with an ETag of the same address", async () => {
    const t = setup(() => html({ headers: { "cache-control": "private, no-store" } }));
    const anonymous = setup();
    const etag = (await anonymous.handler(page(guest))).headers.get("etag")!;
    const loggedIn = { cookie: `${guest.cookie}; so.auth=abc123`, "if-none-match": etag };
    const res = await t.handler(page(loggedIn));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    // Even when the render did not say so itself, the login cookie keeps the page private.
    const bare = setup();
    const plain = await bare.handler(page({ cookie: `so.auth=abc123; ${guest.cookie}` }));
    expect(plain.headers.get("cache-control")).toBeNull();
    expect(plain.headers.get("etag")).toBeNull();
  });

  it("a first visit without the locale cookies: its country comes from the visitor's address", async () => {
    const t = setup();
    const res = await t.handler(page({ "accept-language": "fi" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();
  });

  it("an answer that sets a cookie, an error page, a redirect and a form post", async () => {
    const setsCookie = setup(() => html({ headers: { "set-cookie": "so_language=fi; Path=/" } }));
    expect((await setsCookie.handler(page(guest))).headers.get("cache-control")).toBeNull();
    const missing = setup(() => html({ status: 404 }));
    expect((await missing.handler(page(guest))).headers.get("etag")).toBeNull();
    const moved = setup(() => new Response(null, { status: 302, headers: { location: "/" } }));
    expect((await moved.handler(page(guest))).headers.get("cache-control")).toBeNull();
    const post = setup();
    const posted = await post.handler(new Request("http://shop.test/checkout/", { method: "POST", headers: guest, body: "a=1" }));
    expect(posted.headers.get("cache-control")).toBeNull();
  });
});
