// spec 01 §7 kco_iframe: the embedded checkout's HTML snippet is inserted into a page container
// and its scripts are run again (scripts set through innerHTML never run, so each is replaced by
// a fresh script element with the same attributes and text).
import { useEffect, useRef } from "react";

export function KcoSnippet({ html, label }: { html: string; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    element.innerHTML = html;
    for (const old of Array.from(element.querySelectorAll("script"))) {
      const fresh = document.createElement("script");
      for (const attribute of Array.from(old.attributes)) fresh.setAttribute(attribute.name, attribute.value);
      fresh.text = old.text;
      old.replaceWith(fresh);
    }
    return () => {
      element.innerHTML = "";
    };
  }, [html]);

  return <div ref={container} id="kco-container" role="region" aria-label={label} data-testid="kco-container" />;
}
