// The first render of a product listing (spec 02 §4, §5): the server fetches the whole list
// (memoised by the API), the reference data and, for the 'Recommended' sort, the recommended
// order; it filters and sorts with the domain functions and ships only the first page of cards.
// The browser then loads the whole list once and takes over (product-listing.tsx).
import {
  DEFAULT_CATEGORY_STRATEGY,
  GRID_SIZE_COOKIE,
  GRID_SIZE_HEADER,
  requestGridSize,
  GRID_SIZE_COOKIE_MAX_AGE_SECONDS,
  isFiltered,
  listingItems,
  parseGridSize,
  propertyKinds,
  readListingState,
  readSort,
  shownFromQuery,
  indexListing,
  MY_STORE_COOKIE,
  MY_STORE_COOKIE_MAX_AGE_DAYS,
  parseStoreSlug,
  type ProductGroupNode,
  type ProductListItem,
  type ProductModelListQuery,
  type ResourcesResponse,
  type SortValue,
} from "@polku/domain";
import { redirect, type AppLoadContext } from "react-router";
import { createApiClient, type ApiClient, type RecommendationQuery } from "../../lib/api";
import { checkContract } from "../../lib/api-contracts.server";
import { parseCookies, serializeCookie } from "../../lib/cookies";
import type { LocaleConfig } from "../../lib/locale-config";
import { serverListCache } from "./list-cache.server";
import { keepForHtml } from "../../lib/html-only";
import { CARDS_IN_DATA, toCard, type ListingPayload } from "./listing-model";

export interface FirstPageInput {
  request: Request;
  context: AppLoadContext;
  api: ApiClient;
  config: LocaleConfig;
  /** The list to show: a group's or a brand's (or a caller's own, e.g. search results). */
  list: { query: ProductModelListQuery } | { items: ProductListItem[] };
  /** The default sort of the page (the group's group_sorting); 'default' is Recommended. */
  defaultSort: SortValue;
  /** Category names for the recommendation service (spec 02 §7 context); null: no recommended order. */
  recommendationContext: string | null;
  /** A failing list is an empty list (group pages, spec 02 §8) or an error (brand pages). */
  onListError: "empty" | "throw";
  /** As given to ProductListing: the group filter's root and the allowed property filters (default null: all). */
  groupRoot?: ProductGroupNode | null;
  filterableProperties?: readonly string[] | null;
}

/**
 * spec 02 §3: without JavaScript the grid size buttons submit `?grid=`; the server stores the
 * cookie and sends the shopper back to the same address without it.
 */
export function gridSizeRedirect(request: Request): void {
  const url = new URL(request.url);
  const value = url.searchParams.get("grid");
  if (value === null) return;
  url.searchParams.delete("grid");
  const cookie = serializeCookie(GRID_SIZE_COOKIE, parseGridSize(value), {
    maxAgeDays: GRID_SIZE_COOKIE_MAX_AGE_SECONDS / 86_400,
    secure: url.protocol === "https:",
  });
  throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": cookie } });
}

/**
 * issue 12 "my store" without JavaScript: a store chosen in the filter's list arrives as
 * `?mystore=`; the server keeps it in the cookie and sends the shopper on with the filter on.
 */
export function myStoreRedirect(request: Request): void {
  const url = new URL(request.url);
  const value = url.searchParams.get("mystore");
  if (value === null) return;
  url.searchParams.delete("mystore");
  const slug = parseStoreSlug(value);
  const headers = new Headers();
  if (slug) {
    url.searchParams.set("store", slug);
    url.searchParams.delete("shown");
    headers.set("Set-Cookie", serializeCookie(MY_STORE_COOKIE, slug, { maxAgeDays: MY_STORE_COOKIE_MAX_AGE_DAYS, secure: url.protocol === "https:" }));
  }
  throw redirect(`${url.pathname}${url.search}`, { headers });
}

// A missing or failing recommendation service is logged at most once a minute, not per page.
let lastRecommendationError = 0;

export function recommendationSettings(settings: Record<string, string>, publicUrl: string, context: string): RecommendationQuery {
  return { origin: new URL(publicUrl).host, strategy: settings.frosmo_category_strategy || DEFAULT_CATEGORY_STRATEGY, context };
}

/** spec 02 §7, §8: the recommended order, or null when the service is missing or failing. */
export async function recommendedIds(context: AppLoadContext, query: RecommendationQuery): Promise<number[] | null> {
  const host = context.recoHost ?? "";
  const client = host
    ? createApiClient((path, init) => fetch(`${host}${path}`, { ...init, signal: AbortSignal.timeout(2000) }), undefined, checkContract)
    : createApiClient(context.apiFetch, undefined, checkContract);
  try {
    return await client.recommendedOrder(query);
  } catch (error) {
    if (Date.now() - lastRecommendationError > 60_000) {
      lastRecommendationError = Date.now();
      console.error("Recommendation service failed; using the list order", error);
    }
    return null;
  }
}

export async function loadFirstPage(input: FirstPageInput): Promise<ListingPayload> {
  const { request, context, api, config } = input;
  gridSizeRedirect(request);
  myStoreRedirect(request);
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const language = config.language;

  const itemsPromise =
    "items" in input.list
      ? Promise.resolve(input.list.items)
      : serverListCache.list(context.apiFetch, api, input.list.query, context.apiCall).catch((error: unknown) => {
          if (input.onListError === "throw") throw error;
          console.error("Failed to fetch the product list", error);
          return [] as ProductListItem[];
        });
  const settingsPromise = api.generalSettings(language).then(
    (answer): Record<string, string> => answer.settings,
    (): Record<string, string> => ({}),
  );
  const recoPromise = settingsPromise.then((settings) =>
    input.recommendationContext === null ? null : recommendationSettings(settings, context.publicUrl, input.recommendationContext),
  );
  // The recommended order is only asked for when the 'Recommended' sort is the one shown.
  const idsPromise = recoPromise.then((reco) => (reco && readSort(query, input.defaultSort) === "default" ? recommendedIds(context, reco) : null));
  // The same group tree as the browser's (root data: /api/product-groups/), for the group filter.
  const groupsPromise = api.productGroups(language).then(
    (answer) => answer.productGroups,
    () => null,
  );
  const [items, resources, groups, reco, ids] = await Promise.all([itemsPromise, api.resources(language), groupsPromise, recoPromise, idsPromise]);

  const state = readListingState(query, propertyKinds(items), input.defaultSort);
  const reference = {
    colors: resources.colors,
    propertyTypes: resources.propertyTypes,
    propertyFilters: resources.propertyFilters,
    // Only the names of options these products carry: the payload goes to the browser.
    propertyOptions: carriedOptions(items, resources.propertyOptions ?? []),
    stores: resources.stores.map(({ slug, name, type }) => ({ slug, name, type })),
  };
  const index = indexListing(items, {
    groupRoot: input.groupRoot ?? null,
    productGroups: groups ?? resources.productGroups,
    filterableProperties: input.filterableProperties ?? null,
    reference,
  });
  const visible = listingItems(index, state, { language, recommendedIds: ids });
  const shown = shownFromQuery(query.shown, visible.length);
  const cards = visible.slice(0, shown).map(toCard);
  // The cards past the first screenful are in the HTML, not again in its loader data, when the
  // browser loads them in the whole list (a group's or brand's list; docs/performance.md "Step 10").
  const later = "query" in input.list && cards.length > CARDS_IN_DATA ? cards.slice(CARDS_IN_DATA) : [];
  const restKey = later.length > 0 ? keepForHtml(context, later) : null;

  return {
    cards: restKey === null ? cards : cards.slice(0, CARDS_IN_DATA),
    rest: restKey === null ? null : { key: restKey, ids: later.map((card) => card.id) },
    matching: visible.length,
    total: items.length,
    filtered: isFiltered(state.filters),
    defaultSort: input.defaultSort,
    // spec 02 §3: the cookie, also the request header (page-caching varies by it).
    gridSize: requestGridSize(parseCookies(request.headers.get("cookie"))[GRID_SIZE_COOKIE], request.headers.get(GRID_SIZE_HEADER)),
    // issue 12: the shopper's store for the "my store" filter (a store of the reference data or none).
    myStore: myStoreOf(request, reference.stores),
    listQuery: "query" in input.list ? input.list.query : null,
    recommendation: reco ? { host: context.recoHost ?? "", query: reco } : null,
    reference,
  };
}

/** The option names of the checkbox property values the items carry (filter option labels). */
function carriedOptions(items: readonly ProductListItem[], options: NonNullable<ResourcesResponse["propertyOptions"]>) {
  const carried = new Set<string>();
  for (const item of items) for (const p of item.properties) if (p.filter === "checkbox") carried.add(`${p.slug}\u0000${String(p.value)}`);
  return options.filter((o) => carried.has(`${o.type}\u0000${o.slug}`));
}

function myStoreOf(request: Request, stores: readonly { slug: string; type: string }[]): string | null {
  const slug = parseStoreSlug(parseCookies(request.headers.get("cookie"))[MY_STORE_COOKIE]);
  return stores.some((store) => store.slug === slug && store.type !== "web") ? slug : null;
}
