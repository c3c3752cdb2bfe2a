import type { ArtistProfile, FeaturedArtist } from '@common/artists';
import { publicName } from '@common/people';
import type { UserRow } from '../../db/schema';

/** What the artist presenters need of a user: never the password hash or the email. */
export type ArtistUser = Pick<
  UserRow,
  'id' | 'username' | 'displayName' | 'profileImage' | 'bio' | 'location' | 'userType'
>;

export interface ArtistStats {
  followers: number;
  plays: number;
  trackCount: number;
  followedByMe: boolean;
}

/** An artist of the featured grid. */
export function presentFeaturedArtist(
  user: Pick<ArtistUser, 'id' | 'username' | 'displayName' | 'profileImage'>,
  stats: ArtistStats & { badge: string },
): FeaturedArtist {
  return {
    id: user.id,
    username: user.username,
    name: publicName(user),
    image: user.profileImage ?? null,
    badge: stats.badge,
    plays: stats.plays,
    followers: stats.followers,
    trackCount: stats.trackCount,
    followedByMe: stats.followedByMe,
  };
}

/** A user's public profile. */
export function presentArtistProfile(
  user: ArtistUser,
  stats: ArtistStats & { following: number },
): ArtistProfile {
  return {
    id: user.id,
    username: user.username,
    name: publicName(user),
    image: user.profileImage ?? null,
    bio: user.bio,
    location: user.location,
    userType: user.userType,
    followers: stats.followers,
    following: stats.following,
    trackCount: stats.trackCount,
    plays: stats.plays,
    followedByMe: stats.followedByMe,
  };
}
