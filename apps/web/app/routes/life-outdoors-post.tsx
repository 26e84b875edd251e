// /life-outdoors/blog/{slug}/ (spec 01 §2; docs/content.md "Life outdoors"): one blog post.
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import { PostArticle } from "../features/life-outdoors/post-article";
import { postMeta } from "../features/life-outdoors/post-meta";
import { contentServerApi } from "../lib/content-api.server";
import { rootDataOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/life-outdoors-post";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const post = await loadOr404(
    () => contentServerApi(context).post({ language: config.language, kind: "blog", slug: params.slug.toLowerCase(), taxAreaId: config.taxAreaId }),
    { messageKey: "lifeOutdoors.notFound", buttonTarget: "/life-outdoors/blog/" },
    "lifeOutdoors.loadFailed",
  );
  return { post };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  return postMeta(root, page.post, location.pathname);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />;
}
