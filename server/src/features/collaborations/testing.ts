import type { AcceptedCollabRequest } from '@common/collab';
import { expect } from 'vitest';
import type { Db } from '../../db/connection';
import { json } from '../../db/values';
import type { TestClient } from '../../test/client';

/** Gives a user a collaboration profile (open to collaborations unless told otherwise). */
export async function giveProfile(db: Db, userId: number, isAvailable = true): Promise<void> {
  await db
    .insertInto('collabProfiles')
    .values({
      userId,
      skills: json(['Producer']),
      collabType: json(['Feature']),
      isAvailable,
      description: 'Open to sessions',
      examples: json([]),
      rateInfo: '',
      equipment: json([]),
    })
    .execute();
}

/** A request body for Connect. */
export const requestTo = (toUserId: number, project = 'Night Drive EP') => ({
  toUserId,
  message: 'Loved your last track, want to make something together?',
  project,
});

/** `from` asks `to` (whose client is `toClient`) and `to` accepts; answers the accepted request. */
export async function collaborate(
  from: TestClient,
  toClient: TestClient,
  toUserId: number,
  project = 'Night Drive EP',
): Promise<AcceptedCollabRequest> {
  const sent = await from.post('/api/collab/requests', requestTo(toUserId, project));
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await toClient.post(`/api/collab/requests/${(sent.json() as { id: number }).id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as AcceptedCollabRequest;
}
