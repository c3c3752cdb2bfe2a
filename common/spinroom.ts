import { z } from 'zod';
import { timeAgo } from './timeAgo';
import type { Track } from './tracks';

/**
 * The Spin Room's wire contract (part 1, sections 2 and 3): the DJ Network, The Crate with its upvotes,
 * and drop requests sent to a track's artist.
 */

/** DJ badges (part 1, section 3). */
export const DJ_BADGES = ['Trend Breaker', 'City Selector', 'Freq Lord'] as const;
export type DjBadge = (typeof DJ_BADGES)[number];

export const SPINROOM_MESSAGES = {
  loginToUpvote: 'Please log in to upvote',
  loginToRequestDrop: 'Please log in to request a drop',
  loginToFollow: 'Please log in to follow DJs',
  dropRequested: 'Drop Requested',
  duplicateDrop: 'You have already requested a drop for this track',
  ownTrackDrop: 'You cannot request a drop for your own track',
  noArtistDrop: 'This track has no artist to receive drop requests',
  dropMessageTooLong: 'Message must be 500 characters or fewer',
  emptyCrate: 'No beats in the crate yet',
  noLiveStreams: 'No DJs are live right now',
  downloadNotAllowed: 'The artist has not allowed downloads of this track',
} as const;

/**
 * A DJ of the DJ Network. `followers` is the profile's stored follower base (followers the DJ brought
 * from elsewhere) plus the platform's real follows of the DJ's user, so following moves it by one.
 */
export interface Dj {
  /** The DJ profile id. */
  id: number;
  /** The DJ's user (the account a Follow DJ follows), or null for a profile without one. */
  userId: number | null;
  name: string;
  /** The user's profile image, or null (the client shows initials). */
  image: string | null;
  badge: string | null;
  followers: number;
  location: string | null;
  mixCount: number;
  followedByMe: boolean;
}

export interface DjList {
  djs: Dj[];
}

export const CRATE_SORTS = ['newest', 'upvotes', 'bpm'] as const;
export type CrateSort = (typeof CRATE_SORTS)[number];

/** Labels of the Sort menu. */
export const CRATE_SORT_LABELS: Record<CrateSort, string> = {
  newest: 'Newest',
  upvotes: 'Most upvoted',
  bpm: 'BPM',
};

export const CRATE_PAGE_SIZE = 20;

/** GET /api/spinroom/crate query: public published tracks, filtered by genre and text, sorted, paged. */
export const crateQuerySchema = z.object({
  genre: z.string().trim().min(1).max(50).optional().catch(undefined),
  q: z.string().trim().max(100).optional(),
  /** newest first; most upvoted first; BPM slowest first (tracks without a BPM last). */
  sort: z.enum(CRATE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(CRATE_PAGE_SIZE),
});
export type CrateQuery = z.infer<typeof crateQuerySchema>;

/**
 * A crate beat: the presented track (so the player can play it as is) plus when it entered the crate
 * and its upvotes.
 */
export interface CrateBeat extends Track {
  /** ISO time the track was published (its upload time for tracks published before drafts existed). */
  addedTime: string;
  upvotes: number;
  upvotedByMe: boolean;
}

export interface CratePage {
  beats: CrateBeat[];
  /** Genres present in the crate, for the Filter menu. */
  genres: string[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** POST and DELETE /api/spinroom/crate/{trackId}/upvote answer the new state. */
export interface UpvoteState {
  upvoted: boolean;
  upvotes: number;
}

export const DROP_MESSAGE_MAX = 500;

/** POST /api/tracks/{id}/drop-requests body. */
export const dropRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .max(DROP_MESSAGE_MAX, SPINROOM_MESSAGES.dropMessageTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type DropRequestInput = z.input<typeof dropRequestSchema>;

export type DropRequestStatus = 'pending' | 'accepted' | 'declined';

/** POST /api/tracks/{id}/drop-requests answers 201 with this. */
export interface DropRequestCreated {
  id: number;
  status: DropRequestStatus;
}

/** A drop request an artist received (GET /api/me/drop-requests). */
export interface ReceivedDropRequest {
  id: number;
  trackId: number;
  trackTitle: string;
  requesterId: number;
  requesterUsername: string;
  requesterName: string;
  message: string | null;
  status: DropRequestStatus;
  createdAt: string;
}

export interface ReceivedDropRequests {
  requests: ReceivedDropRequest[];
}

/** How long ago a beat was added to the crate ('5m ago'): the app's one relative time. */
export const formatAddedTime = timeAgo;
