import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ARTICLE, ARTICLE_MESSAGES } from '@common/newsletter';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  rejectBeforeBody,
} from '../../media/uploads/receiveUpload';
import { mediaUrl, type Storage } from '../../media/storage/storage';
import { sniffImage } from '../../media/sniff';

const messages = {
  notMultipart: ARTICLE_MESSAGES.imageNotMultipart,
  unsupportedType: ARTICLE_MESSAGES.imageUnsupported,
  tooLarge: ARTICLE_MESSAGES.imageTooLarge,
  missingFile: ARTICLE_MESSAGES.imageMissing,
};

/** The page colour, behind transparent parts (JPEG has no transparency). */
const BACKGROUND = '#18181B';

/**
 * Width and height from a PNG, JPEG or WebP header, without decoding the image (so a small file that would
 * decode to billions of pixels is refused first). Null when the header cannot be read.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    return null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG segments to the first frame header (SOF0-SOF15, except DHT, JPG and DAC).
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
        at += 2;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

/**
 * Receives the `image` field of POST /api/newsletter/images (PNG, JPEG or WebP by its bytes, at most
 * ARTICLE.imageMaxBytes), scales it to fit ARTICLE.imageMaxSide and stores it as JPEG under newsletter/, like
 * avatars: what is stored is always our own re-encoding, never the uploaded bytes. Returns its /media path.
 */
export async function storeArticleImage(request: FastifyRequest, storage: Storage): Promise<string> {
  if (declaredTooLarge(request, ARTICLE.imageMaxBytes)) {
    throw rejectBeforeBody(request, new HttpError(413, messages.tooLarge), ARTICLE.imageMaxBytes);
  }
  const upload = await receiveUpload(request, {
    field: 'image',
    maxBytes: ARTICLE.imageMaxBytes,
    sniff: sniffImage,
    messages,
  });
  const out = path.join(os.tmpdir(), `pn-article-${randomUUID()}.jpg`);
  try {
    const bytes = await fsp.readFile(upload.tempPath);
    const size = imageSize(bytes);
    if (!size || !size.width || !size.height) throw badRequest(ARTICLE_MESSAGES.imageUnreadable);
    if (size.width * size.height > ARTICLE.imageMaxPixels) {
      throw new HttpError(413, ARTICLE_MESSAGES.imageTooManyPixels);
    }
    const image = await loadImage(bytes).catch(() => {
      throw badRequest(ARTICLE_MESSAGES.imageUnreadable);
    });
    if (!image.width || !image.height) throw badRequest(ARTICLE_MESSAGES.imageUnreadable);
    const scale = Math.min(1, ARTICLE.imageMaxSide / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    await fsp.writeFile(out, await canvas.encode('jpeg', 85));
    const key = `newsletter/${randomUUID()}.jpg`;
    await storage.putFile(key, out, 'image/jpeg');
    return mediaUrl(key);
  } finally {
    await discardUpload(upload);
    await fsp.rm(out, { force: true });
  }
}
