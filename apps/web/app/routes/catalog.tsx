// /catalog/ (spec 01 §2 "catalogue"; docs/content.md "Information pages"): every active product
// group of the page language as a tree of links, the main groups in menu order with their
// subgroups and theirs, plus the brand index. Server-rendered from /api/product-groups/.
import type { ProductGroupNode } from "@polku/domain";
import { data, Link } from "react-router";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import styles from "../features/catalog-index/catalog-index.module.css";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/catalog";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  try {
    const { productGroups } = await serverApi(context).productGroups(config.language);
    return { groups: productGroups, failed: false };
  } catch (error) {
    console.error("Failed to fetch the product groups for the catalogue", error);
    return data({ groups: [] as ProductGroupNode[], failed: true }, { status: 503 });
  }
}

const countGroups = (groups: ProductGroupNode[]): number => groups.reduce((n, g) => n + 1 + countGroups(g.children), 0);

export function meta({ matches, location, data: loaded }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("catalog.title"), description: t("catalog.lead", { count: countGroups(loaded?.groups ?? []) }), path: location.pathname });
}

function GroupList({ groups }: { groups: ProductGroupNode[] }) {
  if (groups.length === 0) return null;
  return (
    <ul className={styles.list}>
      {groups.map((group) => (
        <li key={group.id}>
          <Link to={`/${group.path}/`}>{group.name}</Link>
          <GroupList groups={group.children} />
        </li>
      ))}
    </ul>
  );
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("catalog", t("catalog.title"));
  const { groups, failed } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("catalog.title"), href: "/catalog/" }]} />
      <h1>{t("catalog.title")}</h1>
      {failed ? (
        <p role="alert">{t("catalog.loadFailed")}</p>
      ) : (
        <>
          <p className={styles.lead}>{t("catalog.lead", { count: countGroups(groups) })}</p>
          <div className={styles.grid}>
            {groups.map((group) => (
              <section key={group.id} className={styles.group} aria-labelledby={`catalog-${group.id}`}>
                <h2 id={`catalog-${group.id}`}>
                  <Link to={`/${group.path}/`}>{group.name}</Link>
                </h2>
                <GroupList groups={group.children} />
              </section>
            ))}
          </div>
        </>
      )}
      <p className={styles.more}>
        <Link to="/manufacturers/">{t("catalog.brands")}</Link> · <Link to="/newest/">{t("catalog.newest")}</Link>
      </p>
    </div>
  );
}
