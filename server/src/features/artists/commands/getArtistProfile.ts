import type { ArtistProfile } from '@common/artists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { presentArtistProfile } from '../presenter';
import { findArtist, followedIds, followerCounts, publicTrackStats } from '../queries';

/** A user's public profile: name, avatar, follows, public tracks and their plays. */
export async function getArtistProfile(db: Db, viewer: UserRow | null, id: number): Promise<ArtistProfile> {
  const user = await findArtist(db, id);
  const [followers, following, followed, stats] = await Promise.all([
    followerCounts(db, [id]),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('followerId', '=', id)
      .executeTakeFirst(),
    followedIds(db, viewer?.id, [id]),
    publicTrackStats(db, [id]),
  ]);
  const own = stats.get(id) ?? { plays: 0, trackCount: 0 };
  return presentArtistProfile(user, {
    followers: followers.get(id) ?? 0,
    following: Number(following?.count ?? 0),
    followedByMe: followed.has(id),
    plays: own.plays,
    trackCount: own.trackCount,
  });
}
