import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { markNotificationsRead, refreshNotifications } from './notificationsApi';

/** Marks entries read (ids), or all of them; the list and the bell follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    onSettled: () => refreshNotifications(client),
    onError: (error) => toast({ title: 'Could not mark as read', description: errorMessage(error) }),
  });
}
