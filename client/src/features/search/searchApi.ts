import type { SearchPage } from '@common/search';
import { request } from '@/lib/api';
import { searchQueryString, type SearchState } from './searchState';

/** The address GET /api/search is asked with for a state (also the query's cache key). */
export function searchUrl(state: SearchState): string {
  const query = searchQueryString(state);
  return query ? `/api/search?${query}` : '/api/search';
}

/** GET /api/search: one page of results. */
export function fetchSearch(state: SearchState, signal?: AbortSignal): Promise<SearchPage> {
  return request<SearchPage>('GET', searchUrl(state), { signal });
}
