/** The playlists feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { deleteUserPlaylists } from './commands/deletePlaylist';
export {
  findPublicPlaylist,
  listPublicPlaylistIds,
  readVisitorPlaylist,
  type PlaylistPreview,
  type SitemapPlaylist,
} from './sharing';
