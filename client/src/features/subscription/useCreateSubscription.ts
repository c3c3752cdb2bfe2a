import type { CreateSubscriptionInput, CreateSubscriptionResponse } from '@common/plans';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /api/create-subscription {priceId}: resolves to the payment provider's client secret. */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: async (input: CreateSubscriptionInput): Promise<CreateSubscriptionResponse> => {
      const body = (await (await apiRequest('POST', '/api/create-subscription', input)).json()) as {
        clientSecret?: unknown;
      };
      // Without a client secret there is nothing to pay: treated as a failure with the default texts.
      if (typeof body.clientSecret !== 'string' || !body.clientSecret) throw new Error('');
      return { clientSecret: body.clientSecret };
    },
  });
}
