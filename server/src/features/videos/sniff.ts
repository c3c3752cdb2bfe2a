/** What the first bytes of a file say it is. */
export interface SniffedType {
  ext: string;
  contentType: string;
}

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 16;

/** MP4 (an 'ftyp' box at offset 4) or WebM (the EBML magic 1A 45 DF A3); anything else is null. */
export function sniffVideo(head: Uint8Array): SniffedType | null {
  const bytes = Buffer.from(head);
  if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return { ext: 'mp4', contentType: 'video/mp4' };
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { ext: 'webm', contentType: 'video/webm' };
  }
  return null;
}

/** JPEG, PNG or WebP by their magic bytes; anything else is null. */
export function sniffThumbnail(head: Uint8Array): SniffedType | null {
  const bytes = Buffer.from(head);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', contentType: 'image/jpeg' };
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}
