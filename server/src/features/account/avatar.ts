import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT, ACCOUNT_MESSAGES } from '@common/account';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  rejectBeforeBody,
} from '../../media/uploads/receiveUpload';
import { mediaKeyOf, mediaUrl, type Storage } from '../../media/storage/storage';
import { sniffImage } from '../../media/sniff';

const AVATAR_PREFIX = '/media/avatars/';

const messages = {
  notMultipart: ACCOUNT_MESSAGES.avatarNotMultipart,
  unsupportedType: ACCOUNT_MESSAGES.avatarUnsupported,
  tooLarge: ACCOUNT_MESSAGES.avatarTooLarge,
  missingFile: ACCOUNT_MESSAGES.avatarMissing,
};

/**
 * Receives the `avatar` field (PNG, JPEG or WebP by its bytes, at most 5 MB), crops it to a centred square,
 * scales it to 256 px and stores it as WebP. Answers 415/413/400 with the account texts; an image that cannot
 * be decoded is 400. Returns the public URL.
 */
export async function storeAvatar(request: FastifyRequest, storage: Storage): Promise<string> {
  if (declaredTooLarge(request, ACCOUNT.avatarMaxBytes)) {
    throw rejectBeforeBody(request, new HttpError(413, messages.tooLarge), ACCOUNT.avatarMaxBytes);
  }
  const upload = await receiveUpload(request, {
    field: 'avatar',
    maxBytes: ACCOUNT.avatarMaxBytes,
    sniff: sniffImage,
    messages,
  });
  const out = path.join(os.tmpdir(), `pn-avatar-${randomUUID()}.webp`);
  try {
    const image = await loadImage(await fsp.readFile(upload.tempPath)).catch(() => {
      throw badRequest(ACCOUNT_MESSAGES.avatarUnreadable);
    });
    if (!image.width || !image.height) throw badRequest(ACCOUNT_MESSAGES.avatarUnreadable);
    const side = Math.min(image.width, image.height);
    const size = ACCOUNT.avatarSize;
    const canvas = createCanvas(size, size);
    const context = canvas.getContext('2d');
    context.drawImage(
      image,
      (image.width - side) / 2,
      (image.height - side) / 2,
      side,
      side,
      0,
      0,
      size,
      size,
    );
    await fsp.writeFile(out, await canvas.encode('webp', 88));
    const key = `avatars/${randomUUID()}.webp`;
    await storage.putFile(key, out, 'image/webp');
    return mediaUrl(key);
  } finally {
    await discardUpload(upload);
    await fsp.rm(out, { force: true });
  }
}

/** Removes a stored avatar (an outside URL, e.g. given at registration, is only forgotten). */
export async function removeAvatar(storage: Storage, url: string | null): Promise<void> {
  const key = url?.startsWith(AVATAR_PREFIX) ? mediaKeyOf(url) : null;
  if (key) await storage.delete(key).catch(() => undefined);
}
