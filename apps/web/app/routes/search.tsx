// /search/?q= (spec 01 §2, issue 3): the shop's full-text search (docs/search.md) shown in the
// product grid with the same sort, filters and paging as a group page. The server renders the
// first page (so a shared address and a browser without JavaScript get results); the browser
// then filters and sorts the whole result list (at most SEARCH_RESULT_LIMIT items).
import { searchPageEvent, SEARCH_QUERY_MAX_LENGTH, type ProductListItem } from "@polku/domain";
import { useCallback } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { GroupCardGrid } from "../features/catalogue/group-card";
import { loadFirstPage } from "../features/catalogue/listing.server";
import { ProductGrid } from "../features/catalogue/product-card";
import { listingShouldRevalidate } from "../features/catalogue/listing-revalidate";
import { ProductListing } from "../features/catalogue/product-listing";
import { useLocale } from "../features/locale/locale-provider";
import { topLevelGroups } from "../features/menu/menu-levels";
import { browserApi } from "../lib/api";
import { usePageEvent } from "../lib/analytics";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { useProductGroups } from "../lib/resource-stores";
import { requireLocale, serverApi } from "../lib/request-locale.server";
import styles from "../features/search/search-page.module.css";
import type { Route } from "./+types/search";

export const handle = { layout: "default" };

/** Newest products offered when a search finds nothing. */
const NEWEST_WHEN_EMPTY = 8;

/** The words searched for: trimmed, at most the API's limit (a longer paste is cut, not refused). */
export function searchWords(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = await requireLocale(request, context);
  const api = serverApi(context);
  const q = searchWords(new URL(request.url));
  if (!q) return { status: "prompt" as const, q, listing: null, total: 0, firstIds: [], newest: [] };

  let results: ProductListItem[];
  let total: number;
  try {
    const answer = await api.search({ q, language: config.language, taxAreaId: config.taxAreaId });
    results = answer.results;
    total = answer.total;
  } catch (error) {
    console.error("Search failed", error);
    // The page still renders (header, message); 503 tells caches and crawlers it was not an answer.
    throw data({ status: "failed" as const, q }, { status: 503 });
  }
  const listing = await loadFirstPage({
    request,
    context,
    api,
    config,
    list: { items: results },
    // Relevance: the server's ranked order is the 'Recommended' order of a search.
    defaultSort: "default",
    recommendationContext: null,
    onListError: "empty",
  });
  // Nothing found: the page offers the groups and the newest products instead of a dead end.
  const newest =
    total === 0
      ? await api.newestProducts({ language: config.language, taxAreaId: config.taxAreaId, limit: NEWEST_WHEN_EMPTY }).then(
          (answer) => answer.results,
          () => [],
        )
      : [];
  return { status: "done" as const, q, listing, total, firstIds: results.slice(0, 5).map((item) => item.id), newest };
}

/** The loader runs again for new words; sorting and filtering the same words stay in the browser. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (searchWords(args.currentUrl) !== searchWords(args.nextUrl)) return true;
  return listingShouldRevalidate(args);
}

export function meta({ matches, location, data: page }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  const q = page?.q ?? "";
  const meta = pageMeta({ root, title: q ? t("search.titleWithQuery", { query: q }) : t("search.title"), path: location.pathname });
  // Result pages are endless variations of one page: keep them out of search engines' indexes.
  return [...meta, { name: "robots", content: "noindex, follow" }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const { q, listing, total } = loaderData;
  const groups = topLevelGroups(useProductGroups());
  const taxAreaId = config.taxAreaId;
  const loadItems = useCallback(() => browserApi.search({ q, language, taxAreaId }).then((answer) => answer.results), [q, language, taxAreaId]);
  const event =
    loaderData.status === "done" && listing
      ? searchPageEvent({ query: q, products: listing.cards, resultCount: total, language })
      : null;
  usePageEvent(event, `search:${q}`);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{q ? t("search.heading", { query: q }) : t("search.title")}</h1>
      {loaderData.status === "prompt" || !listing ? (
        <p className={styles.message}>{t("search.prompt")}</p>
      ) : listing.total === 0 ? (
        <>
          <div className={styles.empty} role="status">
            <p className={styles.message}>{t("search.empty", { query: q })}</p>
            <p>{t("search.emptyHint")}</p>
          </div>
          {groups.length > 0 ? (
            <section className={styles.section} aria-labelledby="search-groups">
              <h2 id="search-groups" className={styles.sectionTitle}>
                {t("search.emptyGroups")}
              </h2>
              <GroupCardGrid groups={groups} label={t("search.emptyGroups")} />
            </section>
          ) : null}
          {loaderData.newest.length > 0 ? (
            <section className={styles.section} aria-labelledby="search-newest">
              <h2 id="search-newest" className={styles.sectionTitle}>
                {t("search.emptyNewest")}
              </h2>
              <ProductGrid products={loaderData.newest} label={t("search.emptyNewest")} />
            </section>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.count}>{t("search.count", { count: total })}</p>
          <ProductListing
            payload={listing}
            label={t("search.heading", { query: q })}
            loadItems={loadItems}
            cacheKey={`search:${language}:${taxAreaId}:${q}`}
            groupRoot={null}
            filterableProperties={null}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t("search.title")}</h1>
      <p className={styles.message} role="alert">
        {t("search.failed")}
      </p>
    </div>
  );
}
