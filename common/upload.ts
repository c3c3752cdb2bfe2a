import { z } from 'zod';
import type { Track } from './tracks';

/** Upload limits and messages shared by the wizard, the quick upload screen and the server. */

/** Max audio file: 50MB (part 2, section 9). */
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024;
export const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.flac'] as const;
/** The file input's accept attribute. */
export const AUDIO_ACCEPT = '.mp3,.wav,.flac,audio/mpeg,audio/wav,audio/x-wav,audio/flac';
/** The multipart field that carries the file. */
export const AUDIO_FIELD = 'audioFile';

export const UPLOAD_MESSAGES = {
  notLoggedIn: 'You must be logged in to upload files',
  unsupportedType: 'Unsupported file type. Please upload an MP3, WAV or FLAC file.',
  tooLarge: 'File too large. The maximum size is 50MB.',
  missingFile: 'No audio file was received. Please choose a file to upload.',
  notMultipart: 'Uploads must be sent as multipart/form-data',
} as const;

/** POST /api/upload/audio answers this (201). The track is a private, unpublished draft. */
export interface UploadResponse {
  file: { url: string };
  track: Track;
}

/**
 * Optional metadata fields of the earlier upload screen (part 2, section 7), sent as multipart text
 * fields beside audioFile: title, artist, genre, description, isExplicit, bpm, key, allowComments,
 * isPublic, price.
 */
export const QUICK_UPLOAD_FIELDS = [
  'title',
  'artist',
  'genre',
  'description',
  'isExplicit',
  'bpm',
  'key',
  'allowComments',
  'isPublic',
  'price',
] as const;

/**
 * The {id} of POST /api/tracks/{id}/publish: anything but a positive integer that fits an id column names no
 * track (404).
 */
export const publishTrackParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('A positive integer; anything else answers 404.'),
});
