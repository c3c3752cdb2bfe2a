import { EMBED_MESSAGES, type EmbedPageData } from '@common/embeds';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { readVisitorPlaylist } from '../../playlists';
import { selectTracks } from '../../tracks';
import { canEmbedPlaylist, canEmbedTrack } from '../policies';
import { playlistPagePath, presentEmbedTrack } from '../presenter';

type EmbedPlaylist = Extract<EmbedPageData, { kind: 'playlist' }>['playlist'];

/**
 * What /embed/playlist/:id plays: a public playlist as a visitor sees it (what the playlists feature shows to
 * anyone is all an embed may show), its tracks in its order, each checked again here (only published, public
 * tracks; a priced one as its preview). Unavailable tracks are left out.
 */
export async function readEmbedPlaylist(db: Db, id: number): Promise<EmbedPlaylist> {
  const playlist = await readVisitorPlaylist(db, id);
  if (!playlist || !canEmbedPlaylist(playlist)) throw notFound(EMBED_MESSAGES.playlistUnavailable);
  const ids = playlist.tracks.filter((t) => t.available).map((t) => t.trackId);
  const rows = ids.length === 0 ? [] : await selectTracks(db).where('tracks.id', 'in', ids).execute();
  const byId = new Map(rows.filter(canEmbedTrack).map((row) => [row.id, row]));
  const tracks = ids.flatMap((trackId) => {
    const row = byId.get(trackId);
    return row ? [presentEmbedTrack(row, false)] : [];
  });
  return {
    id,
    title: playlist.title,
    owner: playlist.ownerName,
    url: playlistPagePath(id),
    tracks,
  };
}
