// /pikanouto/ (spec 01 §2; docs/content.md): express pickup in words — the rules the checkout
// applies (spec 02 §9, domain checkout/delivery.ts) — and the stores that offer it.
import { Link } from "react-router";
import { OpenNow } from "../features/content-pages/stores";
import styles from "../features/content-pages/content-pages.module.css";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { contentServerApi } from "../lib/content-api.server";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/pikanouto";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const now = new Date().toISOString();
  try {
    const { stores } = await contentServerApi(context).stores(config.language);
    return { stores: stores.filter((store) => store.pikanouto), now, failed: false };
  } catch (error) {
    console.error("Failed to fetch the stores", error);
    return { stores: [], now, failed: true };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("pikanouto.title"), description: t("pikanouto.lead"), path: location.pathname });
}

export default function Pikanouto({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("express-pickup", t("pikanouto.title"));
  const now = new Date(loaderData.now);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("pikanouto.title"), href: "/pikanouto/" }]} />
      <h1 className={styles.title}>{t("pikanouto.title")}</h1>
      <p className={styles.lead}>{t("pikanouto.lead")}</p>
      <section className={styles.section} aria-labelledby="pickup-rules">
        <h2 id="pickup-rules">{t("pikanouto.rulesTitle")}</h2>
        <ol className={styles.section}>
          <li>{t("pikanouto.rule1")}</li>
          <li>{t("pikanouto.rule2")}</li>
          <li>{t("pikanouto.rule3")}</li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="pickup-stores">
        <h2 id="pickup-stores">{t("pikanouto.storesTitle")}</h2>
        {loaderData.failed ? <p className={styles.notice} role="alert">{t("stores.loadFailed")}</p> : null}
        <ul className={styles.storeList}>
          {loaderData.stores.map((store) => (
            <li key={store.slug} className={styles.storeCard}>
              <h3>
                <Link to={`/stores/${store.slug}/`}>{store.name}</Link>
              </h3>
              <p>{store.streetAddress}, {store.postalCode} {store.city}</p>
              <OpenNow store={store} now={now} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
