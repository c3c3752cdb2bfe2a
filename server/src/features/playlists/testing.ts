import type { PlaylistDetail, PlaylistVisibility } from '@common/playlists';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** Creates a playlist through the API and returns its page, failing the test when it is refused. */
export async function makePlaylist(
  client: TestClient,
  title = 'Late night',
  visibility: PlaylistVisibility = 'public',
): Promise<PlaylistDetail & { id: number }> {
  const response = await client.post('/api/playlists', { title, visibility });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlaylistDetail & { id: number }>();
}

/** Adds tracks one after the other, failing the test on any refusal; answers the last page. */
export async function addTracks(client: TestClient, id: number, trackIds: number[]): Promise<PlaylistDetail> {
  let page: PlaylistDetail | undefined;
  for (const trackId of trackIds) {
    const response = await client.post(`/api/playlists/${id}/tracks`, { trackId });
    expect(response.statusCode, response.body).toBe(200);
    page = response.json<PlaylistDetail>();
  }
  return page!;
}
