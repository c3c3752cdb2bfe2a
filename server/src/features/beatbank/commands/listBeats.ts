import { BEAT_LIST_LIMIT, NEW_RELEASE_DAYS, type BeatListQuery } from '@common/beatbank';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connection';
import { likePattern } from '../../tracks';
import { normaliseBeatRow, selectBeatCards, type BeatCardRow } from '../queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Beats on the market (never those sold with an exclusive licence), filtered by tab and search:
 * all (newest first), exclusive (offered with an exclusive licence), featured, popular (played, most plays
 * first), new (released in the last NEW_RELEASE_DAYS days, newest first). The search covers title,
 * producer, tags and genre.
 */
export async function listBeats(db: Db, query: BeatListQuery, now = new Date()): Promise<BeatCardRow[]> {
  const released = sql<string>`coalesce(tracks.published_at, tracks.upload_date)`;
  let rows = selectBeatCards(db).where('tracks.exclusiveSoldAt', 'is', null);
  if (query.tab === 'exclusive') rows = rows.where('tracks.isExclusive', '=', true);
  if (query.tab === 'featured') rows = rows.where('tracks.featured', '=', true);
  if (query.tab === 'popular') rows = rows.where('tracks.playCount', '>', 0);
  if (query.tab === 'new') {
    rows = rows.where(released, '>=', new Date(now.getTime() - NEW_RELEASE_DAYS * DAY_MS).toISOString());
  }
  if (query.q) {
    const pattern = likePattern(query.q);
    const like = (column: Expression<unknown>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
    rows = rows.where((eb) =>
      eb.or([
        like(eb.ref('tracks.title')),
        like(eb.ref('tracks.producer')),
        like(eb.ref('tracks.artist')),
        like(eb.ref('users.username')),
        like(eb.ref('users.displayName')),
        like(eb.ref('tracks.genre')),
        like(sql`cast(tracks.tags as text)`),
      ]),
    );
  }
  rows =
    query.tab === 'popular'
      ? rows.orderBy('tracks.playCount', 'desc').orderBy('tracks.id', 'desc')
      : rows.orderBy(released, 'desc').orderBy('tracks.id', 'desc');
  const found = await rows.limit(BEAT_LIST_LIMIT).execute();
  return found.map((row) => normaliseBeatRow(row as BeatCardRow));
}
