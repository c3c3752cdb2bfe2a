import { AUDIO_EXTENSIONS, MAX_AUDIO_BYTES, UPLOAD_MESSAGES } from '@common/upload';
import { UPLOAD_TEXT } from './uploadMessages';

/**
 * Checks a chosen file before it is sent: an .mp3, .wav or .flac name and at most 50MB. Answers the
 * message the item shows, or null when the file may be uploaded.
 */
export function audioFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!AUDIO_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size > MAX_AUDIO_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_TEXT.emptyFile;
  return null;
}
