import type { LikeState } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { invalidateTrackLists } from '../listCache';
import { assertTrackVisible } from './findVisibleTrack';

/**
 * Likes or unlikes a track the user can see. Idempotent: the like row and the counter change together in one
 * transaction, and the counter moves only when a row was really inserted or deleted, so concurrent likes
 * never make it drift.
 */
export async function setTrackLike(db: Db, user: UserRow, id: number, liked: boolean): Promise<LikeState> {
  await assertTrackVisible(db, user, id);
  const { likes, changed } = await db.transaction().execute(async (trx) => {
    let affected: bigint;
    if (liked) {
      const result = await trx
        .insertInto('trackLikes')
        .values({ userId: user.id, trackId: id, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'trackId']).doNothing())
        .executeTakeFirst();
      affected = result.numInsertedOrUpdatedRows ?? 0n;
    } else {
      const result = await trx
        .deleteFrom('trackLikes')
        .where('userId', '=', user.id)
        .where('trackId', '=', id)
        .executeTakeFirst();
      affected = result.numDeletedRows;
    }
    const row =
      Number(affected) > 0
        ? await trx
            .updateTable('tracks')
            .set((eb) => ({ likeCount: eb('likeCount', liked ? '+' : '-', 1) }))
            .where('id', '=', id)
            .returning('likeCount')
            .executeTakeFirst()
        : await trx.selectFrom('tracks').select('likeCount').where('id', '=', id).executeTakeFirst();
    return { likes: Number(row?.likeCount ?? 0), changed: Number(affected) > 0 };
  });
  if (changed) invalidateTrackLists(db);
  return { liked, likes: Math.max(0, likes) };
}
