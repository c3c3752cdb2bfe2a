import type { SearchSuggestions } from '@common/search';
import { request } from '@/lib/api';

// The header's search box uses this module: it imports no schema (common/searchLimits.ts says why).

/** GET /api/search/suggest: the grouped suggestions for what is typed. */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return request<SearchSuggestions>('GET', `/api/search/suggest?${new URLSearchParams({ q })}`, { signal });
}

/** The /search address of some words alone (as searchPath writes it for a state holding only them). */
export function wordsSearchPath(q: string): string {
  return `/search?${new URLSearchParams({ q })}`;
}

/** The address of GET /api/tracks/:id/similar ("More like this"). */
export function similarTracksUrl(trackId: number): string {
  return `/api/tracks/${trackId}/similar`;
}
