import type { TrackComment } from '@common/comments';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** Posts a comment through the API, failing the test when it is refused; answers the comment. */
export async function postComment(
  client: TestClient,
  trackId: number,
  body: { body: string; positionSeconds?: number; parentId?: number },
): Promise<TrackComment> {
  const response = await client.post(`/api/tracks/${trackId}/comments`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TrackComment>();
}
