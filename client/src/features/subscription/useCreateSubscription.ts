import type { Checkout } from '@common/payments';
import type { CreateSubscriptionInput } from '@common/plans';
import { useMutation } from '@tanstack/react-query';
import { startCheckout } from '@/features/payments';

/** POST /api/create-subscription {priceId}: resolves to the checkout of the plan's first month. */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (input: CreateSubscriptionInput & { idempotencyKey: string }): Promise<Checkout> =>
      startCheckout('/api/create-subscription', { priceId: input.priceId }, input.idempotencyKey),
  });
}
