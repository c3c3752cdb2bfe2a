import { VIDEO_MESSAGES, type VideoDetail } from '@common/videos';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { presentVideoDetail } from '../presenter';
import { findVideo, likedVideoIds } from '../queries';

/** One video with the viewer's like, or a 404. */
export async function getVideo(db: Db, id: number, viewerId: number | null): Promise<VideoDetail> {
  const row = await findVideo(db, id);
  if (!row) throw notFound(VIDEO_MESSAGES.notFound);
  const liked = await likedVideoIds(db, viewerId, [id]);
  return presentVideoDetail(row, { likedByMe: liked.has(id) });
}
