import type { MatchmakerStart, MatchPage, SoundProfile } from '@common/collab';
import { IDEMPOTENCY_HEADER } from '@common/payments';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson, request } from '@/lib/api';

/** The matches, unfiltered (the Finder's key prefix, so a saved collab profile reads them again). */
const MATCHES_URL = '/api/collab/matches';

/** The matchmaker's candidates for the signed-in user (or by activity for a visitor), a page at a time. */
export function useQuantumMatches(viewerId: number | null) {
  return useInfiniteQuery({
    queryKey: [MATCHES_URL, 'quantum', viewerId],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => (await getJson<MatchPage>(`${MATCHES_URL}?page=${pageParam}`))!,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** A user's sound profile: the averages of their analysed tracks. */
export function useSoundProfile(userId: number | null) {
  return useQuery<SoundProfile>({
    queryKey: [`/api/collab/sound-profile/${userId}`],
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/**
 * POST /api/collab/matchmaker/start with the attempt's Idempotency-Key: the collaboration waiting for its fee,
 * and the fee's checkout for the payment step.
 */
export async function startMatchmaker(
  input: { partnerId: number; project: string },
  idempotencyKey: string,
): Promise<MatchmakerStart> {
  const started = await request<MatchmakerStart>('POST', '/api/collab/matchmaker/start', {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  // Without a client secret there is nothing to pay.
  if (typeof started?.checkout?.clientSecret !== 'string' || !started.checkout.clientSecret) {
    throw new Error('The payment could not be prepared. Please try again.');
  }
  return started;
}
