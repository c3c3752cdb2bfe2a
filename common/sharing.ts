import { z } from 'zod';

/** What a share image's address may carry: `v`, which changes with the image so caches fetch the new one. */
export const shareImageQuerySchema = z.object({ v: z.string().max(64).optional() });

/** The kinds of things that have a share image (GET /api/share-image/<kind>/<id>.png). */
export const SHARE_IMAGE_KINDS = ['track', 'artist', 'course', 'certificate'] as const;

/** Messages the sharing routes answer with. */
export const SHARING_MESSAGES = {
  imageNotFound: 'No share image: nothing public has that address',
} as const;
