import { VIDEO_MESSAGES, type VideoLikeState } from '@common/videos';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';

/**
 * Likes or unlikes a video for a user. The counter moves only when the like row really changed, inside the
 * same transaction, so it stays exact however many requests race.
 */
export async function setVideoLike(
  db: Db,
  videoId: number,
  userId: number,
  liked: boolean,
): Promise<VideoLikeState> {
  return db.transaction().execute(async (trx) => {
    const video = await trx.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst();
    if (!video) throw notFound(VIDEO_MESSAGES.notFound);

    let changed: boolean;
    if (liked) {
      const result = await trx
        .insertInto('videoLikes')
        .values({ userId, videoId, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'videoId']).doNothing())
        .executeTakeFirst();
      changed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    } else {
      const result = await trx
        .deleteFrom('videoLikes')
        .where('userId', '=', userId)
        .where('videoId', '=', videoId)
        .executeTakeFirst();
      changed = Number(result.numDeletedRows) > 0;
    }

    if (changed) {
      const row = await trx
        .updateTable('videos')
        .set({ likeCount: sql<number>`like_count + ${liked ? 1 : -1}` })
        .where('id', '=', videoId)
        .returning('likeCount')
        .executeTakeFirstOrThrow();
      return { liked, likes: Math.max(0, Number(row.likeCount)) };
    }
    const row = await trx
      .selectFrom('videos')
      .select('likeCount')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    return { liked, likes: Number(row.likeCount) };
  });
}
