import { UPLOAD_MESSAGES, type UploadResponse } from '@common/upload';
import { UPLOAD_TEXT } from './uploadMessages';

/** How one upload request ended: the server's answer, or the text the item shows. */
export type UploadOutcome =
  { ok: true; response: UploadResponse } | { ok: false; error: string; unauthorized: boolean };

const failure = (error: string, unauthorized = false): UploadOutcome => ({ ok: false, error, unauthorized });

function isUploadResponse(value: unknown): value is UploadResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { file, track } = value as { file?: { url?: unknown }; track?: { id?: unknown } };
  return typeof file?.url === 'string' && typeof track?.id === 'number';
}

/** The server's sentence from an error body: `message`, else `error`, else null. */
function serverSentence(parsed: unknown): string | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { message, error } = parsed as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}

/**
 * Reads an upload answer as part 2, section 8 says: 401 is the login message; another non-2xx is the
 * server's sentence, 'Upload failed' without one, 'Upload failed: Server error' when the body is not
 * JSON; a 2xx without file.url and track is 'Failed to process server response'.
 */
export function interpretUploadResponse(status: number, body: string): UploadOutcome {
  if (status === 401) return failure(UPLOAD_MESSAGES.notLoggedIn, true);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failure(status >= 200 && status < 300 ? UPLOAD_TEXT.badResponse : UPLOAD_TEXT.serverError);
  }
  if (status >= 200 && status < 300) {
    return isUploadResponse(parsed) ? { ok: true, response: parsed } : failure(UPLOAD_TEXT.badResponse);
  }
  return failure(serverSentence(parsed) ?? UPLOAD_TEXT.failed);
}

/** Any other exception: its message, or 'Unknown error occurred'. */
export function exceptionOutcome(error: unknown): UploadOutcome {
  const message = error instanceof Error ? error.message.trim() : '';
  return failure(message || UPLOAD_TEXT.unknown);
}
