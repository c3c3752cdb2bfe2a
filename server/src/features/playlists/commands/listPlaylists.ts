import type { PlaylistList, PlaylistSummary } from '@common/playlists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { USER_NOT_FOUND } from '../../../lib/ids';
import { notFound } from '../../../lib/errors';
import { presentSummary } from '../presenter';
import { type PlaylistRow, selectPlaylists } from '../queries';
import { likedCard, playlistCards } from '../views';

async function summaries(db: Db, viewer: UserRow | null, rows: PlaylistRow[]): Promise<PlaylistSummary[]> {
  const parts = await playlistCards(db, viewer, rows);
  return rows.map((row) => presentSummary(row, parts.get(row.id)!));
}

/** A user's public playlists, the latest changed first (unlisted and private ones are never listed). */
export async function listUserPlaylists(
  db: Db,
  viewer: UserRow | null,
  userId: number,
): Promise<PlaylistList> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(USER_NOT_FOUND);
  const rows = await selectPlaylists(db)
    .where('playlists.userId', '=', userId)
    .where('playlists.visibility', '=', 'public')
    .orderBy('playlists.updatedAt', 'desc')
    .orderBy('playlists.id', 'desc')
    .execute();
  return { playlists: await summaries(db, viewer, rows) };
}

/**
 * The user's library: Liked tracks first, then their own playlists (the latest changed first), then the ones
 * they saved (the latest saved first) that they can still open.
 */
export async function listMyPlaylists(db: Db, user: UserRow): Promise<PlaylistList> {
  const own = await selectPlaylists(db)
    .where('playlists.userId', '=', user.id)
    .orderBy('playlists.updatedAt', 'desc')
    .orderBy('playlists.id', 'desc')
    .execute();
  const saved = await selectPlaylists(db)
    .innerJoin('playlistSaves', 'playlistSaves.playlistId', 'playlists.id')
    .where('playlistSaves.userId', '=', user.id)
    .where('playlists.visibility', '!=', 'private')
    .orderBy('playlistSaves.createdAt', 'desc')
    .orderBy('playlists.id', 'desc')
    .execute();
  return { playlists: [await likedCard(db, user), ...(await summaries(db, user, [...own, ...saved]))] };
}
