// Sanitised page HTML (spec 01 §2 "Static content page", §5; docs/content.md): the API has
// sanitised it on write and on render. A click on a link starting with "/" (or an absolute link
// to the shop's own host) navigates inside the app; the address's hash scrolls to its element,
// retried every 50 ms up to 100 times while the content renders; an iframe with id "etifr" loads
// the scheduling provider's resize script.
import { classifyContentLink, HASH_SCROLL_MAX_TRIES, HASH_SCROLL_RETRY_MS } from "@polku/domain";
import { useEffect, useRef, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRootData } from "../../lib/root-data";
import styles from "./content-pages.module.css";

/** The resize script of the embedded scheduling iframe (spec 01 §2 etifr). */
export const ETIFR_RESIZE_SCRIPT = "https://scheduling.polku.example/embed/resize.js";

export function StaticHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { publicUrl, languageHosts } = useRootData();

  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) {
        target.scrollIntoView();
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      }
      if (target || tries >= HASH_SCROLL_MAX_TRIES) window.clearInterval(timer);
    }, HASH_SCROLL_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hash, html]);

  useEffect(() => {
    if (!ref.current?.querySelector("iframe#etifr") || document.querySelector(`script[src="${ETIFR_RESIZE_SCRIPT}"]`)) return;
    const script = document.createElement("script");
    script.src = ETIFR_RESIZE_SCRIPT;
    script.async = true;
    document.body.appendChild(script);
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || anchor.target === "_blank") return;
    const ownHosts = [window.location.host, new URL(publicUrl).host, ...Object.keys(languageHosts)].map((h) => h.toLowerCase());
    const link = classifyContentLink(href, ownHosts);
    if (link.kind !== "internal") return;
    event.preventDefault();
    navigate(link.to);
  };

  // The click only routes the links inside; Enter on a link is a click too, so keys need nothing more.
  return <div ref={ref} className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
