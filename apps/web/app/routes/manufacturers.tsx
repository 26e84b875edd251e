// /manufacturers/ (spec 01 §2): the brand index. Every brand, alphabetically by the page
// language's collation, grouped under its first letter, each linking to /{slug}/.
import { Link } from "react-router";
import { BrandsStrip } from "../features/content/brands-strip";
import { groupByInitial } from "../features/content/brand-index";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { localeForLanguage, EXPERIENCES_PATH } from "@polku/domain";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import styles from "../features/content/brand-index.module.css";
import type { Route } from "./+types/manufacturers";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  try {
    const { brands } = await serverApi(context).brands(config.language);
    return { groups: groupByInitial(brands, localeForLanguage(config.language)), count: brands.length };
  } catch (error) {
    console.error("Failed to fetch brands", error);
    return { groups: [], count: 0 };
  }
}

export function meta({ matches, location, data }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("brands.title"), description: t("brands.intro", { count: data?.count ?? 0 }), path: location.pathname });
}

export default function Manufacturers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("brands", t("brands.title"));
  const { groups, count } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("brands.title")}</h1>
      {count === 0 ? (
        <p role="status">{t("brands.empty")}</p>
      ) : (
        <>
          <p className={styles.lead}>{t("brands.intro", { count })}</p>
          <p>
            <Link to={EXPERIENCES_PATH}>{t("experiences.menuLink")}</Link>
          </p>
          <nav aria-label={t("brands.letters")}>
            <ul className={styles.letters}>
              {groups.map((group) => (
                <li key={group.letter}>
                  <a href={`#brands-${group.letter}`} className={styles.letter}>
                    {group.letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.letter} id={`brands-${group.letter}`} aria-labelledby={`brands-${group.letter}-heading`} className={styles.section}>
              <h2 id={`brands-${group.letter}-heading`} className={styles.heading}>
                {group.letter}
              </h2>
              <BrandsStrip brands={group.brands} label={group.letter} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
