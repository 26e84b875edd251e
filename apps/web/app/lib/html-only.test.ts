import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { htmlOnlyOf, keepForHtml } from "./html-only";

const context = (documentRequest?: boolean) => ({ documentRequest }) as AppLoadContext;

describe("data kept for the HTML only", () => {
  it("is kept by the request's load context for its HTML, one key per value", () => {
    const page = context(true);
    expect(keepForHtml(page, ["a"])).toBe("h0");
    expect(keepForHtml(page, ["b"])).toBe("h1");
    expect([...htmlOnlyOf(page)]).toEqual([["h0", ["a"]], ["h1", ["b"]]]);
    expect(htmlOnlyOf(context(true)).size).toBe(0);
  });

  it("is not kept for a browser navigation's data request, nor without the flag", () => {
    for (const request of [context(false), context()]) {
      expect(keepForHtml(request, ["a"])).toBeNull();
      expect(htmlOnlyOf(request).size).toBe(0);
    }
  });
});
