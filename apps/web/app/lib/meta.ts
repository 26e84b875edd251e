// Page metadata (spec 01 §9): 'title - Polku', description cut to 150 at a word boundary,
// social image 1200x630, canonical address from the public URL.
import { SOCIAL_IMAGE, cutMetaDescription, imageUrl, pageTitle } from "@polku/domain";
import type { MetaDescriptor } from "react-router";
import { createTranslator, type Translate } from "./i18n";
import type { RootData } from "./root-data";

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

export function rootDataOf(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

export function translatorOf(root: RootData): Translate {
  return createTranslator(root.language, root.messages);
}

export function socialImageUrl(image: string, publicUrl: string): string {
  return new URL(imageUrl(image, "social"), publicUrl).href;
}

export function pageMeta(input: { root: RootData; title: string | null | undefined; description?: string | null; image?: string | null; path: string }): MetaDescriptor[] {
  const { root } = input;
  const title = pageTitle(input.title, root.shopName);
  const description = cutMetaDescription(input.description ?? "");
  const url = new URL(input.path, root.publicUrl).href;
  const meta: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:site_name", content: root.shopName },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (description) meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  if (input.image) {
    meta.push(
      { property: "og:image", content: socialImageUrl(input.image, root.publicUrl) },
      { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
      { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    );
  }
  return meta;
}
