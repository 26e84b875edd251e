// spec 01 §3 Cart.snippetError: the embedded checkout's snippet (spec 01 §7 kco_iframe) failed
// to load or render. The payment page shows the message in the shopper's language with a retry;
// a retry, a new snippet or an emptied cart clears it.
import type { Cart } from "./cart";

/** Why the snippet failed: a script it names did not load, or its HTML did not render. */
export type SnippetErrorKind = "load" | "render";

export function isSnippetErrorKind(value: string | null): value is SnippetErrorKind {
  return value === "load" || value === "render";
}

/** The cart after the snippet failed; the first failure is kept (a second script failing says nothing new). */
export function snippetFailed(cart: Cart, kind: SnippetErrorKind): Cart {
  if (cart.snippetError !== null) return cart;
  return { ...cart, snippetError: kind };
}

/** The cart when the shopper retries or a new snippet arrives. */
export function snippetCleared(cart: Cart): Cart {
  if (cart.snippetError === null) return cart;
  return { ...cart, snippetError: null };
}

/** A snippet that can render at all: some markup other than white space and comments. */
export function snippetRenderable(html: string): boolean {
  return html.replace(/<!--[\s\S]*?-->/g, "").trim().length > 0;
}
