import type { Db } from '../../db/connection';
import { ownerHeldColumn } from '../../db/listing';
import type { TrackRow } from '../../db/schema';
import { parseId } from '../../lib/ids';
import { TRACK_MESSAGES } from '@common/tracks';

/** A track row with its owner's username (left join on users). */
export type TrackWithArtist = TrackRow & {
  artistUsername: string | null;
  ownerHeld: boolean | number | null;
};

/** Tracks joined to their owners, every track column plus `artistUsername`. */
export function selectTracks(db: Db) {
  return db
    .selectFrom('tracks')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .selectAll('tracks')
    .select('users.username as artistUsername')
    .select(ownerHeldColumn());
}

/** A route's `:id` as a track id; anything else is a track that does not exist. */
export function parseTrackId(value: string): number {
  return parseId(value, TRACK_MESSAGES.notFound);
}

/** One track with its owner's username, or undefined. */
export function findTrack(db: Db, id: number): Promise<TrackWithArtist | undefined> {
  return selectTracks(db).where('tracks.id', '=', id).executeTakeFirst();
}

/** The ids among `trackIds` that the user likes (one query for a whole page). */
export async function likedTrackIds(db: Db, userId: number, trackIds: number[]): Promise<Set<number>> {
  if (trackIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('trackLikes')
    .select('trackId')
    .where('userId', '=', userId)
    .where('trackId', 'in', trackIds)
    .execute();
  return new Set(rows.map((r) => Number(r.trackId)));
}

/** Only what the visibility policy needs of a track (no join), or undefined. */
export function findTrackAccess(db: Db, id: number) {
  return db
    .selectFrom('tracks')
    .select(['userId', 'status', 'visibility', 'removedAt'])
    .select(ownerHeldColumn())
    .where('id', '=', id)
    .executeTakeFirst();
}
