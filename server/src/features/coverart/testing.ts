import {
  COVER_ART_DEFAULTS,
  type CoverArtDrawRequest,
  coverArtRequestSchema,
  type CoverArtRequestInput,
} from '@common/coverart';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A full request with the schema's defaults, for tests and the benchmark. */
export function coverRequest(input: Partial<CoverArtRequestInput> = {}): CoverArtDrawRequest {
  const { seed: _seed, ...request } = coverArtRequestSchema.parse({
    trackTitle: 'Midnight Run',
    artistName: 'Luna Waves',
    ...input,
  });
  return { ...request, genre: request.genre ?? COVER_ART_DEFAULTS.genre };
}

/** Width and height from a PNG's IHDR (null when the bytes are not a PNG). */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image decoded and scaled to `side` x `side` RGBA pixels (so two images can be compared). */
export async function thumbnailPixels(bytes: Buffer, side = 64): Promise<Uint8ClampedArray> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0, side, side);
  return g.getImageData(0, 0, side, side).data;
}

/** Mean absolute difference of two images' thumbnails, 0 (same) to 255. */
export async function imageDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([thumbnailPixels(a), thumbnailPixels(b)]);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < pa.length; i += 4) {
    for (let k = 0; k < 3; k += 1) sum += Math.abs(pa[i + k]! - pb[i + k]!);
    n += 3;
  }
  return sum / n;
}

/** The image decoded at full size: RGBA pixels and its side. */
export async function decodePixels(bytes: Buffer): Promise<{ data: Uint8ClampedArray; size: number }> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return { data: g.getImageData(0, 0, image.width, image.height).data, size: image.width };
}

/** Where `after` is brighter than `before` by more than `by` (0-255 luminance) inside `region`: the bright blob. */
export function brighterBlob(
  before: { data: Uint8ClampedArray; size: number },
  after: { data: Uint8ClampedArray; size: number },
  region: { top: number; bottom: number },
  by = 60,
): { count: number; x: number; y: number; width: number; height: number } {
  const lum = (d: Uint8ClampedArray, i: number) => 0.3 * d[i]! + 0.59 * d[i + 1]! + 0.11 * d[i + 2]!;
  let count = 0;
  let sx = 0;
  let sy = 0;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = Math.max(0, Math.floor(region.top)); y < Math.min(after.size, region.bottom); y += 1) {
    for (let x = 0; x < after.size; x += 1) {
      const i = (y * after.size + x) * 4;
      if (lum(after.data, i) - lum(before.data, i) <= by) continue;
      count += 1;
      sx += x;
      sy += y;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return count === 0
    ? { count, x: NaN, y: NaN, width: 0, height: 0 }
    : { count, x: sx / count, y: sy / count, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
