import type { PlaylistCreate, PlaylistDetail, PlaylistUpdate } from '@common/playlists';
import { request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';

type PlaylistId = PlaylistDetail['id'];

/** The query key of GET /api/playlists/{id}. */
export const playlistKey = (id: PlaylistId | string): [string] => [`/api/playlists/${id}`];
/** The query key of GET /api/me/playlists: the signed-in user's own and saved playlists. */
export const MY_PLAYLISTS_KEY: [string] = ['/api/me/playlists'];
/** The query key of GET /api/users/{id}/playlists: someone's public playlists. */
export const userPlaylistsKey = (userId: number): [string] => [`/api/users/${userId}/playlists`];

const base = (id: PlaylistId) => `/api/playlists/${id}`;

/** Thin typed wrappers over the one request function, one per route of the playlists contract. */
export const playlistsApi = {
  create: (input: PlaylistCreate) => request<PlaylistDetail>('POST', '/api/playlists', { body: input }),
  update: (id: PlaylistId, changes: PlaylistUpdate) =>
    request<PlaylistDetail>('PATCH', base(id), { body: changes }),
  remove: (id: PlaylistId) => request('DELETE', base(id), { body: null }),
  addTrack: (id: PlaylistId, trackId: number, position?: number) =>
    request<PlaylistDetail>('POST', `${base(id)}/tracks`, { body: { trackId, position } }),
  removeTrack: (id: PlaylistId, trackId: number) =>
    request<PlaylistDetail>('DELETE', `${base(id)}/tracks/${trackId}`, { body: null }),
  reorder: (id: PlaylistId, trackIds: number[]) =>
    request<PlaylistDetail>('PUT', `${base(id)}/order`, { body: { trackIds } }),
  save: (id: PlaylistId, saved: boolean) =>
    request<unknown>(saved ? 'POST' : 'DELETE', `${base(id)}/save`, { body: saved ? {} : null }),
};

/**
 * After a change the server answered with the playlist: that answer is the playlist's page (no second read),
 * and the lists that show it as a card are read again.
 */
export async function settlePlaylist(changed: PlaylistDetail): Promise<void> {
  queryClient.setQueryData(playlistKey(changed.id), changed);
  await refreshPlaylists();
}

/** Reads a playlist, the signed-in user's list and every profile list again after a change. */
export async function refreshPlaylists(id?: PlaylistId): Promise<void> {
  const reads: Promise<void>[] = [queryClient.invalidateQueries({ queryKey: MY_PLAYLISTS_KEY })];
  reads.push(
    queryClient.invalidateQueries({
      predicate: (query) => /^\/api\/users\/\d+\/playlists$/.test(String(query.queryKey[0])),
    }),
  );
  if (id !== undefined) reads.push(queryClient.invalidateQueries({ queryKey: playlistKey(id) }));
  await Promise.all(reads);
}
