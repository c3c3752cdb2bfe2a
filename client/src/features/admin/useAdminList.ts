import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getJson } from '@/lib/api';
import { listApiUrl, type ListParams, listSearch, readListParams } from './adminList';

/**
 * The list's search and page from the address, and a setter that writes them back: a search replaces the
 * history entry (typing does not fill the history), a new page adds one (Back returns to the previous page).
 */
export function useListParams(): [ListParams, (next: Partial<ListParams>, how?: 'push' | 'replace') => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = readListParams(search);
  const { q, page } = params;
  const update = useCallback(
    (next: Partial<ListParams>, how: 'push' | 'replace' = 'push') => {
      const merged = { q, page, ...next };
      if (merged.q === q && merged.page === page) return;
      navigate(`${location}${listSearch(merged)}`, { replace: how === 'replace' });
    },
    [location, navigate, q, page],
  );
  return [params, update];
}

/** One page of an admin list, read fresh on every visit; the previous page stays on screen while the next loads. */
export function useAdminList<T>(base: string, params: ListParams) {
  return useQuery({
    queryKey: [base, params.q, params.page],
    queryFn: async () => (await getJson<T>(listApiUrl(base, params)))!,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
