import { PLAYLIST_MESSAGES } from '@common/playlists';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, PlaylistsTable, TrackStatus, TrackVisibility } from '../../db/schema';
import { parseId } from '../../lib/ids';
import { isPostgres } from '../../db/migrations/columns';
import type { Selectable } from 'kysely';
import { moderatedFlag } from '../../db/listing';

export type Executor = Db | Transaction<Database>;

/** A playlist row with its owner's names. */
export type PlaylistRow = Selectable<PlaylistsTable> & {
  ownerUsername: string;
  ownerDisplayName: string | null;
};

/** A route's `:id` as a playlist id; anything else is a playlist that does not exist (404). */
export function parsePlaylistId(value: string): number {
  return parseId(value, PLAYLIST_MESSAGES.notFound);
}

/** Playlists joined to their owners' names. */
export function selectPlaylists(db: Executor) {
  return db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.userId')
    .selectAll('playlists')
    .select(['users.username as ownerUsername', 'users.displayName as ownerDisplayName']);
}

/** A playlist by id; with `lock`, inside a transaction on PostgreSQL, its row is locked in the same read. */
export function findPlaylist(
  db: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<PlaylistRow | undefined> {
  let query = selectPlaylists(db).where('playlists.id', '=', id);
  if (lock && db.isTransaction && isPostgres(db)) query = query.forUpdate(['playlists']);
  return query.executeTakeFirst();
}

/** A track of a playlist (or of Liked tracks) as read: its track's columns are null once it has been deleted. */
export interface EntryRow {
  playlistId: number;
  trackId: number;
  position: number;
  addedAt: string;
  userId: number | null;
  status: TrackStatus | null;
  visibility: TrackVisibility | null;
  title: string | null;
  artist: string | null;
  artistUsername: string | null;
  coverArt: string | null;
  audioUrl: string | null;
  previewKey: string | null;
  price: number | null;
  duration: number | null;
  /** Removed by a moderator or its owner held (1/0 on SQLite). */
  moderated: boolean | number | null;
}

/** The tracks of these playlists in order, each with what presenting it needs (one query). */
export async function readEntries(db: Executor, playlistIds: number[]): Promise<EntryRow[]> {
  if (playlistIds.length === 0) return [];
  const rows = await db
    .selectFrom('playlistTracks')
    .leftJoin('tracks', 'tracks.id', 'playlistTracks.trackId')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .select([
      'playlistTracks.playlistId',
      'playlistTracks.trackId',
      'playlistTracks.position',
      'playlistTracks.addedAt',
      'tracks.userId',
      'tracks.status',
      'tracks.visibility',
      moderatedFlag().as('moderated'),
      'tracks.title',
      'tracks.artist',
      'users.username as artistUsername',
      'tracks.coverArt',
      'tracks.audioUrl',
      'tracks.previewKey',
      'tracks.price',
      'tracks.duration',
    ])
    .where('playlistTracks.playlistId', 'in', playlistIds)
    .orderBy('playlistTracks.playlistId')
    .orderBy('playlistTracks.position')
    .execute();
  return rows.map(normaliseEntry);
}

/** The user's liked tracks, the latest like first, as entries of the built-in playlist (playlistId 0). */
export async function readLikedEntries(db: Executor, userId: number): Promise<EntryRow[]> {
  const rows = await db
    .selectFrom('trackLikes')
    .innerJoin('tracks', 'tracks.id', 'trackLikes.trackId')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .select([
      'trackLikes.trackId',
      'trackLikes.createdAt as addedAt',
      'tracks.userId',
      'tracks.status',
      'tracks.visibility',
      moderatedFlag().as('moderated'),
      'tracks.title',
      'tracks.artist',
      'users.username as artistUsername',
      'tracks.coverArt',
      'tracks.audioUrl',
      'tracks.previewKey',
      'tracks.price',
      'tracks.duration',
    ])
    .where('trackLikes.userId', '=', userId)
    .orderBy('trackLikes.createdAt', 'desc')
    .orderBy('trackLikes.trackId', 'desc')
    .limit(10_000)
    .execute();
  return rows.map((row, position) => normaliseEntry({ ...row, playlistId: 0, position }));
}

type RawEntry = Omit<EntryRow, 'addedAt' | 'trackId' | 'playlistId' | 'position'> & {
  playlistId: number | string;
  trackId: number | string;
  position: number | string;
  addedAt: string | Date;
};

function normaliseEntry(row: RawEntry): EntryRow {
  return {
    ...row,
    playlistId: Number(row.playlistId),
    trackId: Number(row.trackId),
    position: Number(row.position),
    addedAt: new Date(row.addedAt).toISOString(),
    price: row.price === null ? null : Number(row.price),
  };
}

/** How many people saved each of these playlists, and which of them the viewer saved. */
export async function readSaves(
  db: Executor,
  playlistIds: number[],
  viewerId: number | null,
): Promise<{ counts: Map<number, number>; mine: Set<number> }> {
  const counts = new Map<number, number>();
  const mine = new Set<number>();
  if (playlistIds.length === 0) return { counts, mine };
  const rows = await db
    .selectFrom('playlistSaves')
    .select(['playlistId', (eb) => eb.fn.countAll<number | string>().as('saves')])
    .where('playlistId', 'in', playlistIds)
    .groupBy('playlistId')
    .execute();
  for (const row of rows) counts.set(Number(row.playlistId), Number(row.saves));
  if (viewerId !== null) {
    const own = await db
      .selectFrom('playlistSaves')
      .select('playlistId')
      .where('userId', '=', viewerId)
      .where('playlistId', 'in', playlistIds)
      .execute();
    for (const row of own) mine.add(Number(row.playlistId));
  }
  return { counts, mine };
}

/** A playlist's counts and covers as a list shows them, computed by the database. */
export interface PlaylistTotals {
  trackCount: number;
  totalDuration: number;
  covers: string[];
}

/**
 * For each playlist: how many tracks, the seconds of those available to the viewer, and the first `covers`
 * distinct covers of available tracks in order (two queries, whatever the playlists' lengths).
 */
export async function readTotals(
  db: Executor,
  playlistIds: number[],
  available: RawBuilder<boolean>,
  covers: number,
): Promise<Map<number, PlaylistTotals>> {
  const totals = new Map<number, PlaylistTotals>(
    playlistIds.map((id) => [id, { trackCount: 0, totalDuration: 0, covers: [] }]),
  );
  if (playlistIds.length === 0) return totals;
  const counted = await db
    .selectFrom('playlistTracks')
    .innerJoin('playlists', 'playlists.id', 'playlistTracks.playlistId')
    .leftJoin('tracks', 'tracks.id', 'playlistTracks.trackId')
    .select((eb) => [
      'playlistTracks.playlistId',
      eb.fn.countAll<number | string>().as('trackCount'),
      sql<number | string | null>`sum(case when ${available} then tracks.duration else 0 end)`.as('seconds'),
    ])
    .where('playlistTracks.playlistId', 'in', playlistIds)
    .groupBy('playlistTracks.playlistId')
    .execute();
  for (const row of counted) {
    const total = totals.get(Number(row.playlistId))!;
    total.trackCount = Number(row.trackCount);
    total.totalDuration = Math.round(Number(row.seconds ?? 0));
  }
  const firstCovers = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('playlistTracks')
        .innerJoin('playlists', 'playlists.id', 'playlistTracks.playlistId')
        .innerJoin('tracks', 'tracks.id', 'playlistTracks.trackId')
        .select([
          'playlistTracks.playlistId',
          'tracks.coverArt',
          sql<number>`row_number() over (partition by playlist_tracks.playlist_id order by min(playlist_tracks.position))`.as(
            'rank',
          ),
        ])
        .where('playlistTracks.playlistId', 'in', playlistIds)
        .where('tracks.coverArt', 'is not', null)
        .where(available)
        .groupBy(['playlistTracks.playlistId', 'tracks.coverArt'])
        .as('ranked'),
    )
    .select(['ranked.playlistId', 'ranked.coverArt'])
    .where('ranked.rank', '<=', covers)
    .orderBy('ranked.playlistId')
    .orderBy('ranked.rank')
    .execute();
  for (const row of firstCovers) totals.get(Number(row.playlistId))!.covers.push(row.coverArt!);
  return totals;
}
