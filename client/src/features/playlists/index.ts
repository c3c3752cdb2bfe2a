/** The playlists feature's public entry: what other features use of it. */
export { AddToPlaylistButton } from './AddToPlaylistButton';
export { useAddToPlaylist } from './useAddToPlaylist';
export { UserPlaylists } from './UserPlaylists';
