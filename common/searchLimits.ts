/**
 * Search's limits without a schema library: the header's search box imports this module, so the first load
 * builds no schema. The request schemas are in ./search, which re-exports these.
 */

/** Characters typed before suggestions show. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_QUERY_MAX = 100;
