// The product page's labels (spec 02 §2 Product page, §3 product page model): the model's ribbons
// (Uutuus, Suosikki, …) by the header, its tags by the properties, and the brand logo, with the
// links the spec lists: a campaign tag to /campaigns/{slug}/, the logo to /{brandSlug}/.

/** A ribbon or tag as the page shows it: colours checked, the link if it has one. */
export interface PageLabel {
  slug: string;
  name: string;
  background: string;
  text: string;
  href: string | null;
}

/** Colours the shop sets when a label's own are missing or not a #hex colour. */
export const LABEL_DEFAULT_COLOURS = { background: "#1f3d2b", text: "#ffffff" } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A #rgb or #rrggbb colour as given, else the fallback (nothing else reaches a style attribute). */
export function labelColour(value: string | null | undefined, fallback: string): string {
  const colour = (value ?? "").trim();
  return HEX.test(colour) ? colour : fallback;
}

/** spec 02 §3: a ribbon's value is 'background;text colour'. */
export function ribbonColours(value: string): { background: string; text: string } {
  const [background, text] = value.split(";");
  return { background: labelColour(background, LABEL_DEFAULT_COLOURS.background), text: labelColour(text, LABEL_DEFAULT_COLOURS.text) };
}

/** spec 02 §2: a campaign tag links to /campaigns/{slug}/; other tags are not links. */
export function tagHref(campaignSlug: string | null | undefined): string | null {
  const slug = (campaignSlug ?? "").trim();
  return slug ? `/campaigns/${encodeURIComponent(slug)}/` : null;
}

/** spec 02 §2: the brand's page, /{brandSlug}/. */
export function brandHref(brandSlug: string): string {
  return `/${encodeURIComponent(brandSlug)}/`;
}

interface LabelledModel {
  ribbons: readonly { slug: string; name: string; value: string }[];
  tags: readonly { slug: string; name: string; bgColor: string; textColor: string; campaignSlug: string | null }[];
}

/** The ribbons and tags of a product page, without nameless ones or repeats of a slug. */
export function productPageLabels(model: LabelledModel): { ribbons: PageLabel[]; tags: PageLabel[] } {
  const unique = <T extends { slug: string; name: string }>(list: readonly T[]) => {
    const seen = new Set<string>();
    return list.filter((item) => item.name.trim() !== "" && !seen.has(item.slug) && seen.add(item.slug));
  };
  return {
    ribbons: unique(model.ribbons).map((ribbon) => ({ slug: ribbon.slug, name: ribbon.name, ...ribbonColours(ribbon.value), href: null })),
    tags: unique(model.tags).map((tag) => ({
      slug: tag.slug,
      name: tag.name,
      background: labelColour(tag.bgColor, LABEL_DEFAULT_COLOURS.background),
      text: labelColour(tag.textColor, LABEL_DEFAULT_COLOURS.text),
      href: tagHref(tag.campaignSlug),
    })),
  };
}
