import { PLAYLIST_MESSAGES } from '@common/playlists';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { canReadPlaylist, ownsPlaylist } from '../policies';
import { type Executor, findPlaylist, type PlaylistRow } from '../queries';

/** The playlist if this viewer may open it; a private one of someone else is a 404, as if it did not exist. */
export async function findReadablePlaylist(
  db: Executor,
  viewerId: number | null,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PlaylistRow> {
  const playlist = await findPlaylist(db, id, options);
  if (!playlist || !canReadPlaylist(viewerId, playlist)) throw notFound(PLAYLIST_MESSAGES.notFound);
  return playlist;
}

/**
 * The user's own playlist, for a change: 404 when they cannot even open it, 403 when it is someone else's.
 * Inside a transaction on PostgreSQL the row is locked, so changes of one playlist's tracks run one at a time
 * (SQLite runs one writing transaction at a time anyway).
 */
export async function findOwnPlaylist(db: Executor, user: UserRow, id: number): Promise<PlaylistRow> {
  const playlist = await findReadablePlaylist(db, user.id, id, { lock: true });
  if (!ownsPlaylist(user.id, playlist)) throw forbidden(PLAYLIST_MESSAGES.notOwner);
  return playlist;
}
