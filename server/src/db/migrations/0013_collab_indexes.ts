import type { Kysely } from 'kysely';

/**
 * Indexes of matching:
 * - track_plays (user_id, track_id): a listener's plays of an artist's tracks, for soulAlignment (mutual
 *   listening) without reading every play of a popular artist.
 * - collab_signals (activity, user_id): the visitors' list, ranked by activity.
 * - tracks (user_id, status, visibility): an artist's published public tracks (a card's recent work, their
 *   signals). Without it SQLite, which keeps no statistics here, reads every published track through
 *   tracks_listing_idx to find the few of one artist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('track_plays_user_idx')
    .on('track_plays')
    .columns(['user_id', 'track_id'])
    .execute();
  await db.schema
    .createIndex('collab_signals_activity_idx')
    .on('collab_signals')
    .columns(['activity', 'user_id'])
    .execute();
  await db.schema
    .createIndex('tracks_user_status_idx')
    .on('tracks')
    .columns(['user_id', 'status', 'visibility'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracks_user_status_idx').ifExists().execute();
  await db.schema.dropIndex('collab_signals_activity_idx').ifExists().execute();
  await db.schema.dropIndex('track_plays_user_idx').ifExists().execute();
}
