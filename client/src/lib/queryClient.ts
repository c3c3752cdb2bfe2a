import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** A query function that GETs the query key's first element; 401 gives null or an error as asked. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return ({ queryKey }) => getJson<T>(String(queryKey[0]), options.on401);
}

/** Reads never retry, never refetch on focus, never poll and never go stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
