/** What the first bytes of a file say it is; a file's name is never asked. */
export interface SniffedType {
  /** Short name, e.g. 'mp3'. */
  type: string;
  /** Extension without the dot, used in the storage key. */
  ext: string;
  contentType: string;
}

const MP3: SniffedType = { type: 'mp3', ext: 'mp3', contentType: 'audio/mpeg' };
const WAV: SniffedType = { type: 'wav', ext: 'wav', contentType: 'audio/wav' };
const FLAC: SniffedType = { type: 'flac', ext: 'flac', contentType: 'audio/flac' };
const MP4: SniffedType = { type: 'mp4', ext: 'mp4', contentType: 'video/mp4' };
const WEBM: SniffedType = { type: 'webm', ext: 'webm', contentType: 'video/webm' };
const JPEG: SniffedType = { type: 'jpg', ext: 'jpg', contentType: 'image/jpeg' };
const PNG: SniffedType = { type: 'png', ext: 'png', contentType: 'image/png' };
const WEBP: SniffedType = { type: 'webp', ext: 'webp', contentType: 'image/webp' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An MPEG audio frame header: 11 sync bits, a valid version, layer, bitrate and sample rate. */
function isMpegFrame(b: Buffer, at = 0): boolean {
  if (b.length < at + 4) return false;
  const b1 = b[at + 1]!;
  const b2 = b[at + 2]!;
  return (
    b[at] === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 0x03) !== 0x01 && // reserved version
    ((b1 >> 1) & 0x03) !== 0x00 && // reserved layer
    b2 >> 4 !== 0x0f && // bad bitrate
    ((b2 >> 2) & 0x03) !== 0x03 // reserved sample rate
  );
}

/** A RIFF container of the given form ('WAVE', 'WEBP'). */
function isRiff(head: Buffer, form: string): boolean {
  return (
    head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === form
  );
}

/** MP3, WAV or FLAC by the first bytes; anything else is null. */
export function sniffAudio(head: Buffer): SniffedType | null {
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'ID3') return MP3;
  if (isRiff(head, 'WAVE')) return WAV;
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'fLaC') return FLAC;
  if (isMpegFrame(head)) return MP3;
  return null;
}

/** MP4 (an 'ftyp' box at offset 4) or WebM (the EBML magic 1A 45 DF A3); anything else is null. */
export function sniffVideo(head: Buffer): SniffedType | null {
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return MP4;
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return WEBM;
  }
  return null;
}

/** JPEG, PNG or WebP by their magic bytes; anything else is null. */
export function sniffImage(head: Buffer): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return PNG;
  if (isRiff(head, 'WEBP')) return WEBP;
  return null;
}
