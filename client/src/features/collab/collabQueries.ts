import type {
  AcceptedCollabRequest,
  CollabFilters,
  CollabMatch,
  CollabProfile,
  CollabProfileInput,
  CollabRequest,
  CollabRequests,
  Collaboration,
  MatchPage,
} from '@common/collab';
import type { TrackPage } from '@common/tracks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MY_TRACKS_URL } from '@/features/dashboard';
import { ApiError, getJson, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { type MatchFilters, matchesUrl } from './matchView';

/** The signed-in user's own collab profile (null until they create one). */
export const MY_COLLAB_PROFILE_KEY = ['/api/collab/profile'] as const;
export const COLLAB_FILTERS_KEY = ['/api/collab/filters'] as const;
export const COLLAB_REQUESTS_KEY = ['/api/collab/requests'] as const;
export const COLLABORATIONS_KEY = ['/api/collaborations'] as const;
/** The first element of every matches query key (invalidating it reads every page again). */
export const MATCHES_KEY = ['/api/collab/matches'] as const;

/** A user's public collab profile, as the artist page reads it. */
export const userCollabProfileKey = (userId: number) => [`/api/users/${userId}/collab-profile`] as const;

/** GETs JSON; a 404 answer (no profile yet) is null. */
async function getOrNull<T>(url: string): Promise<T | null> {
  try {
    return await getJson<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's collab profile; null when they have none. */
export function useMyCollabProfile(enabled: boolean) {
  return useQuery<CollabProfile | null>({
    queryKey: MY_COLLAB_PROFILE_KEY,
    queryFn: () => getOrNull<CollabProfile>(MY_COLLAB_PROFILE_KEY[0]),
    enabled,
    staleTime: 0,
  });
}

/** Anyone's public collab profile; null when they have none. */
export function useUserCollabProfile(userId: number) {
  const key = userCollabProfileKey(userId);
  return useQuery<CollabProfile | null>({
    queryKey: key,
    queryFn: () => getOrNull<CollabProfile>(key[0]),
    staleTime: 0,
  });
}

/** The filter chips' options, from the available profiles. */
export function useCollabFilters() {
  return useQuery<CollabFilters>({ queryKey: COLLAB_FILTERS_KEY, staleTime: 60_000 });
}

/** Recommended Matches for the filters, a page at a time ('Load more'); the last list shows while a new one loads. */
export function useMatches(filters: MatchFilters) {
  return useInfiniteQuery({
    queryKey: [MATCHES_KEY[0], filters],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => (await getJson<MatchPage>(matchesUrl(filters, pageParam)))!,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/**
 * One artist as a match for the reader, with the reader's percentage when they have a profile; null when the
 * artist is not open to collaborations.
 */
export function useMatchWith(userId: number, enabled: boolean) {
  const url = `${MATCHES_KEY[0]}/${userId}`;
  return useQuery<CollabMatch | null>({
    queryKey: [url],
    queryFn: () => getOrNull<CollabMatch>(url),
    enabled,
    staleTime: 0,
  });
}

/** The signed-in user's requests, both ways. */
export function useCollabRequests(enabled: boolean) {
  return useQuery<CollabRequests>({ queryKey: COLLAB_REQUESTS_KEY, enabled, staleTime: 0 });
}

/** The signed-in user's collaborations. */
export function useMyCollaborations(enabled: boolean) {
  return useQuery<{ collaborations: Collaboration[] }>({
    queryKey: COLLABORATIONS_KEY,
    enabled,
    staleTime: 0,
  });
}

/** The signed-in user's published tracks, the choices for a profile's examples. */
export function useMyPublishedTracks(enabled: boolean) {
  return useQuery<TrackPage, Error, TrackPage['tracks']>({
    queryKey: [MY_TRACKS_URL],
    enabled,
    staleTime: 0,
    select: (page) => page.tracks.filter((track) => track.status === 'published'),
  });
}

/** PUT /api/collab/profile; the saved profile replaces every cached copy, and matches are read again. */
export async function saveCollabProfile(input: CollabProfileInput): Promise<CollabProfile> {
  const saved = await request<CollabProfile>('PUT', MY_COLLAB_PROFILE_KEY[0], { body: input });
  queryClient.setQueryData(MY_COLLAB_PROFILE_KEY, saved);
  queryClient.setQueryData(userCollabProfileKey(saved.userId), saved);
  void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
  void queryClient.invalidateQueries({ queryKey: COLLAB_FILTERS_KEY });
  return saved;
}

/** POST /api/collab/requests (Connect). */
export async function sendCollabRequest(input: {
  toUserId: number;
  project: string;
  message: string;
}): Promise<CollabRequest> {
  const sent = await request<CollabRequest>('POST', COLLAB_REQUESTS_KEY[0], { body: input });
  void queryClient.invalidateQueries({ queryKey: COLLAB_REQUESTS_KEY });
  return sent;
}

/** Accepts or declines a request the signed-in user received; accepting answers the collaboration it started. */
export async function answerCollabRequest(
  requestId: number,
  answer: 'accept' | 'decline',
): Promise<{ request: CollabRequest; collaboration?: AcceptedCollabRequest['collaboration'] }> {
  const result = await request<{ request: CollabRequest; collaboration?: Collaboration }>(
    'POST',
    `${COLLAB_REQUESTS_KEY[0]}/${requestId}/${answer}`,
  );
  void queryClient.invalidateQueries({ queryKey: COLLAB_REQUESTS_KEY });
  void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
  return result;
}
