import type { BeatTab, Cart, LicenceType } from '@common/beatbank';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { errorMessage, request } from '@/lib/api';
import { getQueryFn, queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';

export const CART_QUERY_KEY = ['/api/cart'] as const;
export const LIBRARY_QUERY_KEY = ['/api/library'] as const;
export const PRODUCERS_QUERY_KEY = ['/api/beats/producers'] as const;

/** The query key of a listing: its URL. */
export function beatListKey(tab: BeatTab, q: string): [string] {
  const params = new URLSearchParams({ tab });
  if (q.trim()) params.set('q', q.trim());
  return [`/api/beats?${params}`];
}

/** Every Beat Bank read that a purchase changes. */
export function refreshAfterPurchase(): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0] ?? '');
      return key.startsWith('/api/beats') || key === '/api/cart' || key === '/api/library';
    },
  });
}

/** The signed-in user's cart (nothing for a visitor). */
export function useCart() {
  const { user } = useAuth();
  return useQuery<Cart | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: getQueryFn<Cart>({ on401: 'returnNull' }),
    enabled: user !== null,
    staleTime: 0,
  });
}

/** Adds a beat to the cart or changes its licence; a visitor is asked to log in. */
export function useSetCartItem() {
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: async (input: { trackId: number; licenceType: LicenceType; title: string }) =>
      request<Cart>('PUT', `/api/cart/items/${input.trackId}`, { body: { licenceType: input.licenceType } }),
    onSuccess: (cart, input) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      toast({ title: 'Added to Cart', description: `${input.title} is in your cart.` });
    },
    onError: (error) => {
      toast({ title: 'Could not add to cart', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return {
    isPending: mutation.isPending,
    add(input: { trackId: number; licenceType: LicenceType; title: string }): Promise<boolean> {
      if (!user) {
        toast({
          title: 'Authentication Required',
          description: 'Please log in to buy beats.',
          variant: 'destructive',
        });
        return Promise.resolve(false);
      }
      return mutation.mutateAsync(input).then(
        () => true,
        () => false,
      );
    },
  };
}

/** Removes a beat from the cart. */
export function useRemoveCartItem() {
  return useMutation({
    mutationFn: async (trackId: number) => request<Cart>('DELETE', `/api/cart/items/${trackId}`),
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    onError: (error) => {
      toast({ title: 'Could not update the cart', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
