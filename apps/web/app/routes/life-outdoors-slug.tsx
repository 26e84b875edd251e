// /life-outdoors/{slug}/ (spec 01 §2 /life-outdoors/{post}; docs/content.md "Life outdoors"):
// a category of the language (its guides and blog posts, paged; the menu's product tests and
// events) or else a guide. Unknown: 404.
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { assertPage, loadOr404, pageOf } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import { Pager } from "../features/life-outdoors/pager";
import { PostArticle } from "../features/life-outdoors/post-article";
import { CategoryLinks, PostCards } from "../features/life-outdoors/post-cards";
import { postMeta } from "../features/life-outdoors/post-meta";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/life-outdoors-slug";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = contentServerApi(context);
  const notFound = { messageKey: "lifeOutdoors.notFound" as const, buttonTarget: "/life-outdoors/" };
  const reference = await loadOr404(() => api.lifeOutdoors(config.language), notFound, "lifeOutdoors.loadFailed");
  const slug = params.slug.toLowerCase();
  const category = reference.categories.find((c) => c.slug === slug);
  if (category) {
    const page = pageOf(request);
    const posts = await loadOr404(() => api.posts({ language: config.language, category: category.slug, page }), notFound, "lifeOutdoors.loadFailed");
    assertPage(page, posts.pageCount, `/life-outdoors/${category.slug}/`);
    return { kind: "category" as const, category, categories: reference.categories, posts, page };
  }
  const post = await loadOr404(() => api.post({ language: config.language, kind: "guide", slug, taxAreaId: config.taxAreaId }), notFound, "lifeOutdoors.loadFailed");
  return { kind: "post" as const, post };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  if (page.kind === "post") return postMeta(root, page.post, location.pathname);
  const t = translatorOf(root);
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("lifeOutdoors.title"), href: "/life-outdoors/" },
    { label: page.category.name, href: `/life-outdoors/${page.category.slug}/` },
  ];
  return editorialMeta({
    root,
    title: `${page.category.name} | ${t("lifeOutdoors.title")}`,
    description: page.category.description || t("lifeOutdoors.lead"),
    image: page.posts.posts[0]?.heroImage,
    path: `${location.pathname}${page.page > 1 ? `?page=${page.page}` : ""}`,
    alternates: page.category.alternates,
    jsonLd: [breadcrumbJsonLd(crumbs, root.publicUrl)],
  });
}

export default function LifeOutdoorsSlug({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // A guide's event is its article's (PostArticle); a category is a life-outdoors page.
  if (loaderData.kind === "post") return <PostArticle post={loaderData.post} />;
  return <CategoryPage data={loaderData} t={t} />;
}

function CategoryPage({ data: loaderData, t }: { data: Exclude<Route.ComponentProps["loaderData"], { kind: "post" }>; t: ReturnType<typeof useT> }) {
  useDynamicPageEvent("life-outdoors", loaderData.category.name);
  const { category, categories, posts, page } = loaderData;
  const path = `/life-outdoors/${category.slug}/`;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("lifeOutdoors.title"), href: "/life-outdoors/" }, { label: category.name, href: path }]} />
      <h1 className={styles.title}>{category.name}</h1>
      {category.description ? <p className={styles.lead}>{category.description}</p> : null}
      <CategoryLinks categories={categories} current={category.slug} />
      <PostCards posts={posts.posts} label={category.name} />
      <Pager path={path} page={page} pageCount={posts.pageCount} />
    </div>
  );
}
