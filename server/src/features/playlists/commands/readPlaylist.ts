import type { PlaylistDetail } from '@common/playlists';
import type { UserRow } from '../../../db/schema';
import { presentDetail } from '../presenter';
import { type Executor, findPlaylist, type PlaylistRow } from '../queries';
import { playlistPage } from '../views';
import { findReadablePlaylist } from './findPlaylist';

/** A playlist's page as this viewer sees it (404 for someone else's private playlist). */
export async function readPlaylist(
  db: Executor,
  viewer: UserRow | null,
  id: number,
): Promise<PlaylistDetail> {
  const playlist = await findReadablePlaylist(db, viewer?.id ?? null, id);
  return presentPlaylist(db, viewer, playlist);
}

/** A playlist row as its page, for this viewer. */
export async function presentPlaylist(
  db: Executor,
  viewer: UserRow | null,
  playlist: PlaylistRow,
): Promise<PlaylistDetail> {
  const { parts, tracks } = await playlistPage(db, viewer, playlist);
  return presentDetail(playlist, parts, tracks);
}

/** The playlist's page after a change, read again (its updated date included). */
export async function readChanged(db: Executor, viewer: UserRow, id: number): Promise<PlaylistDetail> {
  const playlist = await findPlaylist(db, id);
  return presentPlaylist(db, viewer, playlist!);
}
