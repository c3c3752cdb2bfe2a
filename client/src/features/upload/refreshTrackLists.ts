import { USER_QUERY_KEY } from '@/features/auth';
import { queryClient } from '@/lib/queryClient';

/** Refetches every cached list that may show the new tracks (everything but the session). */
export function refreshTrackLists(): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}
