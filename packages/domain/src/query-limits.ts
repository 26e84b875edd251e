// Lengths of the search boxes' queries, zod-free so that the pages' browser code can read them
// without loading the API schemas (docs/performance.md "zod off the browser").

/** The most a search query may carry (api/search.ts refuses a longer one). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The most a FAQ search may carry (a longer paste is refused, the page cuts it first). */
export const FAQ_QUERY_MAX_LENGTH = 100;
