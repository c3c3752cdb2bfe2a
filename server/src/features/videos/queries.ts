import type { Db } from '../../db/connection';
import type { VideoWithUploader } from './presenter';

/** Videos with their uploader's names. */
export function selectVideos(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin('users', 'users.id', 'videos.userId')
    .selectAll('videos')
    .select(['users.username as uploaderUsername', 'users.displayName as uploaderDisplayName']);
}

/** One video with its uploader, or undefined. */
export function findVideo(db: Db, id: number): Promise<VideoWithUploader | undefined> {
  return selectVideos(db).where('videos.id', '=', id).executeTakeFirst();
}

/** Which of these videos the user likes. */
export async function likedVideoIds(db: Db, userId: number | null, videoIds: number[]): Promise<Set<number>> {
  if (userId === null || videoIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('videoLikes')
    .select('videoId')
    .where('userId', '=', userId)
    .where('videoId', 'in', videoIds)
    .execute();
  return new Set(rows.map((r) => r.videoId));
}
