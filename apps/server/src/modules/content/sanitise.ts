// Page HTML sanitising (spec 01 §5; docs/content.md "Sanitising"), on write (seed, editors) and
// again on render. sanitize-html (htmlparser2 underneath) keeps a fixed list of tags and
// attributes; an iframe stays only when its source is the video provider's embed address; a link
// opening a new window gets rel="noopener noreferrer".
import sanitizeHtml from "sanitize-html";

/** The video provider's embed address (spec 01 §5): iframes from anywhere else are removed. */
export const VIDEO_EMBED_PREFIX = "https://www.youtube-nocookie.com/embed/";
/** The scheduling iframe (spec 01 §2 etifr) is the one other frame a page may carry. */
export const SCHEDULING_EMBED_PREFIX = "https://scheduling.polku.example/";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "blockquote", "ul", "ol", "li", "dl", "dt", "dd",
    "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td", "caption", "section", "div", "span", "iframe", "address",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "id", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "id", "title", "width", "height", "allowfullscreen", "autoplay", "allow"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["id", "class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [new URL(VIDEO_EMBED_PREFIX).hostname, new URL(SCHEDULING_EMBED_PREFIX).hostname],
  exclusiveFilter: (frame) => frame.tag === "iframe" && !allowedFrame(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank") return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      const { target: _target, ...rest } = attribs;
      return { tagName, attribs: attribs.target ? { ...rest, target: attribs.target } : rest };
    },
  },
};

function allowedFrame(src: string): boolean {
  return src.startsWith(VIDEO_EMBED_PREFIX) || src.startsWith(SCHEDULING_EMBED_PREFIX);
}

export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
