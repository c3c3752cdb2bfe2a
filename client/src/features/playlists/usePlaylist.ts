import type { PlaylistDetail, PlaylistList } from '@common/playlists';
import { useQuery } from '@tanstack/react-query';
import { MY_PLAYLISTS_KEY, playlistKey, userPlaylistsKey } from './playlistsApi';

/** GET /api/playlists/{id} ('liked' is the signed-in user's Liked tracks); nothing is asked for a null id. */
export function usePlaylist(id: string | null) {
  return useQuery<PlaylistDetail | null>({ queryKey: playlistKey(id ?? ''), enabled: id !== null });
}

/** GET /api/me/playlists: own and saved playlists, Liked tracks first; only asked when `enabled`. */
export function useMyPlaylists(enabled: boolean) {
  return useQuery<PlaylistList | null>({ queryKey: MY_PLAYLISTS_KEY, enabled });
}

/** GET /api/users/{id}/playlists: someone's public playlists. */
export function useUserPlaylists(userId: number) {
  return useQuery<PlaylistList | null>({ queryKey: userPlaylistsKey(userId) });
}
