// Page metadata (spec 01 §9): titles, meta descriptions and image sizes for social cards.

/** spec 01 §9: social sharing image size. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
/** spec 01 §9: card images are 320 px wide. */
export const CARD_IMAGE_WIDTH = 320;
/** spec 01 §9: meta descriptions are cut to 150 characters. */
export const META_DESCRIPTION_MAX = 150;

const TITLE_SEPARATOR = "|";
const ELLIPSIS = "…";

/**
 * spec 01 §9: titles are given with the '|' separator (e.g. "Takit | Polku" from the CMS) and
 * rebuilt as "title - brand": the part before '|' is the title. No title gives the brand alone;
 * a title that already is the brand is not repeated.
 */
export function pageTitle(title: string | null | undefined, brand: string): string {
  const own = collapseWhitespace((title ?? "").split(TITLE_SEPARATOR)[0] ?? "");
  const name = collapseWhitespace(brand);
  if (own === "" || own === name) return name;
  return name === "" ? own : `${own} - ${name}`;
}

/**
 * spec 01 §9: a meta description from any text or HTML: tags stripped, common entities
 * decoded, whitespace collapsed; when longer than `max` it is cut at a word boundary and an
 * ellipsis added, the result (ellipsis included) at most `max` characters.
 */
export function cutMetaDescription(text: string | null | undefined, max = META_DESCRIPTION_MAX): string {
  const plain = collapseWhitespace(decodeEntities(stripTags(text ?? "")));
  if (plain.length <= max) return plain;
  const room = Math.max(max - ELLIPSIS.length, 0);
  // A space right after the room means the cut falls exactly on a word boundary.
  const window = plain.slice(0, room + 1);
  const boundary = window.lastIndexOf(" ");
  const cut = boundary > 0 ? plain.slice(0, boundary) : plain.slice(0, room);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Block elements separate words ("<p>a</p><p>b</p>" reads "a b"); inline ones do not
// ("<b>Gore</b>-Tex" stays "Gore-Tex").
const BLOCK_TAG = /^<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b/i;

function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?[a-z][^>]*>/gi, (tag) => (BLOCK_TAG.test(tag) ? " " : ""));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
