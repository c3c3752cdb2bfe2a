import {
  MAX_THUMBNAIL_BYTES,
  MAX_VIDEO_BYTES,
  THUMBNAIL_FIELD,
  VIDEO_FIELD,
  VIDEO_MESSAGES,
} from '@common/videos';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  rejectBeforeBody,
  type ReceivedUpload,
  type UploadMessages,
} from '../../media/uploads/receiveUpload';
import { type SniffedType, sniffImage, sniffVideo } from '../../media/sniff';

/** A received file and a way to remove its temp file whatever happens next. */
export type VideoUpload = ReceivedUpload & { discard(): Promise<void> };

async function receive(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  sniff: (head: Buffer) => SniffedType | null,
  messages: UploadMessages,
): Promise<VideoUpload> {
  if (declaredTooLarge(request, maxBytes)) {
    throw rejectBeforeBody(request, new HttpError(413, messages.tooLarge), maxBytes);
  }
  const upload = await receiveUpload(request, {
    field,
    maxBytes,
    sniff,
    messages,
  });
  return { ...upload, discard: () => discardUpload(upload) };
}

/** The `videoFile` of POST /api/videos: MP4 or WebM by its bytes, at most MAX_VIDEO_BYTES. */
export function receiveVideo(request: FastifyRequest): Promise<VideoUpload> {
  return receive(request, VIDEO_FIELD, MAX_VIDEO_BYTES, sniffVideo, {
    notMultipart: VIDEO_MESSAGES.notMultipart,
    unsupportedType: VIDEO_MESSAGES.unsupportedType,
    tooLarge: VIDEO_MESSAGES.tooLarge,
    missingFile: VIDEO_MESSAGES.missingFile,
  });
}

/** The `thumbnail` of POST /api/videos/{id}/thumbnail: JPEG, PNG or WebP, at most MAX_THUMBNAIL_BYTES. */
export function receiveThumbnail(request: FastifyRequest): Promise<VideoUpload> {
  return receive(request, THUMBNAIL_FIELD, MAX_THUMBNAIL_BYTES, sniffImage, {
    notMultipart: VIDEO_MESSAGES.notMultipart,
    unsupportedType: VIDEO_MESSAGES.unsupportedThumbnail,
    tooLarge: VIDEO_MESSAGES.thumbnailTooLarge,
    missingFile: VIDEO_MESSAGES.missingThumbnail,
  });
}

/** A 401 for an upload sent signed out, answered without reading a large body. */
export function signedOutUpload(request: FastifyRequest, maxBytes = MAX_VIDEO_BYTES): HttpError {
  return rejectBeforeBody(request, new HttpError(401, VIDEO_MESSAGES.notLoggedIn), maxBytes);
}
