import { createHash } from 'node:crypto';
import type { PreviewImage } from '../preview';

/** Share images are drawn at the size every preview (Open Graph, X, Slack...) shows whole: 1200 x 630. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Bumped when the drawing changes, so every cached image and every link to one changes with it. */
export const SHARE_IMAGE_VERSION = 1;

export type ShareImageKind = 'track' | 'artist' | 'course' | 'certificate' | 'playlist';

/** A short, stable digest of what a share image is drawn from. */
export function digest(...parts: (string | number | null | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([SHARE_IMAGE_VERSION, ...parts]))
    .digest('base64url')
    .slice(0, 16);
}

/**
 * The share image of a thing, as a preview's og:image: an absolute URL whose `v` changes when the thing does,
 * so apps that cache previews by URL fetch the new one.
 */
export function shareImageOf(
  kind: ShareImageKind,
  id: number | string,
  version: string | null,
  origin: string,
  alt: string,
): PreviewImage {
  const url = `${origin}/api/share-image/${kind}/${encodeURIComponent(String(id))}.png?v=${digest(kind, id, version)}`;
  return { url, ...SHARE_IMAGE, alt };
}
