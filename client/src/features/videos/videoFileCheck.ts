import { MAX_VIDEO_BYTES, VIDEO_MESSAGES, videoKindOf } from '@common/videos';

/** The message the upload form shows for a chosen file, or null when it may be sent. */
export function videoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!videoKindOf(file)) return VIDEO_MESSAGES.unsupportedType;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_MESSAGES.tooLarge;
  return null;
}
