// Metadata of the editorial pages (spec 01 §9; docs/content.md): title, description cut at a
// word boundary, social image, canonical with the trailing slash, hreflang alternates and
// schema.org data. A page whose address is the same in every language names only its own
// language (the address rule cannot tell them apart; content-seo.ts).
import { languageCodes } from "@polku/domain";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/meta";
import type { RootData } from "../../lib/root-data";
import { pageAlternates } from "../content-pages/content-seo";

export function sameInEveryLanguage(path: string): Record<string, string> {
  const slug = path.replace(/^\/+|\/+$/g, "");
  return Object.fromEntries(languageCodes.map((language) => [language, slug]));
}

export function editorialMeta(input: {
  root: RootData;
  title: string;
  description: string;
  image?: string | null;
  path: string;
  alternates?: Record<string, string>;
  jsonLd?: Record<string, unknown>[];
}): MetaDescriptor[] {
  const { root } = input;
  return [
    ...pageMeta({ root, title: input.title, description: input.description, image: input.image ?? null, path: input.path }),
    ...pageAlternates({ alternates: input.alternates ?? sameInEveryLanguage(input.path), language: root.language, languageHosts: root.languageHosts, publicUrl: root.publicUrl }),
    ...(input.jsonLd ?? []).map((json) => ({ "script:ld+json": json })),
  ];
}
