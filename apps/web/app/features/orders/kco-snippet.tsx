// spec 01 §7 kco_iframe: the embedded checkout's HTML snippet is inserted into a page container
// and its scripts are run again (scripts set through innerHTML never run, so each is replaced by
// a fresh script element with the same attributes and text). The page's CSP runs inline scripts
// only with its nonce, so each fresh script carries the nonce the page was rendered with.
import { useEffect, useRef } from "react";
import { useNonce } from "../../lib/nonce";

export function KcoSnippet({ html, label }: { html: string; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { script: nonce } = useNonce();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    element.innerHTML = html;
    for (const old of Array.from(element.querySelectorAll("script"))) {
      const fresh = document.createElement("script");
      for (const attribute of Array.from(old.attributes)) fresh.setAttribute(attribute.name, attribute.value);
      fresh.text = old.text;
      if (nonce) fresh.nonce = nonce;
      old.replaceWith(fresh);
    }
    return () => {
      element.innerHTML = "";
    };
  }, [html, nonce]);

  return <div ref={container} id="kco-container" role="region" aria-label={label} data-testid="kco-container" />;
}
