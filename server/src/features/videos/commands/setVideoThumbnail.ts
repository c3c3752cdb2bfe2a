import { randomUUID } from 'node:crypto';
import { VIDEO_MESSAGES, type VideoDetail } from '@common/videos';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { mediaUrl } from '../../../media/storage/storage';
import { presentVideoDetail } from '../presenter';
import { findVideo, likedVideoIds } from '../queries';
import type { ReceivedFile } from './createVideo';
import { findOwnedVideo } from './findOwnedVideo';

/** Stores a thumbnail image as thumbnails/<uuid>.<ext> for the owner's video, replacing any earlier one. */
export async function setVideoThumbnail(
  ctx: AppContext,
  user: UserRow,
  videoId: number,
  file: ReceivedFile,
): Promise<VideoDetail> {
  const { db } = ctx.database;
  const video = await findOwnedVideo(db, user, videoId);

  const key = `thumbnails/${randomUUID()}.${file.ext}`;
  await ctx.storage.putFile(key, file.tempPath, file.contentType);
  const updated = await db
    .updateTable('videos')
    .set({ thumbnailKey: key, thumbnailUrl: mediaUrl(key) })
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // Deleted meanwhile.
    await ctx.storage.delete(key);
    throw notFound(VIDEO_MESSAGES.notFound);
  }
  if (video.thumbnailKey) await ctx.storage.delete(video.thumbnailKey).catch(() => undefined);
  const liked = await likedVideoIds(db, user.id, [videoId]);
  return presentVideoDetail((await findVideo(db, videoId))!, { likedByMe: liked.has(videoId) });
}
