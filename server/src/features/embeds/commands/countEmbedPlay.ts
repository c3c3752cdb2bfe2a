import { EMBED_MESSAGES } from '@common/embeds';
import type { PlayCountResult } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { countPlay } from '../../tracks';
import { canEmbedTrack } from '../policies';

/**
 * Counts a play from an embedded player, marked 'embed' for the artist's analytics: only of a track that may be
 * embedded, and in the same window per listener as the site's own plays (a listener counts once per
 * PLAY_COUNT_WINDOW_SECONDS whichever player they use).
 */
export async function countEmbedPlay(
  db: Db,
  trackId: number,
  input: { user: UserRow | null; listener: string; now?: Date },
): Promise<PlayCountResult> {
  return countPlay(db, trackId, {
    ...input,
    source: 'embed',
    access: { allows: canEmbedTrack, missing: EMBED_MESSAGES.trackUnavailable },
  });
}
