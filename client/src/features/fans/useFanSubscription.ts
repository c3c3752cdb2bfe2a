import type { FanSubscription, MyFanSubscriptions } from '@common/fans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';

/** GET /api/fan-subscriptions/mine, all of them or one artist's. */
export const MY_FAN_SUBSCRIPTIONS_URL = '/api/fan-subscriptions/mine';

/** Reloads every view of the user's fan subscriptions (after a payment or a cancellation). */
export function refreshFanSubscriptions(): void {
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(MY_FAN_SUBSCRIPTIONS_URL),
  });
}

/** The signed-in user's Premium Fan subscription of one artist (null: none, or no artist asked). */
export function useFanSubscription(artistId: number | null) {
  return useQuery<MyFanSubscriptions | null, Error, FanSubscription | null>({
    queryKey: [`${MY_FAN_SUBSCRIPTIONS_URL}?artist=${artistId}`],
    enabled: artistId !== null,
    staleTime: 0,
    select: (data) => data?.subscriptions[0] ?? null,
  });
}

/** Cancels a fan subscription's renewal (DELETE /api/fan-subscriptions/{id}); the perks last to the period end. */
export function useCancelFanSubscription() {
  return useMutation({
    mutationFn: async (id: number) => request<FanSubscription>('DELETE', `/api/fan-subscriptions/${id}`),
    onSuccess: () => {
      refreshFanSubscriptions();
      toast({ title: 'Subscription cancelled', description: 'Your perks last until the end of the period.' });
    },
    onError: (error) =>
      toast({ title: 'Cancel failed', description: errorMessage(error), variant: 'destructive' }),
  });
}
