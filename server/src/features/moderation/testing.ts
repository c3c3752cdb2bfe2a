import type { ModerationActionInput } from '@common/moderation';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** A report through the API, expecting 201; answers its id. */
export async function report(
  client: TestClient,
  targetType: string,
  targetId: number,
  reason = 'spam',
  details?: string,
): Promise<number> {
  const response = await client.post('/api/reports', { targetType, targetId, reason, details });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A moderator action through the API, expecting 201; answers the audit log id. */
export async function act(client: TestClient, input: ModerationActionInput): Promise<number> {
  const response = await client.post('/api/admin/moderation/actions', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
