// /life-outdoors/blog/ (spec 01 §2; docs/content.md "Life outdoors"): the blog posts, newest
// first and paged, with the categories and a link to the bloggers.
import { Link } from "react-router";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { assertPage, loadOr404, pageOf } from "../features/life-outdoors/editorial.server";
import { Pager } from "../features/life-outdoors/pager";
import { CategoryLinks, PostCards } from "../features/life-outdoors/post-cards";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/life-outdoors-blog";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = contentServerApi(context);
  const page = pageOf(request);
  const [reference, posts] = await loadOr404(
    () => Promise.all([api.lifeOutdoors(config.language), api.posts({ language: config.language, kind: "blog", page })]),
    { messageKey: "lifeOutdoors.notFound", buttonTarget: "/life-outdoors/" },
    "lifeOutdoors.loadFailed",
  );
  assertPage(page, posts.pageCount, "/life-outdoors/blog/");
  return { categories: reference.categories, posts, page };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  return editorialMeta({ root, title: `${t("lifeOutdoors.blog")} | ${t("lifeOutdoors.title")}`, description: t("lifeOutdoors.blogLead"), image: page.posts.posts[0]?.heroImage, path: `${location.pathname}${page.page > 1 ? `?page=${page.page}` : ""}` });
}

export default function LifeOutdoorsBlog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("life-outdoors", t("lifeOutdoors.blog"));
  const { categories, posts, page } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("lifeOutdoors.title"), href: "/life-outdoors/" }, { label: t("lifeOutdoors.blog"), href: "/life-outdoors/blog/" }]} />
      <h1 className={styles.title}>{t("lifeOutdoors.blog")}</h1>
      <p className={styles.lead}>{t("lifeOutdoors.blogLead")}</p>
      <CategoryLinks categories={categories} />
      <PostCards posts={posts.posts} label={t("lifeOutdoors.blog")} />
      <Pager path="/life-outdoors/blog/" page={page} pageCount={posts.pageCount} />
      <p className={styles.actions}>
        <Link className="button button--secondary" to="/life-outdoors/bloggers/">{t("lifeOutdoors.bloggers")}</Link>
      </p>
    </div>
  );
}
