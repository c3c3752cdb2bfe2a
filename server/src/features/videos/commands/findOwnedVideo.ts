import { VIDEO_MESSAGES } from '@common/videos';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { authorizeVideoChange } from '../policies';
import { findVideo } from '../queries';
import type { VideoWithUploader } from '../presenter';

/** The user's own video: 404 when there is none, 403 when it is someone else's. */
export async function findOwnedVideo(db: Db, user: UserRow, videoId: number): Promise<VideoWithUploader> {
  const video = await findVideo(db, videoId);
  if (!video) throw notFound(VIDEO_MESSAGES.notFound);
  authorizeVideoChange(user, video);
  return video;
}
