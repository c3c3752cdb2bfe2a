import type { Db } from '../../db/connection';
import { listedTrack } from '../../db/listing';

/** Tracks that are in The Crate: published and public. */
export function crateTracks(db: Db) {
  return db.selectFrom('tracks').where(listedTrack());
}

/** The crate track with this id (owner and title), or undefined when it is not public. */
export function findCrateTrack(db: Db, trackId: number) {
  return crateTracks(db)
    .select(['tracks.id', 'tracks.userId', 'tracks.title'])
    .where('tracks.id', '=', trackId)
    .executeTakeFirst();
}
