import type {
  NotificationPreferences,
  NotificationPreferencesInput,
  NotificationsPage,
  NotificationsReadResult,
  NotificationDigestStopped,
} from '@common/notifications';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api';

/** The list's query keys start with its URL; page n is the second element. */
export const NOTIFICATIONS_KEY = '/api/notifications';
export const PREFERENCES_KEY = ['/api/notification-preferences'] as const;

export const fetchNotifications = (page: number) =>
  request<NotificationsPage>('GET', `${NOTIFICATIONS_KEY}?page=${page}`);

export const markNotificationsRead = (ids?: number[]) =>
  request<NotificationsReadResult>('POST', '/api/notifications/read', { body: ids ? { ids } : {} });

export const fetchPreferences = () => request<NotificationPreferences>('GET', PREFERENCES_KEY[0]);

export const savePreferences = (input: NotificationPreferencesInput) =>
  request<NotificationPreferences>('PUT', PREFERENCES_KEY[0], { body: input });

export const stopDigest = (token: string) =>
  request<NotificationDigestStopped>('POST', `/api/notifications/unsubscribe/${encodeURIComponent(token)}`);

/** Page n of the signed-in user's notifications (the first page also carries the unread count). */
export function useNotificationsPage(page: number, enabled = true) {
  return useQuery({
    queryKey: [NOTIFICATIONS_KEY, page],
    queryFn: () => fetchNotifications(page),
    enabled,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** After a change (live push, read): every loaded page is fetched again. */
export function refreshNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}
