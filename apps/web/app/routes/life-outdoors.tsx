// /life-outdoors/ (spec 01 §2; docs/content.md "Life outdoors"): the guides, newest first and
// paged, the categories in the blog_category_order, the latest blog posts and the bloggers.
import { Link } from "react-router";
import { CategoryLinks, PostCards } from "../features/life-outdoors/post-cards";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { assertPage, loadOr404, pageOf } from "../features/life-outdoors/editorial.server";
import { Pager } from "../features/life-outdoors/pager";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/life-outdoors";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

/** Blog posts shown under the guides. */
const LATEST_BLOG_POSTS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = contentServerApi(context);
  const page = pageOf(request);
  const target = { messageKey: "lifeOutdoors.notFound" as const, buttonTarget: "/" };
  const [reference, guides, blog] = await loadOr404(
    () => Promise.all([api.lifeOutdoors(config.language), api.posts({ language: config.language, kind: "guide", page }), api.posts({ language: config.language, kind: "blog" })]),
    target,
    "lifeOutdoors.loadFailed",
  );
  assertPage(page, guides.pageCount, "/life-outdoors/");
  return { reference, guides, latest: blog.posts.slice(0, LATEST_BLOG_POSTS), page };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const suffix = page.page > 1 ? ` (${t("paging.status", { page: page.page, count: page.guides.pageCount })})` : "";
  return editorialMeta({ root, title: `${t("lifeOutdoors.title")}${suffix}`, description: t("lifeOutdoors.lead"), image: page.guides.posts[0]?.heroImage, path: `${location.pathname}${page.page > 1 ? `?page=${page.page}` : ""}` });
}

export default function LifeOutdoors({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("life-outdoors", t("lifeOutdoors.title"));
  const { reference, guides, latest, page } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("lifeOutdoors.title"), href: "/life-outdoors/" }]} />
      <h1 className={styles.title}>{t("lifeOutdoors.title")}</h1>
      <p className={styles.lead}>{t("lifeOutdoors.lead")}</p>
      <CategoryLinks categories={reference.categories} />
      <h2 className={styles.sectionTitle}>{t("lifeOutdoors.guides")}</h2>
      <PostCards posts={guides.posts} headingLevel={3} label={t("lifeOutdoors.guides")} />
      <Pager path="/life-outdoors/" page={page} pageCount={guides.pageCount} />
      <h2 className={styles.sectionTitle}>{t("lifeOutdoors.latestBlog")}</h2>
      <PostCards posts={latest} headingLevel={3} label={t("lifeOutdoors.latestBlog")} />
      <p className={styles.actions}>
        <Link className="button button--primary" to="/life-outdoors/blog/">{t("lifeOutdoors.allBlog")}</Link>
        <Link className="button button--secondary" to="/life-outdoors/bloggers/">{t("lifeOutdoors.bloggers")}</Link>
      </p>
    </div>
  );
}
