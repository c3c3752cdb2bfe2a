import type { AppContext } from '../../../context';
import { readBytes } from '../../../media/storage/storage';
import type { ShareImageKind } from './cards';
import { cardSources } from './cardData';
import { renderShareCard } from './render';

/** Pictures larger than this are not drawn (a cover is far smaller). */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** How many rendered images one process keeps (about 100 kB each). */
const CACHE_ENTRIES = 64;

/** Rendered images by ETag, the least recently used dropped first. */
const rendered = new Map<string, Buffer>();

async function readPicture(ctx: AppContext, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const stat = await ctx.storage.stat(key);
    if (!stat || stat.size > MAX_PICTURE_BYTES) return null;
    return await readBytes(ctx.storage, key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'share image: picture unreadable, drawn without it');
    return null;
  }
}

/** A share image's ETag, and a way to its PNG (rendered once per ETag and kept); null when it has none. */
export async function findShareImage(
  ctx: AppContext,
  kind: ShareImageKind,
  value: string,
): Promise<{ etag: string; png: () => Promise<Buffer> } | null> {
  const card = await cardSources[kind](ctx, value);
  if (!card) return null;
  return {
    etag: card.etag,
    async png() {
      const cached = rendered.get(card.etag);
      if (cached) {
        rendered.delete(card.etag);
        rendered.set(card.etag, cached);
        return cached;
      }
      const png = await renderShareCard({ ...card, picture: await readPicture(ctx, card.pictureKey) });
      rendered.set(card.etag, png);
      if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value!);
      return png;
    },
  };
}
