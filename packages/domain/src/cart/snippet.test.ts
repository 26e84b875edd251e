import { describe, expect, it } from "vitest";
import { emptyCart } from "./cart";
import { isSnippetErrorKind, snippetCleared, snippetFailed, snippetRenderable } from "./snippet";

describe("the embedded checkout's snippetError (spec 01 §3)", () => {
  it("is null in a new cart", () => {
    expect(emptyCart().snippetError).toBeNull();
  });

  it("is set when the snippet fails to load or render, and the first failure is kept", () => {
    const loadFailed = snippetFailed(emptyCart(), "load");
    expect(loadFailed.snippetError).toBe("load");
    expect(snippetFailed(loadFailed, "render")).toBe(loadFailed);
    expect(snippetFailed(emptyCart(), "render").snippetError).toBe("render");
  });

  it("is cleared by a retry; clearing a cart without an error changes nothing", () => {
    expect(snippetCleared(snippetFailed(emptyCart(), "load")).snippetError).toBeNull();
    const cart = emptyCart();
    expect(snippetCleared(cart)).toBe(cart);
  });

  it("names only the known kinds", () => {
    expect(isSnippetErrorKind("load")).toBe(true);
    expect(isSnippetErrorKind("render")).toBe(true);
    expect(isSnippetErrorKind("other")).toBe(false);
    expect(isSnippetErrorKind(null)).toBe(false);
  });

  it("an empty snippet, or one of comments alone, cannot render", () => {
    expect(snippetRenderable("")).toBe(false);
    expect(snippetRenderable("  <!-- nothing -->\n")).toBe(false);
    expect(snippetRenderable('<div id="klarna-checkout-container"></div>')).toBe(true);
  });
});
