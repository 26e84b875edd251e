// The server render's copy of the product lists (spec 02 §7). The first render of a group page
// filters and sorts the whole list; parsing and checking a 10,000-model list (about 17 MB of
// JSON) on every page view would cost more than the rest of the render. So the parsed list is
// kept here with the API's ETag and revalidated with If-None-Match on each render: the API
// answers 304 from its own cache in a few milliseconds, and a catalogue change (a new ETag)
// replaces the copy. Works the same in one process (inject) and with the API apart (HTTP).
import { productModelListResponseSchema, type ProductListItem, type ProductModelListQuery } from "@polku/domain";
import LZString from "lz-string";
import { ApiContractError, ApiError, ApiNetworkError, LIST_QUERY_GET_LIMIT, type ApiClient, type FetchLike, type InProcessCall } from "../../lib/api";

/** Items kept over all lists (a 10,000-model list is roughly 30 MB parsed); least recently used go first. */
export const LIST_CACHE_MAX_ITEMS = 40_000;

interface Entry {
  etag: string;
  items: ProductListItem[];
}

export function createListCache(maxItems = LIST_CACHE_MAX_ITEMS) {
  const entries = new Map<string, Entry>();
  let held = 0;

  function remember(key: string, entry: Entry): void {
    const previous = entries.get(key);
    if (previous) held -= previous.items.length;
    entries.delete(key);
    if (entry.items.length > maxItems) return;
    entries.set(key, entry);
    held += entry.items.length;
    for (const [oldKey, old] of entries) {
      if (held <= maxItems) break;
      entries.delete(oldKey);
      held -= old.items.length;
    }
  }

  /**
   * The list of `query`, revalidated against the API. Queries too long for the GET form (long
   * sortIds) go by POST through the client, uncached. `inProcess` (decision 004) answers the same
   * GET without HTTP when the API runs in this process.
   */
  async function list(fetchImpl: FetchLike, api: ApiClient, query: ProductModelListQuery, inProcess?: InProcessCall): Promise<ProductListItem[]> {
    const q = LZString.compressToEncodedURIComponent(JSON.stringify(query));
    if (q.length >= LIST_QUERY_GET_LIMIT) return api.productModelList(query);
    const path = `/api/products/productmodellist/?q=${q}`;
    const cached = entries.get(q);
    let response: Response;
    const init = { headers: { accept: "application/json", ...(cached ? { "if-none-match": cached.etag } : {}) } };
    try {
      const direct = inProcess ? await inProcess(path, init) : undefined;
      response = direct
        ? new Response(direct.status === 304 ? null : "json" in direct ? direct.json : JSON.stringify(direct.body), { status: direct.status, headers: direct.etag ? { etag: direct.etag } : {} })
        : await fetchImpl(path, init);
    } catch (error) {
      throw new ApiNetworkError(path, error);
    }
    if (response.status === 304 && cached) {
      remember(q, cached); // most recently used
      return cached.items;
    }
    if (response.status >= 400) {
      if (response.status === 404) throw new ApiError(path, response.status, await response.json().catch(() => null));
      // Anything else: the client's own GET-then-POST path (spec 02 §7).
      return api.productModelList(query);
    }
    const parsed = productModelListResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiContractError(path, parsed.error.issues);
    const etag = response.headers.get("etag");
    if (etag) remember(q, { etag, items: parsed.data });
    return parsed.data;
  }

  return { list, size: () => ({ lists: entries.size, items: held }) };
}

/** One per server process. */
export const serverListCache = createListCache();
