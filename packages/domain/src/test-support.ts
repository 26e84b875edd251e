// Test helpers only. The package compiles against lib ES2023 without DOM or Node types, yet the
// apps pass real WHATWG URL objects: tests use the runtime's URL through this typed handle.
import type { SearchParamsLike, UrlLike } from "./query-string";

type WhatwgUrl = UrlLike & { searchParams: SearchParamsLike; href: string };

const runtime = globalThis as unknown as {
  URL: new (href: string) => WhatwgUrl;
  URLSearchParams: new (init: string) => SearchParamsLike;
};

export function url(href: string): WhatwgUrl {
  return new runtime.URL(href);
}

export function searchParams(init: string): SearchParamsLike {
  return new runtime.URLSearchParams(init);
}
