import { describe, expect, it, vi } from "vitest";
import { createApiClient, type FetchLike } from "./api";
import { errorReportMessage, reportLoadFailure } from "./error-report";
import { loadProductPage } from "../features/product/product.server";
import type { LocaleConfig } from "./locale-config";

const decoded = (url: string) => {
  expect(url.startsWith("/api/?err=")).toBe(true);
  return new URL(url, "http://shop.test").searchParams.get("err");
};

describe("reportLoadFailure", () => {
  it("sends the message URL-encoded to GET /api/?err= with the shopper's address", () => {
    const fetchImpl = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    reportLoadFailure(fetchImpl, new Error("Bad gateway & co /?#"), { clientIp: "10.1.2.3" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).not.toContain(" ");
    expect(decoded(url)).toBe("Error: Bad gateway & co /?#");
    expect(new Headers(init?.headers).get("x-forwarded-for")).toBe("10.1.2.3");
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
  });

  it("sends a signed-in customer's Authorization header (spec 01 §6)", () => {
    const fetchImpl = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    reportLoadFailure(fetchImpl, new Error("x"), { clientIp: "10.1.2.3", authorization: "Bearer abc" });
    expect(new Headers(fetchImpl.mock.calls[0]![1]?.headers).get("authorization")).toBe("Bearer abc");
  });

  it("cuts the message to 500 characters", () => {
    const fetchImpl = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    reportLoadFailure(fetchImpl, "ä".repeat(800));
    expect(decoded(fetchImpl.mock.calls[0]![0])).toBe("ä".repeat(500));
    expect(errorReportMessage(new Error("x".repeat(600)))).toHaveLength(500);
  });

  it("does not wait for the report, and a failing report neither throws nor rejects", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      // A report that never answers: the call still returns at once.
      expect(reportLoadFailure(() => new Promise<Response>(() => undefined), new Error("slow"))).toBeUndefined();
      expect(() => reportLoadFailure(() => Promise.reject(new Error("offline")), new Error("x"))).not.toThrow();
      expect(() =>
        reportLoadFailure(() => {
          throw new Error("sync");
        }, new Error("x")),
      ).not.toThrow();
      expect(() => reportLoadFailure(async () => new Response("{}", { status: 429 }), new Error("x"))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("loadProductPage failures", () => {
  const config = { language: "fi", taxAreaId: 1 } as LocaleConfig;
  const load = (status: number, authorization: string | null = null) => {
    const api = createApiClient(async (path) =>
      path.startsWith("/api/products/productmodel/")
        ? new Response(JSON.stringify({ detail: "x", code: "x" }), { status, headers: { "content-type": "application/json" } })
        : new Response(JSON.stringify({ keywords: [] }), { status: 200, headers: { "content-type": "application/json" } }),
    );
    const report = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    const url = new URL("http://shop.test/merkki/malli/");
    const result = loadProductPage({ api, config, url, path: "merkki/malli", authorization, report: { fetch: report, clientIp: "10.0.0.9" } });
    return { result, report };
  };

  it("reports a failure other than 404 and still answers the error page with the API's status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result, report } = load(502);
    const thrown = await result.catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(502);
    expect(report).toHaveBeenCalledTimes(1);
    expect(decoded(report.mock.calls[0]![0])).toContain("502");
  });

  it("reports with the signed-in customer's Authorization header", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result, report } = load(500, "Bearer tok");
    await result.catch(() => undefined);
    const headers = new Headers(report.mock.calls[0]![1]?.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
    expect(headers.get("x-forwarded-for")).toBe("10.0.0.9");
  });

  it("does not report a 404", async () => {
    const { result, report } = load(404);
    const thrown = await result.catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    expect(report).not.toHaveBeenCalled();
  });
});
