import type { NotificationEntry, NotificationsPage } from '@common/notifications';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client';

/** Page n of a user's notifications (fails the test unless it answers 200). */
export async function notificationsOf(client: TestClient, page = 1): Promise<NotificationsPage> {
  const response = await client.get(`/api/notifications?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsPage>();
}

/** The entries of one kind on a user's first page. */
export async function entriesOf(
  client: TestClient,
  kind: NotificationEntry['kind'],
): Promise<NotificationEntry[]> {
  return (await notificationsOf(client)).notifications.filter((entry) => entry.kind === kind);
}
