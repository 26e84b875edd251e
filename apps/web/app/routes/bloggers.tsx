// /life-outdoors/bloggers/ (spec 01 §2; docs/content.md "Life outdoors"): the bloggers with
// their portraits, titles and how many posts each has written.
import { Avatar } from "../features/life-outdoors/avatar";
import { Link } from "react-router";
import { editorialMeta } from "../features/life-outdoors/editorial-meta";
import { loadOr404 } from "../features/life-outdoors/editorial.server";
import styles from "../features/life-outdoors/editorial.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/bloggers";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const reference = await loadOr404(() => contentServerApi(context).lifeOutdoors(config.language), { messageKey: "lifeOutdoors.bloggerNotFound", buttonTarget: "/life-outdoors/" }, "lifeOutdoors.loadFailed");
  return { bloggers: reference.bloggers };
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root || !page) return [];
  const t = translatorOf(root);
  return editorialMeta({ root, title: `${t("lifeOutdoors.bloggers")} | ${t("lifeOutdoors.title")}`, description: t("lifeOutdoors.bloggersLead"), image: page.bloggers[0]?.image, path: location.pathname });
}

export default function Bloggers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("life-outdoors", t("lifeOutdoors.bloggers"));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("lifeOutdoors.title"), href: "/life-outdoors/" }, { label: t("lifeOutdoors.bloggers"), href: "/life-outdoors/bloggers/" }]} />
      <h1 className={styles.title}>{t("lifeOutdoors.bloggers")}</h1>
      <p className={styles.lead}>{t("lifeOutdoors.bloggersLead")}</p>
      <ul className={styles.cards}>
        {loaderData.bloggers.map((blogger) => (
          <li key={blogger.slug} className={`${styles.card} ${styles.author}`}>
            <Avatar name={blogger.name} large />
            <div className={styles.cardBody}>
              <h2>
                <Link to={`/life-outdoors/bloggers/${blogger.slug}/`}>{blogger.name}</Link>
              </h2>
              <p>{blogger.title}</p>
              <p className={styles.meta}>{t("lifeOutdoors.postCount", { count: blogger.postCount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
