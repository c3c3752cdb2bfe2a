import type { UnreadCount } from '@common/inbox';
import { useQuery } from '@tanstack/react-query';

/** The unread-count query key (its URL). Kept apart from the inbox page so the header stays light. */
export const UNREAD_COUNT_KEY = ['/api/inbox/unread-count'] as const;
export const INBOX_KEY = '/api/inbox';

/** The signed-in user's unread message count, refreshed every minute and when the window regains focus. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery<UnreadCount>({
    queryKey: UNREAD_COUNT_KEY,
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  return enabled ? (data?.count ?? 0) : 0;
}
