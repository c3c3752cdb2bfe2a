import { VIDEO_MESSAGES, type VideoLikeState } from '@common/videos';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';

/**
 * Likes or unlikes a video for a user. The database moves the counter with the like row (a trigger, decision
 * 0069), inside the same transaction, so it stays exact however many requests race.
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

    if (liked) {
      await trx
        .insertInto('videoLikes')
        .values({ userId, videoId, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['userId', 'videoId']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('videoLikes')
        .where('userId', '=', userId)
        .where('videoId', '=', videoId)
        .execute();
    }
    const row = await trx
      .selectFrom('videos')
      .select('likeCount')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    return { liked, likes: Math.max(0, Number(row.likeCount)) };
  });
}
