import { VIDEO_MESSAGES } from '@common/videos';
import type { UserRow, VideoRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/** Only the uploader may change or remove a video (403 otherwise). */
export function authorizeVideoChange(user: UserRow, video: Pick<VideoRow, 'userId'>): void {
  if (video.userId !== user.id) throw forbidden(VIDEO_MESSAGES.notOwner);
}
