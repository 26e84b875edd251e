// A post's metadata: its meta description or lead, the hero as social image, the post's address
// in each language as hreflang, schema.org Article (BlogPosting) and BreadcrumbList.
import type { PostResponse } from "@polku/domain";
import type { MetaDescriptor } from "react-router";
import { socialImageUrl, translatorOf } from "../../lib/meta";
import type { RootData } from "../../lib/root-data";
import { editorialMeta } from "./editorial-meta";
import { articleJsonLd, breadcrumbJsonLd } from "./json-ld";
import { postCrumbs } from "./post-article";

export function postMeta(root: RootData, post: PostResponse, path: string): MetaDescriptor[] {
  const t = translatorOf(root);
  const url = new URL(path, root.publicUrl).href;
  return editorialMeta({
    root,
    title: post.title,
    description: post.metaDescription || post.lead,
    image: post.heroImage,
    path,
    alternates: post.alternates,
    jsonLd: [
      articleJsonLd(post, { url, image: socialImageUrl(post.heroImage, root.publicUrl), shopName: root.shopName, publicUrl: root.publicUrl, language: root.language }),
      breadcrumbJsonLd(postCrumbs(post, t), root.publicUrl),
    ],
  });
}
