// spec 01 §7 kco_iframe: the embedded checkout's HTML snippet is inserted into a page container
// and its scripts are run again (scripts set through innerHTML never run, so each is replaced by
// a fresh script element with the same attributes and text). The page's CSP runs inline scripts
// only with its nonce, so each fresh script carries the nonce the page was rendered with.
// spec 01 §3 snippetError: a script of the snippet that fails to load, or a snippet that cannot
// render, is reported through `onError` (the payment page keeps it in the cart and offers a retry).
import { snippetRenderable, type SnippetErrorKind } from "@polku/domain";
import { useEffect, useRef } from "react";
import { useNonce } from "../../lib/nonce";

export function KcoSnippet({ html, label, onError }: { html: string; label: string; onError?: (kind: SnippetErrorKind) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const { script: nonce } = useNonce();
  const report = useRef(onError);
  report.current = onError;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    const fail = (kind: SnippetErrorKind) => {
      if (current) report.current?.(kind);
    };
    if (!snippetRenderable(html)) {
      fail("render");
      return;
    }
    try {
      element.innerHTML = html;
      for (const old of Array.from(element.querySelectorAll("script"))) {
        const fresh = document.createElement("script");
        for (const attribute of Array.from(old.attributes)) fresh.setAttribute(attribute.name, attribute.value);
        fresh.text = old.text;
        if (nonce) fresh.nonce = nonce;
        if (fresh.hasAttribute("src")) fresh.addEventListener("error", () => fail("load"));
        old.replaceWith(fresh);
      }
    } catch (error) {
      console.error("The embedded checkout did not render", error);
      fail("render");
    }
    return () => {
      current = false;
      element.innerHTML = "";
    };
  }, [html, nonce]);

  return <div ref={container} id="kco-container" role="region" aria-label={label} data-testid="kco-container" />;
}
