import { describe, expect, it } from "vitest";
import {
  AUTH_WAIT_MS,
  BUILD_CHECK_INTERVAL_MS,
  CART_REVALIDATE_DEBOUNCE_MS,
  CART_SERVER_SAVE_DEBOUNCE_MS,
  CHECKOUT_RETRY_MS,
  ERROR_REDIRECT_MS,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_PAGE_SIZE,
  TOAST_DEFAULT_DURATION_MS,
} from "./constants";
import { isSafeNavigationTarget, localRedirectPath, recordChunkReload, shouldReloadAfterChunkError, trailingSlashRedirect } from "./routing";

describe("trailingSlashRedirect (spec 01 §2)", () => {
  it("adds the slash and keeps the query unchanged", () => {
    expect(trailingSlashRedirect("/catalog", "")).toBe("/catalog/");
    expect(trailingSlashRedirect("/search", "?q=ski%20boots&page=2")).toBe("/search/?q=ski%20boots&page=2");
    expect(trailingSlashRedirect("/sv/stores/helsinki", "?x=1")).toBe("/sv/stores/helsinki/?x=1");
  });

  it("returns null for a path that already ends with a slash", () => {
    expect(trailingSlashRedirect("/", "")).toBeNull();
    expect(trailingSlashRedirect("/catalog/", "?q=1")).toBeNull();
  });

  it("leaves files alone", () => {
    expect(trailingSlashRedirect("/favicon.ico", "")).toBeNull();
    expect(trailingSlashRedirect("/assets/x.js", "")).toBeNull();
    expect(trailingSlashRedirect("/builds/latest.json", "?t=1")).toBeNull();
    expect(trailingSlashRedirect("/catalog/_payload.json", "")).toBeNull();
  });

  it("still slashes a product slug with a version number", () => {
    expect(trailingSlashRedirect("/salomon-x-ultra-4.0", "")).toBe("/salomon-x-ultra-4.0/");
  });

  it("leaves the API and media alone", () => {
    expect(trailingSlashRedirect("/api/checkout", "")).toBeNull();
    expect(trailingSlashRedirect("/api", "")).toBeNull();
    expect(trailingSlashRedirect("/media/products/42", "")).toBeNull();
    expect(trailingSlashRedirect("/apis", "")).toBe("/apis/");
  });

  it("collapses duplicate slashes", () => {
    expect(trailingSlashRedirect("/catalog//skis", "")).toBe("/catalog/skis/");
    expect(trailingSlashRedirect("/catalog//skis/", "?a=1")).toBe("/catalog/skis/?a=1");
  });

  it("never redirects to another host", () => {
    expect(trailingSlashRedirect("//evil.com/path", "")).toBe("/evil.com/path/");
    expect(trailingSlashRedirect("/\\evil.com/path", "")).toBe("/evil.com/path/");
    expect(trailingSlashRedirect("///evil.com", "")).toBeNull(); // looks like a file: not a page of ours
    for (const path of ["//evil.com/a", "/\\/evil.com/a", "\\\\evil.com/a"]) {
      expect(trailingSlashRedirect(path, "")).toMatch(/^\/[^/\\]/);
    }
  });
});

describe("isSafeNavigationTarget (spec 01 §8)", () => {
  it("allows paths inside the app", () => {
    for (const href of ["/catalog/", "catalog/", "?q=1", "#top", "/"]) {
      expect(isSafeNavigationTarget(href, {})).toBe(true);
    }
  });

  it("refuses external addresses without the external flag", () => {
    for (const href of ["https://example.com/", "http://polku.fi/", "//example.com/", "/\\example.com", "mailto:a@b.fi"]) {
      expect(isSafeNavigationTarget(href, {})).toBe(false);
      expect(isSafeNavigationTarget(href, { external: true })).toBe(true);
    }
  });

  it("always refuses javascript:, data: and vbscript:, however disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "  javascript:alert(1)",
      "java\nscript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
    ]) {
      expect(isSafeNavigationTarget(href, { external: true })).toBe(false);
    }
  });
});

describe("chunk reload guard (spec 01 §8, §9)", () => {
  it("reloads a path once, then not again within 10 s", () => {
    expect(shouldReloadAfterChunkError({}, "/catalog/", 1_000)).toBe(true);
    const reloads = recordChunkReload({}, "/catalog/", 1_000);
    expect(shouldReloadAfterChunkError(reloads, "/catalog/", 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError(reloads, "/catalog/", 10_999)).toBe(false);
    expect(shouldReloadAfterChunkError(reloads, "/catalog/", 11_000)).toBe(true);
  });

  it("guards each path separately", () => {
    const reloads = recordChunkReload({}, "/catalog/", 1_000);
    expect(shouldReloadAfterChunkError(reloads, "/checkout/", 2_000)).toBe(true);
  });

  it("honours a custom window and forgets old reloads", () => {
    expect(shouldReloadAfterChunkError({ "/a/": 0 }, "/a/", 500, 1_000)).toBe(false);
    expect(recordChunkReload({ "/a/": 0, "/b/": 25_000 }, "/c/", 30_000)).toEqual({ "/b/": 25_000, "/c/": 30_000 });
  });
});

describe("shell constants (spec 01 §5, §9)", () => {
  it("has the timings and sizes of the spec", () => {
    expect({
      BUILD_CHECK_INTERVAL_MS,
      ERROR_REDIRECT_MS,
      CART_REVALIDATE_DEBOUNCE_MS,
      CART_SERVER_SAVE_DEBOUNCE_MS,
      AUTH_WAIT_MS,
      CHECKOUT_RETRY_MS,
      TOAST_DEFAULT_DURATION_MS,
      MOBILE_BREAKPOINT_PX,
      PRODUCT_PAGE_SIZE,
    }).toEqual({
      BUILD_CHECK_INTERVAL_MS: 3_600_000,
      ERROR_REDIRECT_MS: 1000,
      CART_REVALIDATE_DEBOUNCE_MS: 2000,
      CART_SERVER_SAVE_DEBOUNCE_MS: 500,
      AUTH_WAIT_MS: 5000,
      CHECKOUT_RETRY_MS: 5000,
      TOAST_DEFAULT_DURATION_MS: 3000,
      MOBILE_BREAKPOINT_PX: 900,
      PRODUCT_PAGE_SIZE: 60,
    });
  });
});

describe("localRedirectPath (after login)", () => {
  it("keeps a path of this site with its query and hash, normalised", () => {
    expect(localRedirectPath("/vaatteet/takit/?sort=price#x")).toBe("/vaatteet/takit/?sort=price#x");
    expect(localRedirectPath("/a/../b/")).toBe("/b/");
  });
  it.each([
    null, "", "x/", "https://evil.example/", "//evil.example/", "/\\evil.example", "/\tevil", "javascript:alert(1)",
    "/..//evil.example/x", "/.%2e/%2e%2e//evil.example", "/%2e%2e//evil.example/", "/a/../..//evil.example", "/././/evil.example",
  ])("refuses %j, which a browser would take off this site", (next) => {
    expect(localRedirectPath(next)).toBeNull();
  });
});
