// Static assets of the built shop (docs/performance.md "Static assets"): the storefront's and the
// back office's scripts and styles are sent compressed as the build wrote them (Brotli when the
// browser takes it, else gzip, else as they are), cached for a year, and every encoding holds
// the same file.
import { get } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";

async function assetOf(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(page)).text();
  const asset = pattern.exec(html)?.[1];
  expect(asset, `an asset linked from ${page}`).toBeTruthy();
  return asset!;
}

/** The answer's headers and its bytes as sent: Playwright's and Node's clients would decode them. */
function raw(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

for (const [area, page, pattern] of [
  ["storefront script", "/", /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/],
  ["storefront stylesheet", "/", /<link[^>]* rel="stylesheet" href="(\/assets\/[^"#]+\.css)/],
  ["back office script", "/admin/login/", /<link rel="modulepreload" href="(\/admin\/assets\/[^"]+\.js)"/],
] as const) {
  test(`the ${area} is sent precompressed in the encoding the browser takes`, async ({ request }) => {
    const asset = await assetOf(request, page, pattern);
    const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const original = await plain.body();

    const url = new URL(asset, test.info().project.use.baseURL).href;
    const br = await raw(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    // Compressed once, at the highest quality, not per request at the quality of the pages.
    const best = brotliCompressSync(original, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } });
    expect(br.body.length).toBe(best.length);
    const gz = await raw(url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });
}
