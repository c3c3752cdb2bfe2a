import { EMBED_MESSAGES, type EmbedPageData } from '@common/embeds';
import type { PlaylistDetail } from '@common/playlists';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { selectTracks } from '../../tracks';
import { canEmbedPlaylist, canEmbedTrack } from '../policies';
import { playlistPagePath, presentEmbedTrack } from '../presenter';

type EmbedPlaylist = Extract<EmbedPageData, { kind: 'playlist' }>['playlist'];

/**
 * A playlist as a visitor sees it, read through its own route (GET /api/playlists/:id, common/playlists.ts)
 * without a session: what the playlists feature shows to anyone is all an embed may show. Null when that
 * answers anything but 200 (no such playlist, a private one, or no playlists route at all).
 */
export async function readPublicPlaylist(app: FastifyInstance, id: number): Promise<PlaylistDetail | null> {
  const response = await app.inject({ method: 'GET', url: `/api/playlists/${id}` });
  if (response.statusCode !== 200) return null;
  return response.json<PlaylistDetail>();
}

/**
 * What /embed/playlist/:id plays: a public playlist's tracks in its order, each checked again here (only
 * published, public tracks; a priced one as its preview). Unavailable tracks are left out.
 */
export async function readEmbedPlaylist(app: FastifyInstance, db: Db, id: number): Promise<EmbedPlaylist> {
  const playlist = await readPublicPlaylist(app, id);
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
