import type { AppContext } from '../../../context';
import { findPublicPlaylist, listPublicPlaylistIds } from '../../playlists';
import { clip } from '../head';
import { shareImageOf } from '../image/cards';
import type { PreviewProvider, PreviewRequest, SitemapEntry } from '../preview';
import { pathId } from '../../../lib/ids';

/**
 * /playlist/:id: a public or unlisted playlist's preview (unlisted: for link holders, not indexed). A private
 * playlist, an unknown id and the built-in Liked tracks have none; the page itself decides who may see it.
 */
async function previewPlaylist({ ctx, params, origin }: PreviewRequest) {
  const id = pathId(params.id);
  if (id === null) return 'hidden';
  const playlist = await findPublicPlaylist(ctx.database.db, id);
  if (!playlist) return 'hidden';
  const tracks = playlist.trackCount === 1 ? '1 track' : `${playlist.trackCount} tracks`;
  const line = `A playlist by ${playlist.ownerName} on Panda Nation: ${tracks}.`;
  return {
    title: playlist.title,
    description: playlist.description?.trim() ? `${line} ${clip(playlist.description, 150)}` : line,
    canonicalPath: `/playlist/${playlist.id}`,
    type: 'music.playlist',
    image: shareImageOf(
      'playlist',
      playlist.id,
      `${playlist.title}|${playlist.trackCount}|${playlist.cover ?? ''}`,
      origin,
      `${playlist.title}, a playlist by ${playlist.ownerName}`,
    ),
    oembed: true,
    indexable: playlist.listed,
  } as const;
}

async function listedPlaylists(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  const rows = await listPublicPlaylistIds(ctx.database.db, { limit });
  return rows.map((row) => ({ path: `/playlist/${row.id}`, lastModified: row.updatedAt }));
}

export const playlistPreviews: PreviewProvider = {
  path: '/playlist/:id',
  preview: previewPlaylist,
  sitemap: listedPlaylists,
};
