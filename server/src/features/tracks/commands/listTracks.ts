import type { TrackListQuery } from '@common/tracks';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connection';
import type { TrackWithArtist } from '../queries';
import { listedTrack } from '../../../db/listing';

/** Whose tracks a listing shows: the public catalogue, or every track of one owner (drafts included). */
export type ListScope = { kind: 'public' } | { kind: 'owner'; userId: number };

export interface TrackListResult {
  rows: TrackWithArtist[];
  total: number;
}

/** Escapes LIKE wildcards so that a search for '50%' means those characters. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Lists tracks: filtered (genre, artist, search), sorted (newest or popular) and paginated. */
export async function listTracks(db: Db, scope: ListScope, query: TrackListQuery): Promise<TrackListResult> {
  let base = db.selectFrom('tracks').leftJoin('users', 'users.id', 'tracks.userId');
  if (scope.kind === 'public') {
    base = base.where(listedTrack());
  } else {
    base = base.where('tracks.userId', '=', scope.userId);
  }
  if (query.genre) base = base.where(sql`lower(tracks.genre)`, '=', query.genre.toLowerCase());
  if (query.artist !== undefined) base = base.where('tracks.userId', '=', query.artist);
  if (query.q) {
    const pattern = likePattern(query.q);
    const like = (column: Expression<unknown>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
    base = base.where((eb) =>
      eb.or([
        like(eb.ref('tracks.title')),
        like(eb.ref('tracks.artist')),
        like(eb.ref('users.username')),
        like(eb.ref('tracks.genre')),
        like(sql`cast(tracks.tags as text)`),
      ]),
    );
  }

  const countQuery = base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();

  let rowsQuery = base
    .selectAll('tracks')
    .select('users.username as artistUsername')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (query.sort === 'popular') {
    rowsQuery = rowsQuery
      .orderBy('tracks.playCount', 'desc')
      .orderBy('tracks.likeCount', 'desc')
      .orderBy('tracks.id', 'desc');
  } else if (scope.kind === 'owner') {
    rowsQuery = rowsQuery.orderBy('tracks.uploadDate', 'desc').orderBy('tracks.id', 'desc');
  } else {
    rowsQuery = rowsQuery
      .orderBy(sql`coalesce(tracks.published_at, tracks.upload_date)`, 'desc')
      .orderBy('tracks.id', 'desc');
  }
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery]);
  return { rows: rows as TrackWithArtist[], total: Number(count?.count ?? 0) };
}
