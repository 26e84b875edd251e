// /life-outdoors/bloggers/{blogger}/ (spec 01 §2; docs/content.md "Life outdoors"): a blogger's
// portrait, title and bio, and their guides and posts, newest first and paged. Unknown: 404.
import { Avatar } from "../features/life-outdoors/avatar";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { assertPage, loadOr404, notFoundError, pageOf } from "../features/life-outdoors/editorial.server";
import { breadcrumbJsonLd } from "../features/life-outdoors/json-ld";
import { Pager } from "../features/life-outdoors/pager";
import { PostCards } from "../features/life-outdoors/post-cards";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import type { Translate } from "../lib/i18n";
import { useT } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/blogger";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = contentServerApi(context);
  const page = pageOf(request);
  const notFound = { messageKey: "lifeOutdoors.bloggerNotFound" as const, buttonTarget: "/life-outdoors/bloggers/" };
  const reference = await loadOr404(() => api.lifeOutdoors(config.language), notFound, "lifeOutdoors.loadFailed");
  const blogger = reference.bloggers.find((b) => b.slug === params.blogger.toLowerCase());
  if (!blogger) throw notFoundError(notFound);
  const posts = await loadOr404(() => api.posts({ language: config.language, blogger: blogger.slug, page }), notFound, "lifeOutdoors.loadFailed");
  assertPage(page, posts.pageCount, `/life-outdoors/bloggers/${blogger.slug}/`);
  return { blogger, posts, page };
}

function crumbs(t: Translate, blogger: { name: string; slug: string }) {
  return [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("lifeOutdoors.title"), href: "/life-outdoors/" },
    { label: t("lifeOutdoors.bloggers"), href: "/life-outdoors/bloggers/" },
    { label: blogger.name, href: `/life-outdoors/bloggers/${blogger.slug}/` },
  ];
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  const { blogger } = page;
  return editorialMeta({
    root,
    title: `${blogger.name} | ${t("lifeOutdoors.bloggers")}`,
    description: `${blogger.name}, ${blogger.title}. ${blogger.bio}`,
    image: blogger.image,
    path: `${location.pathname}${page.page > 1 ? `?page=${page.page}` : ""}`,
    jsonLd: [breadcrumbJsonLd(crumbs(t, blogger), root.publicUrl)],
  });
}

export default function BloggerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { blogger, posts, page } = loaderData;
  useDynamicPageEvent("blogger", blogger.name);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs(t, blogger)} />
      <section className={styles.author} aria-labelledby="blogger-name">
        <Avatar name={blogger.name} large />
        <div>
          <h1 id="blogger-name" className={styles.title}>{blogger.name}</h1>
          <p className={styles.meta}>{blogger.title}</p>
          <p>{blogger.bio}</p>
        </div>
      </section>
      <h2 className={styles.sectionTitle}>{t("lifeOutdoors.postsBy", { name: blogger.name })}</h2>
      <PostCards posts={posts.posts} headingLevel={3} label={t("lifeOutdoors.postsBy", { name: blogger.name })} />
      <Pager path={`/life-outdoors/bloggers/${blogger.slug}/`} page={page} pageCount={posts.pageCount} />
    </div>
  );
}
