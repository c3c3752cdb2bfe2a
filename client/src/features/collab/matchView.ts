import type { CollabRequest, CollabRequests, MatchQuery } from '@common/collab';

/** The Finder's filter chips (each '' when not set). */
export interface ChipFilters {
  genre: string;
  skill: string;
  location: string;
  collabType: string;
}

export const NO_FILTERS: ChipFilters = { genre: '', skill: '', location: '', collabType: '' };

/** The Finder's filters and search as the matches query takes them. */
export type MatchFilters = Omit<MatchQuery, 'page'>;

/** What a card shows where a personal match percentage would be, for someone who has none. */
export type MatchCall = 'signIn' | 'createProfile' | null;

/** Where the signed-in user stands with one artist: a request of theirs waiting, or one to answer. */
export type RequestState =
  { kind: 'sent'; request: CollabRequest } | { kind: 'received'; request: CollabRequest } | null;

const MATCHES_URL = '/api/collab/matches';

/** The URL of a matches page, with only the filters that are set (trimmed). */
export function matchesUrl(filters: MatchFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  params.set('page', String(page));
  return `${MATCHES_URL}?${params.toString()}`;
}

/** True when any chip or the search narrows the matches. */
export function isFiltered(filters: MatchFilters): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/**
 * The call a person without personal matches gets: visitors are asked to sign in, signed-in users without a
 * collab profile to create one; nothing while the session or the profile is still loading.
 */
export function matchCallFor(session: {
  userLoading: boolean;
  signedIn: boolean;
  profile: 'loading' | 'none' | 'present' | 'error';
}): MatchCall {
  if (session.userLoading) return null;
  if (!session.signedIn) return 'signIn';
  return session.profile === 'none' ? 'createProfile' : null;
}

/** The pending request between the signed-in user and another artist, in either direction. */
export function requestStateWith(requests: CollabRequests | undefined, userId: number): RequestState {
  if (!requests) return null;
  const sent = requests.outgoing.find((r) => r.status === 'pending' && r.to.id === userId);
  if (sent) return { kind: 'sent', request: sent };
  const received = requests.incoming.find((r) => r.status === 'pending' && r.from.id === userId);
  if (received) return { kind: 'received', request: received };
  return null;
}
