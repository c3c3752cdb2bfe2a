import { z } from 'zod';

/** The artists' wire contract: featured artists, public profiles and follows. */

export const ARTIST_MESSAGES = {
  cannotFollowSelf: 'You cannot follow yourself',
  userNotFound: 'User not found',
} as const;

/** Badge of an artist without a clear top genre. */
export const RISING_BADGE = 'Rising';

/** GET /api/artists/featured?limit= */
export const featuredArtistsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type FeaturedArtistsQuery = z.infer<typeof featuredArtistsQuerySchema>;

/** An artist of the featured grid, ranked by the plays of their public tracks. */
export interface FeaturedArtist {
  id: number;
  username: string;
  /** Display name, or the username. */
  name: string;
  /** Profile image URL, or null (the client shows a placeholder). */
  image: string | null;
  /** The artist's top genre, or 'Rising'. */
  badge: string;
  plays: number;
  followers: number;
  trackCount: number;
  followedByMe: boolean;
}

/** GET /api/artists/featured answers the grid, best first. */
export type FeaturedArtistList = FeaturedArtist[];

/** GET /api/users/{id}/profile: what anyone may see of a user (never a password or an email). */
export interface ArtistProfile {
  id: number;
  username: string;
  name: string;
  image: string | null;
  bio: string | null;
  location: string | null;
  userType: string;
  followers: number;
  following: number;
  /** Public, published tracks. */
  trackCount: number;
  /** Plays of the public, published tracks. */
  plays: number;
  followedByMe: boolean;
}

/** POST and DELETE /api/users/{id}/follow answer the new state. */
export interface FollowState {
  following: boolean;
  followers: number;
}
