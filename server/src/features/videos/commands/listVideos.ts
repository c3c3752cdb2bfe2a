import type { Reel, Video } from '@common/videos';
import type { Db } from '../../../db/connection';
import { presentReel, presentVideo } from '../presenter';
import { likedVideoIds, selectVideos } from '../queries';

/** How many videos a list answers at most (newest first). */
export const VIDEO_LIST_LIMIT = 200;

async function newest(db: Db, reels: boolean) {
  return selectVideos(db)
    .where('videos.isReelFormat', '=', reels)
    .orderBy('videos.uploadDate', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(VIDEO_LIST_LIMIT)
    .execute();
}

/** Videos that are not reels, newest first, with the viewer's likes. */
export async function listVideos(db: Db, viewerId: number | null): Promise<Video[]> {
  const rows = await newest(db, false);
  const liked = await likedVideoIds(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentVideo(row, { likedByMe: liked.has(row.id) }));
}

/** Reels (portrait videos), newest first, with the viewer's likes. */
export async function listReels(db: Db, viewerId: number | null): Promise<Reel[]> {
  const rows = await newest(db, true);
  const liked = await likedVideoIds(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentReel(row, { likedByMe: liked.has(row.id) }));
}
