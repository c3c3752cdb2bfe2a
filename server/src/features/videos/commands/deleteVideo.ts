import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { findOwnedVideo } from './findOwnedVideo';

/** Removes the owner's video: its row (likes and views go with it) and its stored file and thumbnail. */
export async function deleteVideo(ctx: AppContext, user: UserRow, videoId: number): Promise<void> {
  const { db } = ctx.database;
  const video = await findOwnedVideo(db, user, videoId);
  await db.deleteFrom('videos').where('id', '=', videoId).execute();
  for (const key of [video.storageKey, video.thumbnailKey]) {
    if (key)
      await ctx.storage
        .delete(key)
        .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'stored video object not removed'));
  }
}
