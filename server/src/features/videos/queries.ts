import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ownerNotHeld } from '../../db/listing';
import type { VideoWithUploader } from './presenter';

/**
 * Videos with their uploader's names: those a moderator has not removed and whose uploader is neither
 * suspended nor banned (decision 0061); the others show nowhere.
 */
export function selectVideos(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin('users', 'users.id', 'videos.userId')
    .selectAll('videos')
    .select(['users.username as uploaderUsername', 'users.displayName as uploaderDisplayName'])
    .where('videos.removedAt', 'is', null)
    .where(ownerNotHeld(sql.ref('videos.user_id')));
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
