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
import { imageSize } from '../../media/imageSize';

export { imageSize };

const messages = {
  notMultipart: ARTICLE_MESSAGES.imageNotMultipart,
  unsupportedType: ARTICLE_MESSAGES.imageUnsupported,
  tooLarge: ARTICLE_MESSAGES.imageTooLarge,
  missingFile: ARTICLE_MESSAGES.imageMissing,
};

/** The page colour, behind transparent parts (JPEG has no transparency). */
const BACKGROUND = '#18181B';

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
