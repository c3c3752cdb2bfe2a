import {
  type CoverArtHistory,
  type CoverArtImage,
  type CoverArtRenderer,
  type CoverArtStyle,
  coverArtRequestSchema,
} from '@common/coverart';
import type { Selectable } from 'kysely';
import type { CoverArtImagesTable } from '../../db/schema';
import { mediaUrl } from '../../media/storage/storage';

export type CoverArtImageRow = Selectable<CoverArtImagesTable>;

/** One stored image as the API shows it. */
export function presentImage(row: CoverArtImageRow): CoverArtImage {
  return {
    id: row.id,
    webUrl: mediaUrl(row.storageKey),
    seed: Number(row.seed),
    renderer: row.renderer as CoverArtRenderer,
  };
}

/** An image in the user's history. */
export function presentHistoryImage(row: CoverArtImageRow): CoverArtHistory['images'][number] {
  return {
    ...presentImage(row),
    trackTitle: row.trackTitle,
    // Images made before 'photorealistic' became 'cinematic' show the style's name of today.
    style: coverArtRequestSchema.shape.style.safeParse(row.style).data ?? (row.style as CoverArtStyle),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
