import { type CoverArtRequest, coverArtRequestSchema, type CoverArtRequestInput } from '@common/coverart';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A full request with the schema's defaults, for tests and the benchmark. */
export function coverRequest(input: Partial<CoverArtRequestInput> = {}): Omit<CoverArtRequest, 'seed'> {
  const { seed: _seed, ...request } = coverArtRequestSchema.parse({
    trackTitle: 'Midnight Run',
    artistName: 'Luna Waves',
    ...input,
  });
  return request;
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
