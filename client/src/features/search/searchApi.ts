import type { SearchPage, SearchSuggestions, SimilarTracks } from '@common/search';
import { request } from '@/lib/api';
import { searchQueryString, type SearchState } from './searchState';

/** GET /api/search/suggest: the grouped suggestions for what is typed. */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return request<SearchSuggestions>('GET', `/api/search/suggest?${new URLSearchParams({ q })}`, { signal });
}

/** The address GET /api/search is asked with for a state (also the query's cache key). */
export function searchUrl(state: SearchState): string {
  const query = searchQueryString(state);
  return query ? `/api/search?${query}` : '/api/search';
}

/** GET /api/search: one page of results. */
export function fetchSearch(state: SearchState, signal?: AbortSignal): Promise<SearchPage> {
  return request<SearchPage>('GET', searchUrl(state), { signal });
}

/** The address of GET /api/tracks/:id/similar ("More like this"). */
export function similarTracksUrl(trackId: number): string {
  return `/api/tracks/${trackId}/similar`;
}

/** GET /api/tracks/:id/similar. */
export function fetchSimilarTracks(trackId: number, signal?: AbortSignal): Promise<SimilarTracks> {
  return request<SimilarTracks>('GET', similarTracksUrl(trackId), { signal });
}
