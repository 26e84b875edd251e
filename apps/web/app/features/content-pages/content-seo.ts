// Metadata of the content pages (spec 01 §9; docs/content.md "SEO"): hreflang alternates and
// the meta description from the page text when the editor left it empty.
import type { LanguageCode } from "@polku/domain";
import type { MetaDescriptor } from "react-router";

/**
 * hreflang links of a page whose address is `/{slug}/` in each language. A language's address is
 * on its production host when there is one; on a shared host it is served in its language by the
 * address rule, unless another language has the very same slug (then the address cannot say
 * which language it is, and only the page's own language is named).
 */
export function pageAlternates(input: {
  alternates: Record<string, string>;
  language: LanguageCode;
  languageHosts: Record<string, LanguageCode>;
  publicUrl: string;
  kind?: string;
}): MetaDescriptor[] {
  const base = new URL(input.publicUrl);
  const hostOf = (language: string) => Object.entries(input.languageHosts).find(([, lang]) => lang === language)?.[0];
  const counts = new Map<string, number>();
  for (const slug of Object.values(input.alternates)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const links: MetaDescriptor[] = [];
  for (const [language, slug] of Object.entries(input.alternates)) {
    const host = hostOf(language);
    if (!host && language !== input.language && (counts.get(slug) ?? 0) > 1) continue;
    const href = new URL(`/${slug}/`, host ? `${base.protocol}//${host}` : base).href;
    links.push({ tagName: "link", rel: "alternate", hrefLang: language, href });
    if (language === "fi") links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href });
  }
  return links;
}

/** Plain text of sanitised HTML, for a description. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
