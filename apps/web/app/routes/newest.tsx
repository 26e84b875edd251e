// /newest/ (spec 01 §2): the newest products of the shop in the product grid, newest first, with
// the grid's sort, filters and paging. The list is the API's newest list (published, public
// models), so the page and the home page's newest strip agree.
import { type ProductListItem } from "@polku/domain";
import { useCallback } from "react";
import { loadFirstPage } from "../features/catalogue/listing.server";
import { ProductListing } from "../features/catalogue/product-listing";
import { useLocale } from "../features/locale/locale-provider";
import { browserApi } from "../lib/api";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import styles from "../features/search/search-page.module.css";
import type { Route } from "./+types/newest";

export const handle = { layout: "default" };

/** How many of the newest products the page lists (the newest call's maximum). */
export const NEWEST_PAGE_SIZE = 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = serverApi(context);
  const items = await api.newestProducts({ language: config.language, taxAreaId: config.taxAreaId, limit: NEWEST_PAGE_SIZE }).then(
    (answer) => answer.results,
    (error: unknown): ProductListItem[] => {
      console.error("Failed to fetch newest products", error);
      return [];
    },
  );
  const listing = await loadFirstPage({ request, context, api, config, list: { items }, defaultSort: "newest", recommendationContext: null, onListError: "empty" });
  return { listing };
}

export { listingShouldRevalidate as shouldRevalidate } from "../features/catalogue/listing-revalidate";

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("newest.title"), description: t("newest.intro"), image: page?.listing.cards[0]?.image ?? null, path: location.pathname });
}

export default function NewestPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const { listing } = loaderData;
  const taxAreaId = config.taxAreaId;
  const loadItems = useCallback(
    () => browserApi.newestProducts({ language, taxAreaId, limit: NEWEST_PAGE_SIZE }).then((answer) => answer.results),
    [language, taxAreaId],
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t("newest.title")}</h1>
      <p className={styles.count}>{t("newest.intro")}</p>
      <ProductListing
        payload={listing}
        label={t("newest.title")}
        loadItems={loadItems}
        cacheKey={`newest:${language}:${taxAreaId}`}
        groupRoot={null}
        filterableProperties={null}
      />
    </div>
  );
}
