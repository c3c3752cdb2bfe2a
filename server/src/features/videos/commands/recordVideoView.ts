import { createHash } from 'node:crypto';
import { VIDEO_MESSAGES, VIDEO_VIEW_WINDOW_SECONDS, type VideoViewResult } from '@common/videos';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';

/** Who is watching: the signed-in user, or a visitor known only by a hash of address and browser. */
export function viewerKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId !== null) return `user:${userId}`;
  return `anon:${createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex')}`;
}

/**
 * Counts a view of a video, at most once per viewer per VIDEO_VIEW_WINDOW_SECONDS.
 * `now` is injectable so the window can be tested.
 */
export async function recordVideoView(
  db: Db,
  videoId: number,
  key: string,
  now: Date = new Date(),
): Promise<VideoViewResult> {
  return db.transaction().execute(async (trx) => {
    const video = await trx
      .selectFrom('videos')
      .select('viewCount')
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!video) throw notFound(VIDEO_MESSAGES.notFound);

    const since = new Date(now.getTime() - VIDEO_VIEW_WINDOW_SECONDS * 1000).toISOString();
    const recent = await trx
      .selectFrom('videoViews')
      .select('id')
      .where('listenerKey', '=', key)
      .where('videoId', '=', videoId)
      .where('createdAt', '>', since)
      .executeTakeFirst();
    if (recent) return { counted: false, viewCount: Number(video.viewCount) };

    await trx
      .insertInto('videoViews')
      .values({ videoId, listenerKey: key, createdAt: now.toISOString() })
      .execute();
    const row = await trx
      .updateTable('videos')
      .set({ viewCount: sql<number>`view_count + 1` })
      .where('id', '=', videoId)
      .returning('viewCount')
      .executeTakeFirstOrThrow();
    return { counted: true, viewCount: Number(row.viewCount) };
  });
}
