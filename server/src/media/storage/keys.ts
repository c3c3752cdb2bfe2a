import path from 'node:path';

/**
 * Storage keys are a short prefix and file name, e.g. 'audio/<uuid>.mp3'. Anything else (empty segments, dots at
 * the start of a segment, backslashes, encoded characters) is refused, so a key can never leave the storage root.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  if (segments.length < 2 || segments.length > 4) return false;
  return segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.json': 'application/json',
};

/** The content type a key's extension implies (application/octet-stream when unknown). */
export function contentTypeForKey(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
