import { ARTIST_MESSAGES, type FollowState } from '@common/artists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { notify } from '../../notifications';
import { canFollow } from '../policies';
import { findArtist, followerCounts } from '../queries';

/** Follows or unfollows a user; idempotent. Answers the new state and the followee's follower count. */
export async function setFollow(
  db: Db,
  user: UserRow,
  followeeId: number,
  following: boolean,
): Promise<FollowState> {
  const followee = await findArtist(db, followeeId);
  if (!canFollow(user, followee)) throw badRequest(ARTIST_MESSAGES.cannotFollowSelf);
  if (following) {
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('follows')
        .values({ followerId: user.id, followeeId, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['followerId', 'followeeId']).doNothing())
        .executeTakeFirst();
      // Told once per follower: a repeated follow changes nothing, nor does a follow taken back and given again.
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        await notify(trx, {
          recipientId: followeeId,
          kind: 'follow',
          actorId: user.id,
          subjectType: 'user',
          subjectId: followeeId,
          oncePerActor: true,
        });
      }
    });
  } else {
    await db
      .deleteFrom('follows')
      .where('followerId', '=', user.id)
      .where('followeeId', '=', followeeId)
      .execute();
  }
  const counts = await followerCounts(db, [followeeId]);
  return { following, followers: counts.get(followeeId) ?? 0 };
}
