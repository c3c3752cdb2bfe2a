import { publicName } from '@common/people';
import type { PlaylistDetail, PlaylistVisibility } from '@common/playlists';
import type { Db } from '../../db/connection';
import { MAX_ID } from '../../lib/ids';
import { presentPlaylist } from './commands/readPlaylist';
import { canReadPlaylist, entryAvailableSql, isListedPlaylist } from './policies';
import { MOSAIC_COVERS } from './presenter';
import { findPlaylist, readTotals, selectPlaylists } from './queries';

/** What a sitemap lists of a public playlist. */
export interface SitemapPlaylist {
  id: number;
  updatedAt: string;
}

/**
 * Public playlists for a sitemap, by id, `limit` at a time after `afterId` (unlisted and private ones are never
 * listed).
 */
export async function listPublicPlaylistIds(
  db: Db,
  { afterId = 0, limit = 50_000 }: { afterId?: number; limit?: number } = {},
): Promise<SitemapPlaylist[]> {
  const rows = await db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.userId')
    .select(['playlists.id', 'playlists.updatedAt'])
    .where('playlists.visibility', '=', 'public')
    .where('users.deletedAt', 'is', null)
    .where('playlists.id', '>', afterId)
    .orderBy('playlists.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
}

/** What a link preview shows of a playlist. */
export interface PlaylistPreview {
  id: number;
  title: string;
  description: string | null;
  ownerId: number;
  ownerName: string;
  /** The chosen cover, else the first available track's; null when there is none. */
  cover: string | null;
  /** Up to four covers of the first available tracks, for a mosaic. */
  covers: string[];
  trackCount: number;
  visibility: Exclude<PlaylistVisibility, 'private'>;
  /** Whether it may be listed (public) or only opened by its link (unlisted). */
  listed: boolean;
}

/**
 * A playlist as a link preview shows it to anyone (no viewer: only tracks everyone may play give covers), or
 * undefined when it does not exist or is private: private playlists have no preview.
 */
export async function findPublicPlaylist(db: Db, id: number): Promise<PlaylistPreview | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
  const row = await selectPlaylists(db).where('playlists.id', '=', id).executeTakeFirst();
  if (!row || row.visibility === 'private') return undefined;
  // Counted as a visitor sees it: only tracks everyone may play count and give covers.
  const totals = (await readTotals(db, [row.id], entryAvailableSql(null), MOSAIC_COVERS)).get(row.id)!;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ownerId: row.userId,
    ownerName: publicName({ username: row.ownerUsername, displayName: row.ownerDisplayName }),
    cover: row.coverArt ?? totals.covers[0] ?? null,
    covers: totals.covers,
    trackCount: totals.trackCount,
    visibility: row.visibility,
    listed: isListedPlaylist(row),
  };
}

/**
 * A playlist's page as a visitor (no session) sees it, as GET /api/playlists/:id answers them: what the playlists
 * feature shows anyone, so all that another site (an embed) may show. Null when a visitor cannot open it (no such
 * playlist, or a private one).
 */
export async function readVisitorPlaylist(db: Db, id: number): Promise<PlaylistDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const playlist = await findPlaylist(db, id);
  if (!playlist || !canReadPlaylist(null, playlist)) return null;
  return presentPlaylist(db, null, playlist);
}
