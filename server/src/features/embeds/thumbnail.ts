import { mediaKeyOf, readBytes, type Storage } from '../../media/storage/storage';
import { imageSize, svgSize } from '../../media/imageSize';

/** Enough of an image for its header (an SVG's root element comes first too). */
const HEAD_BYTES = 64 * 1024;

export interface Thumbnail {
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

async function readHead(storage: Storage, key: string): Promise<Buffer | null> {
  const info = await storage.stat(key);
  if (!info || info.size === 0) return null;
  return readBytes(storage, key, { start: 0, end: Math.min(info.size, HEAD_BYTES) - 1 });
}

/**
 * An image of this site (a /media/ path) as an oEmbed thumbnail, with the size read from its stored header;
 * null for an image elsewhere or one whose size cannot be read (oEmbed wants all three fields or none).
 */
export async function thumbnailOf(
  storage: Storage,
  origin: string,
  imageUrl: string | null,
): Promise<Thumbnail | null> {
  const key = mediaKeyOf(imageUrl);
  if (!key) return null;
  const head = await readHead(storage, key);
  if (!head) return null;
  const size = imageSize(head) ?? svgSize(head.toString('utf8'));
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return {
    thumbnail_url: `${origin}${imageUrl}`,
    thumbnail_width: size.width,
    thumbnail_height: size.height,
  };
}
