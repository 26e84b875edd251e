// Cards of guides and blog posts (docs/content.md "Life outdoors"): the hero landscape, the
// category, title, lead, author and date; the heading's link covers the whole card.
import { imageUrl, type PostSummary } from "@polku/domain";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { formatDay } from "./editorial-format";
import styles from "./editorial.module.css";

export function PostCards({ posts, headingLevel = 2, label }: { posts: PostSummary[]; headingLevel?: 2 | 3; label?: string }) {
  const { t, language } = useI18n();
  const Heading = `h${headingLevel}` as const;
  if (posts.length === 0) return <p className={styles.meta}>{t("lifeOutdoors.empty")}</p>;
  return (
    <ul className={styles.cards} aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.path} className={styles.card}>
          <img className={styles.cardImage} src={imageUrl(post.heroImage, "editorialCard")} alt="" width={640} height={427} loading={index < 3 ? "eager" : "lazy"} />
          <div className={styles.cardBody}>
            <p className={styles.kicker}>{post.category.name}</p>
            <Heading>
              <Link to={post.path} prefetch="intent">{post.title}</Link>
            </Heading>
            <p>{post.lead}</p>
            <p className={styles.meta}>
              {post.blogger.name} · <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, language)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The categories as links, ordered by blog_category_order (the API's order). */
export function CategoryLinks({ categories, current }: { categories: { slug: string; name: string }[]; current?: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("lifeOutdoors.categories")}>
      <ul className={styles.chips}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link className={styles.chip} to={`/life-outdoors/${category.slug}/`} aria-current={category.slug === current ? "page" : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
