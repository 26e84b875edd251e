/**
 * ProductListing: the product grid of the group, brand, search and newest pages (spec 02 §2-5).
 *
 * Props
 * - `payload` (ListingPayload, from `loadFirstPage` in listing.server.ts): the first page of
 *   cards for the address's filters and sort, the counts, the default sort, the grid size from
 *   the cookie, how to load the whole list and the reference data (colours, stores, properties).
 * - `label`: accessible name of the grid (the group's or brand's name, "Search results", ...).
 * - `loadItems` (optional): loads every item of the listing in the browser. Defaults to the
 *   productmodellist call with `payload.listQuery`; pages with their own source (search) pass one.
 * - `cacheKey` (optional): names the loaded list in the browser's memory; defaults to the list
 *   query. Two pages with the same key share one download.
 * - `groupRoot`: the group whose subtree the filters modal offers as group options (null: all).
 * - `filterableProperties`: property slugs the filters modal may show (null: all).
 * - `outlet`: every card carries the 'Outlet' ribbon (paths containing /outlet/, spec 02 §2).
 *
 * What runs where: the server renders the first page (works without JavaScript: the toolbar's
 * forms, the 'Show more' link with `?shown=`, the size buttons with `?grid=`). After hydration
 * the whole list is fetched once; filtering, sorting and paging then run here with the same
 * domain functions, the address follows with `replace`, and the route loader is not run again
 * when the route exports `shouldRevalidate = listingShouldRevalidate` (listing-revalidate.ts).
 *
 * Server side: `loadFirstPage({ request, context, api, config, list, defaultSort,
 * recommendationContext, onListError })` in the route's loader gives the payload; `list` is
 * `{ query }` (a group's or brand's productmodellist query) or `{ items }` (the route's own list).
 */
import {
  activeFilters,
  GRID_SIZE_COOKIE,
  GRID_SIZE_COOKIE_MAX_AGE_SECONDS,
  indexListing,
  listingItems,
  listingQuery,
  NO_FILTERS,
  withMyStoreFilter,
  nextShownCount,
  propertyKinds,
  readListingState,
  showsBackToTop,
  type FilterState,
  type GridSize,
  type ProductGroupNode,
  type ProductListItem,
  type SortValue,
} from "@polku/domain";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { browserApi, createApiClient } from "../../lib/api";
import { setBrowserCookie } from "../../lib/cookies";
import { useHydrated } from "../../lib/hydrated";
import { useI18n } from "../../lib/i18n";
import { DESKTOP_FILTERS_QUERY, useMediaQuery } from "../../lib/media-query";
import { useProductGroupTree } from "../../lib/resource-stores";
import { ActiveFilterChips } from "./active-filter-chips";
import { FiltersModal } from "../filters/filters-modal";
import { useFullList, type FullList } from "./full-list-store";
import { GridToolbar } from "./grid-toolbar";
import { MyStoreFilter } from "./my-store-filter";
import type { ListingPayload } from "./listing-model";
import { ProductCard } from "./product-card";
import { usePaging } from "./use-paging";
import catalogue from "./catalogue.module.css";
import styles from "./listing.module.css";

export interface ProductListingProps {
  payload: ListingPayload;
  label: string;
  loadItems?: () => Promise<ProductListItem[]>;
  cacheKey?: string;
  groupRoot: ProductGroupNode | null;
  filterableProperties: readonly string[] | null;
  outlet?: boolean;
  /** The "my store" filter above the grid (issue 12: group and brand pages). */
  myStoreFilter?: boolean;
}


/** Back to top appears once the shopper has scrolled this far (it would only cover cards before). */
const BACK_TO_TOP_AFTER_PX = 800;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

/** The sticky header's height as `--header-height`, so the toolbar and filter column stick below it. */
function useHeaderHeightVariable(): void {
  useEffect(() => {
    const header = document.querySelector("header");
    if (!header) return;
    const set = () => document.documentElement.style.setProperty("--header-height", `${Math.round(header.getBoundingClientRect().height)}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}

/** The query without the parameters that do not change what matches (paging, grid size). */
function queryKeyOf(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete("shown");
  rest.delete("grid");
  return rest.toString();
}

export function ProductListing({ payload, label, loadItems, cacheKey, groupRoot, filterableProperties, outlet = false, myStoreFilter = false }: ProductListingProps) {
  const { t, language } = useI18n();
  // The whole tree for the group filter; the root data has only the menu's first levels.
  const productGroups = useProductGroupTree();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [gridSize, setGridSize] = useState<GridSize>(payload.gridSize);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  // issue 12: the filters stay in sight beside the grid on desktop.
  const desktop = useMediaQuery(DESKTOP_FILTERS_QUERY);
  useHeaderHeightVariable();

  const key = cacheKey ?? JSON.stringify([payload.listQuery, payload.recommendation]);
  const load = useCallback(async (): Promise<FullList> => {
    const reco = payload.recommendation;
    const recoApi = reco ? (reco.host ? createApiClient((path, init) => fetch(`${reco.host}${path}`, init)) : browserApi) : null;
    const [items, recommendedIds] = await Promise.all([
      loadItems ? loadItems() : payload.listQuery ? browserApi.productModelList(payload.listQuery) : Promise.resolve([]),
      // spec 02 §8: a failing recommendation service means the list order, silently.
      reco && recoApi ? recoApi.recommendedOrder(reco.query).catch(() => null) : Promise.resolve(null),
    ]);
    return { items, recommendedIds };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the list the loader reads
  }, [key]);
  const full = useFullList(key, location.pathname, load);

  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  const kinds = useMemo(() => (full.list ? propertyKinds(full.list.items) : {}), [full.list]);
  const state = useMemo(() => readListingState(query, kinds, payload.defaultSort), [query, kinds, payload.defaultSort]);
  // Indexed once per list with the filters modal's rules, so the grid and the counts agree.
  const index = useMemo(
    () => (full.list && productGroups ? indexListing(full.list.items, { groupRoot, productGroups, filterableProperties, reference: payload.reference }) : null),
    [full.list, groupRoot, productGroups, filterableProperties, payload.reference],
  );
  const view = useMemo(
    () => (index && full.list ? listingItems(index, state, { language, recommendedIds: full.list.recommendedIds }) : null),
    [index, full.list, state, language],
  );

  const chips = useMemo(() => (index ? activeFilters(index, state.filters) : []), [index, state.filters]);
  const matching = view?.length ?? payload.matching;
  const total = full.list?.items.length ?? payload.total;
  const queryKey = queryKeyOf(searchParams);
  const paging = usePaging({ queryKey, matching, firstPageCount: payload.cards.length, loaded: view !== null });
  const cards = view ? view.slice(0, paging.shown) : payload.cards;

  const changeQuery = (change: { filters?: FilterState; sort?: SortValue }) => {
    const next = listingQuery(query, change, { groupDefault: payload.defaultSort, propertySlugs: Object.keys(kinds) });
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const changeGridSize = (size: GridSize) => {
    setGridSize(size);
    setBrowserCookie(GRID_SIZE_COOKIE, size, { maxAgeDays: GRID_SIZE_COOKIE_MAX_AGE_SECONDS / 86_400 });
  };

  const moreQuery = new URLSearchParams(searchParams);
  moreQuery.set("shown", String(nextShownCount(paging.shown, matching)));
  const resetQuery = new URLSearchParams(query.sort ? { sort: query.sort } : {});

  return (
    <section className={`${styles.listing} ${styles.withColumn}`} aria-label={label}>
      <aside className={styles.filterColumn} aria-label={t("catalogueUx.filtersHeading")}>
        {/* Not while the modal is open: one panel at a time counts the facets. */}
        {desktop && full.list && productGroups && !filtersOpen ? (
          <FiltersModal
            inline
            items={full.list.items}
            state={state.filters}
            onChange={(filters) => changeQuery({ filters })}
            onClose={() => undefined}
            groupRoot={groupRoot}
            productGroups={productGroups}
            filterableProperties={filterableProperties}
            reference={payload.reference}
          />
        ) : (
          <p className={styles.filterColumnLoading} aria-busy="true">
            {full.status === "error" ? null : t("catalogueUx.filtersLoading")}
          </p>
        )}
      </aside>
      <div className={styles.listingMain}>
      <GridToolbar
        query={query}
        sort={state.sort}
        onSort={(sort) => changeQuery({ sort })}
        gridSize={gridSize}
        onGridSize={changeGridSize}
        matching={matching}
        total={total}
        filtersReady={full.status === "done" && productGroups !== null}
        onOpenFilters={() => full.status === "done" && productGroups !== null && setFiltersOpen(true)}
        hydrated={hydrated}
      />

      {myStoreFilter ? (
        <MyStoreFilter
          query={query}
          filters={state.filters}
          initialStore={payload.myStore}
          stores={payload.reference.stores}
          hydrated={hydrated}
          onChange={(store, on) => changeQuery({ filters: withMyStoreFilter(state.filters, store, on) })}
        />
      ) : null}

      <ActiveFilterChips chips={chips} onChange={(filters) => changeQuery({ filters })} onClearAll={() => changeQuery({ filters: NO_FILTERS })} />

      {full.status === "error" ? (
        <div className={styles.loadError} role="alert">
          <span>{t("grid.loadFailed")}</span>
          <button type="button" className={styles.retryButton} onClick={full.retry}>
            {t("grid.retry")}
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {full.status === "loading" ? t("grid.loading") : paging.announced ? t("grid.shownCount", { shown: cards.length, matching }) : ""}
      </p>

      {cards.length > 0 ? (
        <ul className={`${catalogue.grid} ${styles.grid}`} data-grid-size={gridSize} aria-label={label} aria-busy={full.status === "loading"}>
          {cards.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} colorNames={colorNames(payload)} colorFilter={state.filters.color} outlet={outlet} eager={index < 4} compact={gridSize === "extended"} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{t("grid.empty")}</p>
          {payload.filtered || view !== null ? (
            <Link to={{ pathname: location.pathname, search: resetQuery.toString() }} replace preventScrollReset>
              {t("grid.resetFilters")}
            </Link>
          ) : null}
        </div>
      )}

      <div ref={paging.sentinelRef} className={styles.sentinel} aria-hidden="true" />
      {cards.length < matching ? (
        <Link
          className={styles.showMore}
          // The page's own path, slash kept: a bare `?shown=` resolves without it (spec 01 §2, a 301).
          to={{ pathname: location.pathname, search: `?${moreQuery}` }}
          preventScrollReset
          onClick={(event) => {
            if (!view) return; // without the whole list the server renders the next page
            event.preventDefault();
            paging.loadMore();
          }}
        >
          {t("grid.showMore")}
        </Link>
      ) : null}
      {showsBackToTop(matching) && scrolled ? (
        <button
          type="button"
          className={styles.backToTop}
          onClick={() => {
            const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
            window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
            document.querySelector<HTMLElement>("main h1, main")?.focus({ preventScroll: true });
          }}
        >
          {t("grid.backToTop")}
        </button>
      ) : null}

      </div>

      {filtersOpen && full.list && productGroups ? (
        <FiltersModal
          items={full.list.items}
          state={state.filters}
          onChange={(filters) => changeQuery({ filters })}
          onClose={() => setFiltersOpen(false)}
          groupRoot={groupRoot}
          productGroups={productGroups}
          filterableProperties={filterableProperties}
          reference={payload.reference}
        />
      ) : null}
    </section>
  );
}

const namesCache = new WeakMap<ListingPayload["reference"], ReturnType<typeof buildColorNames>>();
function buildColorNames(reference: ListingPayload["reference"]) {
  return new Map(reference.colors.map((color) => [color.slug, { name: color.name, image: color.image }]));
}
function colorNames(payload: ListingPayload) {
  let names = namesCache.get(payload.reference);
  if (!names) namesCache.set(payload.reference, (names = buildColorNames(payload.reference)));
  return names;
}
