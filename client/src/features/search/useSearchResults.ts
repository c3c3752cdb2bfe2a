import { SEARCH_TYPES, type SearchPage, type SearchType } from '@common/search';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { fetchSearch, searchUrl } from './searchApi';
import { isAsking, searchStateError, type SearchState } from './searchState';

/** A tab: all kinds, or one. */
export type SearchTab = 'all' | SearchType;
export const SEARCH_TABS: readonly SearchTab[] = ['all', ...SEARCH_TYPES];

/** The state of a tab's first page (the state's words and filters, that tab's kind). */
export function tabState(state: SearchState, tab: SearchTab): SearchState {
  return { ...state, type: tab === 'all' ? undefined : tab, page: 1 };
}

function searchQuery(state: SearchState) {
  return {
    queryKey: [searchUrl(state)],
    // A newer search cancels the request of the one it replaces.
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(state, signal),
  };
}

/** GET /api/search for the state; the last page stays shown while the next one loads. */
export function useSearchResults(state: SearchState) {
  return useQuery<SearchPage>({
    ...searchQuery(state),
    enabled: isAsking(state) && searchStateError(state) === null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Each tab's number of results where it is known: read from the answers already here (never asked for only
 * to count), for the same words and filters.
 */
export function useTabCounts(state: SearchState): Partial<Record<SearchTab, number>> {
  const answers = useQueries({
    queries: SEARCH_TABS.map((tab) => ({ ...searchQuery(tabState(state, tab)), enabled: false })),
  });
  const counts: Partial<Record<SearchTab, number>> = {};
  SEARCH_TABS.forEach((tab, i) => {
    const total = answers[i]?.data?.total;
    if (total !== undefined) counts[tab] = total;
  });
  return counts;
}
