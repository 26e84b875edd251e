// A guide or a blog post (docs/content.md "Life outdoors"): breadcrumbs, category, title, author
// and date, the hero landscape, the sanitised body, the recommended products as the catalogue's
// cards, and the author's box with a link to their other posts.
import { Avatar } from "./avatar";
import { imageUrl, type PostResponse } from "@polku/domain";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { Breadcrumbs } from "../catalogue/breadcrumbs";
import catalogue from "../catalogue/catalogue.module.css";
import { toCard } from "../catalogue/listing-model";
import { ProductCard } from "../catalogue/product-card";
import { StaticHtml } from "../content-pages/static-html";
import { formatDay } from "./editorial-format";
import styles from "./editorial.module.css";
import { useDynamicPageEvent } from "../../lib/analytics";

export function postCrumbs(post: PostResponse, t: ReturnType<typeof useI18n>["t"]) {
  return [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("lifeOutdoors.title"), href: "/life-outdoors/" },
    post.kind === "blog" ? { label: t("lifeOutdoors.blog"), href: "/life-outdoors/blog/" } : { label: post.category.name, href: `/life-outdoors/${post.category.slug}/` },
    { label: post.title, href: post.path },
  ];
}

export function PostArticle({ post }: { post: PostResponse }) {
  const { t, language } = useI18n();
  useDynamicPageEvent("post", post.title, post.products);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={postCrumbs(post, t)} />
      <article className={styles.article} aria-labelledby="post-title">
        <p className={styles.kicker}>
          <Link to={`/life-outdoors/${post.category.slug}/`}>{post.category.name}</Link>
        </p>
        <h1 id="post-title" className={styles.title}>{post.title}</h1>
        <p className={styles.byline}>
          <Avatar name={post.blogger.name} />
          <span>
            <Link to={`/life-outdoors/bloggers/${post.blogger.slug}/`}>{t("lifeOutdoors.byline", { name: post.blogger.name })}</Link>
            <br />
            <span className={styles.meta}>{t("lifeOutdoors.published", { date: formatDay(post.publishedAt, language) })}</span>
          </span>
        </p>
        <img className={styles.hero} src={imageUrl(post.heroImage, "postHero")} alt="" width={1200} height={525} />
        <StaticHtml html={post.content} />
      </article>
      {post.products.length > 0 ? (
        <section className={styles.products} aria-labelledby="post-products">
          <h2 id="post-products" className={styles.sectionTitle}>{t("lifeOutdoors.relatedProducts")}</h2>
          <ul className={catalogue.grid}>
            {post.products.map((item) => (
              <li key={item.id}>
                <ProductCard product={toCard(item)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <aside className={styles.author} aria-labelledby="post-author">
        <Avatar name={post.blogger.name} large />
        <div>
          <h2 id="post-author" className={styles.sectionTitle}>{t("lifeOutdoors.aboutAuthor")}</h2>
          <p>
            <strong>{post.blogger.name}</strong>, {post.blogger.title}
          </p>
          <p>
            <Link to={`/life-outdoors/bloggers/${post.blogger.slug}/`}>{t("lifeOutdoors.morePosts")}</Link>
          </p>
        </div>
      </aside>
    </div>
  );
}
